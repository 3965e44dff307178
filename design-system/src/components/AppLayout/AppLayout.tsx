import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
// The constant alone: the tab bar's own code loads only where it shows.
import { BOTTOM_TAB_BAR_HEIGHT } from '../BottomTabBar/height';

export interface AppLayoutProps {
  navbar: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /**
   * Installed-app (standalone) mode: the top navbar and the marketing footer give way to the
   * bottom tab bar, and the content keeps clear of it (plus the device's safe-area insets).
   */
  installed?: boolean;
  /** The bottom tab bar, shown in installed mode only. */
  bottomBar?: ReactNode;
}

/** Page chrome: skip link, navbar (or the bottom bar when installed), main landmark, footer. */
export function AppLayout({
  navbar,
  children,
  footer,
  installed = false,
  bottomBar,
}: AppLayoutProps) {
  return (
    <Box
      data-installed={installed ? 'true' : undefined}
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        ...(installed && {
          pt: 'env(safe-area-inset-top)',
          // The bar's height, the safe-area inset and some breathing room below the last line.
          pb: `calc(${BOTTOM_TAB_BAR_HEIGHT + 24}px + env(safe-area-inset-bottom))`,
        }),
      }}
    >
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
      {installed ? null : navbar}
      <Box component="main" id="main-content" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        {children}
      </Box>
      {installed ? bottomBar : footer}
    </Box>
  );
}
