import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';

/** One term and its value in a request page's description list (`<dl>`). */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" color="text.secondary" variant="body2">
        {label}
      </Typography>
      <Typography
        component="dd"
        sx={{ m: 0, mb: 1.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      >
        {children}
      </Typography>
    </>
  );
}
