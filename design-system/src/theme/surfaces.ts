import type { Components, Theme } from '@mui/material/styles';
import { radius } from './tokens';

/** Paper, cards and dividers. */
export const surfaces: Components<Theme> = {
  MuiPaper: {
    styleOverrides: { rounded: { borderRadius: radius.md } },
  },
  MuiCard: {
    defaultProps: { variant: 'outlined' },
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: radius.lg,
        backgroundImage: 'none',
        borderColor: (theme.vars ?? theme).palette.divider,
        transition: theme.transitions.create(['border-color', 'transform', 'box-shadow']),
      }),
    },
  },
};
