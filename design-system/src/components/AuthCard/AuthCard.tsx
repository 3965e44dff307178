import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export interface AuthCardProps {
  /** The page heading (h1). */
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** Links under the form ("Already have an account? Sign in"…). */
  footer?: ReactNode;
}

/** The centred card shared by the sign-in, register and password screens. */
export function AuthCard({ title, description, children, footer }: AuthCardProps) {
  return (
    <Box
      sx={{
        minHeight: { xs: 'auto', sm: '70vh' },
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        px: 2,
        py: { xs: 4, sm: 8 },
      }}
    >
      <Paper
        variant="outlined"
        sx={{ width: '100%', maxWidth: 460, p: { xs: 3, sm: 5 }, borderRadius: 4 }}
      >
        <Box sx={{ textAlign: 'center', mb: 3 }}>
          <Box
            aria-hidden="true"
            sx={{ width: 48, height: 2, bgcolor: 'primary.main', mx: 'auto', mb: 2.5 }}
          />
          <Typography component="h1" variant="h2" sx={{ mb: 1 }}>
            {title}
          </Typography>
          {description ? (
            <Typography variant="body1" color="text.secondary">
              {description}
            </Typography>
          ) : null}
        </Box>
        {children}
        {footer ? (
          <Box
            sx={{ mt: 3, display: 'grid', gap: 1, textAlign: 'center', color: 'text.secondary' }}
          >
            {footer}
          </Box>
        ) : null}
      </Paper>
    </Box>
  );
}
