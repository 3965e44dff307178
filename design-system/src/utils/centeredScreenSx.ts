import type { SxProps, Theme } from '@mui/material/styles';

/** The layout of the full-page status screens (error screens): centred column with breathing room. */
export const centeredScreenSx: SxProps<Theme> = {
  minHeight: '70vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  textAlign: 'center',
  gap: 2,
  px: 2,
  py: 8,
};
