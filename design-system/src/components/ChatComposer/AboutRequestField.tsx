import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ComposerValuationOption } from './ChatComposer';

export interface AboutRequestFieldProps {
  label: string;
  valuations: readonly ComposerValuationOption[];
  /** The chosen request's id, or '' for none. */
  value: string;
  onChange: (valuationId: string) => void;
  disabled: boolean;
  /** Its place above the message box (the composer's placeholder for it has the same). */
  sx: SxProps<Theme>;
}

/**
 * "About request" (a customer with requests): MUI's select with its options. The composer loads
 * this module when it shows it (ADR 021: a module loaded lazily uses MUI's component directly, so
 * the field waits for one chunk), so the select, its menu and MenuItem stay off the chat's first
 * load for a customer without requests (issue 35).
 */
export default function AboutRequestField({
  label,
  valuations,
  value,
  onChange,
  disabled,
  sx,
}: AboutRequestFieldProps) {
  return (
    <TextField
      select
      size="small"
      fullWidth={false}
      sx={sx}
      disabled={disabled}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      <MenuItem value="">
        <em>None</em>
      </MenuItem>
      {valuations.map((valuation) => (
        <MenuItem key={valuation.id} value={valuation.id}>
          {valuation.reference}
        </MenuItem>
      ))}
    </TextField>
  );
}
