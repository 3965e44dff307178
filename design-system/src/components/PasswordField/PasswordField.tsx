import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { TextField, type TextFieldProps } from '../TextField';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';

export const SHOW_PASSWORD_LABEL = 'Show password';
export const HIDE_PASSWORD_LABEL = 'Hide password';

export type PasswordFieldProps = Omit<TextFieldProps, 'type'> & {
  /** Whether the password is shown as text (controlled); uncontrolled when omitted. */
  visible?: boolean;
  /** The toggle was pressed (controlled use, e.g. one toggle for several fields). */
  onVisibleChange?: (visible: boolean) => void;
  /** Render the show/hide button (default true); false when another field's toggle drives this one. */
  toggle?: boolean;
  /** The toggle's accessible names (default "Show password" / "Hide password"). */
  toggleLabels?: { show: string; hide: string };
};

/** A password TextField with a show/hide toggle at its end. */
export function PasswordField({
  visible,
  onVisibleChange,
  toggle = true,
  toggleLabels = { show: SHOW_PASSWORD_LABEL, hide: HIDE_PASSWORD_LABEL },
  slotProps,
  ...rest
}: PasswordFieldProps) {
  const [ownVisible, setOwnVisible] = useState(false);
  const shown = visible ?? ownVisible;
  const setShown = (next: boolean) => {
    if (visible === undefined) setOwnVisible(next);
    onVisibleChange?.(next);
  };

  const inputSlot = typeof slotProps?.input === 'object' ? slotProps.input : undefined;
  const endAdornment = toggle ? (
    <InputAdornment position="end">
      <IconButton
        aria-label={shown ? toggleLabels.hide : toggleLabels.show}
        onClick={() => setShown(!shown)}
        // Keep the caret in the field while toggling.
        onMouseDown={(event) => event.preventDefault()}
        edge="end"
      >
        {shown ? <VisibilityOff /> : <Visibility />}
      </IconButton>
    </InputAdornment>
  ) : (
    inputSlot?.endAdornment
  );

  return (
    <TextField
      {...rest}
      type={shown ? 'text' : 'password'}
      slotProps={{ ...slotProps, input: { ...inputSlot, endAdornment } }}
    />
  );
}
