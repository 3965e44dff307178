import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { VISIT_TEXTS } from '@valuation/contracts';

export interface ExpressRequestFieldProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The problem to show instead of the explanation. */
  error?: string;
}

/**
 * The express request UK consumer law asks for when a visit falls within the 14-day cancellation
 * period: on booking and when a move brings the visit within it.
 */
export function ExpressRequestField({ checked, onChange, error }: ExpressRequestFieldProps) {
  return (
    <Box>
      <FormControlLabel
        control={<Checkbox checked={checked} onChange={(e) => onChange(e.target.checked)} />}
        label={VISIT_TEXTS.expressLabel}
      />
      {error ? (
        <FormHelperText error>{error}</FormHelperText>
      ) : (
        <FormHelperText>
          Your visit falls within the 14-day cancellation period: UK consumer law needs your request
          for it to take place within that period.
        </FormHelperText>
      )}
    </Box>
  );
}
