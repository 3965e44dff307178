import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';

export interface AppLayoutProps {
  navbar: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
}

/** Page chrome: skip link, navbar, the main landmark and an optional footer. */
export function AppLayout({ navbar, children, footer }: AppLayoutProps) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Link
        component="a"
        href="#main-content"
        sx={{
          position: 'absolute',
          left: 16,
          top: -100,
          zIndex: (theme) => theme.zIndex.tooltip + 1,
          px: 2,
          py: 1,
          borderRadius: 1,
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'primary.main',
          '&:focus': { top: 16 },
        }}
      >
        Skip to main content
      </Link>
      {navbar}
      <Box component="main" id="main-content" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        {children}
      </Box>
      {footer}
    </Box>
  );
}
