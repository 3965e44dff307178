import type { Components, Theme } from '@mui/material/styles';
import { radius } from './tokens';

/** Alerts, progress indicators, tooltips. */
export const feedback: Components<Theme> = {
  MuiAlert: {
    styleOverrides: {
      root: { borderRadius: radius.sm, alignItems: 'center' },
    },
  },
  MuiCircularProgress: {
    defaultProps: { color: 'primary' },
  },
};
