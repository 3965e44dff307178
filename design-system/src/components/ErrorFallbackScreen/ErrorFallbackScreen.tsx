import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { centeredScreenSx, getErrorMessage } from '../../utils';

export interface ErrorFallbackScreenProps {
  error: unknown;
  /** "Try again" (the product reloads the page). */
  onRetry: () => void;
}

/** Shown when rendering fails. */
export function ErrorFallbackScreen({ error, onRetry }: ErrorFallbackScreenProps) {
  return (
    <Box role="alert" sx={centeredScreenSx}>
      <Typography variant="h1">Something went wrong</Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 640 }}>
        {getErrorMessage(error)}
      </Typography>
      <Button variant="contained" onClick={onRetry}>
        Try again
      </Button>
    </Box>
  );
}
