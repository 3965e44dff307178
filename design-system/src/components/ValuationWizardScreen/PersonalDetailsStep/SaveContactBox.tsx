import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { WIZARD_TEXTS } from '../wizardValues';

export interface SaveContactBoxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

/**
 * "Save this phone number and address to my profile": in a chunk of its own, fetched when a
 * signed-in customer's typed contact first differs from the profile (never for a visitor signed out).
 */
export function SaveContactBox({ checked, onChange, disabled }: SaveContactBoxProps) {
  return (
    <FormControlLabel
      control={
        <Checkbox
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          disabled={disabled}
        />
      }
      label={WIZARD_TEXTS.saveContact}
    />
  );
}
