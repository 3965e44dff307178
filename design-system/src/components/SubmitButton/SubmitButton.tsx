import type { ReactNode } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

export interface SubmitButtonProps extends ButtonProps {
  /** An action is in flight: spinner, `busyLabel`, disabled and `aria-busy`. */
  busy?: boolean;
  /** What the button reads while busy ("Signing in...", "Saving..."); default: its children. */
  busyLabel?: ReactNode;
}

/**
 * The product's action button with its busy state. A form's submit button by default; pass
 * `type="button"` and `onClick` for an action outside a form (Download, Authenticate…).
 */
export function SubmitButton({
  busy = false,
  busyLabel,
  children,
  disabled,
  startIcon,
  type = 'submit',
  variant = 'contained',
  ...rest
}: SubmitButtonProps) {
  return (
    <Button
      type={type}
      variant={variant}
      disabled={busy || disabled}
      aria-busy={busy || undefined}
      startIcon={
        busy ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : startIcon
      }
      {...rest}
    >
      {busy && busyLabel !== undefined ? busyLabel : children}
    </Button>
  );
}
