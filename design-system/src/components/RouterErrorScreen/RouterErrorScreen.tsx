import { ROUTES } from '@valuation/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { centeredScreenSx, getErrorMessage } from '../../utils';

export interface RouterErrorScreenProps {
  /** What the router caught: a route error response, an Error or anything else. */
  error: unknown;
}

/** The router's fallback page. */
export function RouterErrorScreen({ error }: RouterErrorScreenProps) {
  return (
    <Box sx={centeredScreenSx}>
      <Typography variant="h1">Unexpected Application Error!</Typography>
      <Typography
        component="pre"
        sx={{
          fontFamily: 'monospace',
          whiteSpace: 'pre-wrap',
          color: 'text.secondary',
          maxWidth: 720,
          m: 0,
        }}
      >
        {getErrorMessage(error)}
      </Typography>
      <Button href={ROUTES.home} variant="contained">
        Go to home page
      </Button>
    </Box>
  );
}
