import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { VISIT_TEXTS } from '@valuation/contracts';

export interface ShortNoticeFieldProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The problem to show under the box (the customer has not ticked it). */
  error?: string;
}

/**
 * A visit less than 48 hours away (contracts: "Short notice") is inside the late-change rule from
 * its first minute: the customer is told so before paying or moving, and ticks to accept it.
 */
export function ShortNoticeField({ checked, onChange, error }: ShortNoticeFieldProps) {
  return (
    <Box>
      <Alert severity="warning" sx={{ mb: 1 }}>
        {VISIT_TEXTS.shortNotice}
      </Alert>
      <FormControlLabel
        control={<Checkbox checked={checked} onChange={(e) => onChange(e.target.checked)} />}
        label={VISIT_TEXTS.shortNoticeLabel}
      />
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
    </Box>
  );
}
