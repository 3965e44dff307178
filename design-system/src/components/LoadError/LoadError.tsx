import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';

/** The retry button's text, the same on every screen that could not load its data. */
export const TRY_AGAIN = 'Try again';

export interface LoadErrorProps {
  /** Why the data could not be loaded (the server's sentence or the screen's own). */
  message: string;
  /** Loads again; without it the alert has no button (nothing a retry could change). */
  onRetry?: () => void;
  /** A retry is under way: the button is disabled until it ends. */
  retrying?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * The one "could not load, Try again" block: an error alert (announced, role alert) with the
 * message and a "Try again" button. Every screen whose data failed to load shows this.
 */
export function LoadError({ message, onRetry, retrying = false, sx }: LoadErrorProps) {
  return (
    <Alert
      severity="error"
      role="alert"
      sx={sx}
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry} disabled={retrying}>
            {TRY_AGAIN}
          </Button>
        ) : undefined
      }
    >
      {message}
    </Alert>
  );
}
