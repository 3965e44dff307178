import type { Components, Theme } from '@mui/material/styles';
import { FOCUS_VISIBLE, focusRing } from './focus';

/** Links, app bar, drawer, menus. */
export const navigation: Components<Theme> = {
  MuiLink: {
    defaultProps: { underline: 'hover' },
    styleOverrides: {
      root: ({ theme }) => ({
        color: (theme.vars ?? theme).palette.primary.main,
        fontWeight: 500,
        textUnderlineOffset: '0.2em',
        borderRadius: 2,
        [FOCUS_VISIBLE]: focusRing(theme),
      }),
    },
  },
  MuiAppBar: {
    defaultProps: { color: 'transparent', elevation: 0 },
    styleOverrides: {
      root: ({ theme }) => ({
        backgroundColor: (theme.vars ?? theme).palette.background.paper,
        borderBottom: `1px solid ${(theme.vars ?? theme).palette.divider}`,
        color: (theme.vars ?? theme).palette.text.primary,
      }),
    },
  },
  MuiDrawer: {
    styleOverrides: {
      paper: ({ theme }) => ({
        backgroundColor: (theme.vars ?? theme).palette.background.paper,
        backgroundImage: 'none',
      }),
    },
  },
  MuiListItemButton: {
    styleOverrides: {
      root: ({ theme }) => ({
        borderLeft: '3px solid transparent',
        // Inside a scrolling list an outside ring would be cut off: this one is inside.
        [FOCUS_VISIBLE]: { outlineOffset: -2 },
        '&.Mui-selected': { borderLeftColor: (theme.vars ?? theme).palette.primary.main },
      }),
    },
  },
  MuiMenu: {
    styleOverrides: {
      paper: ({ theme }) => ({ border: `1px solid ${(theme.vars ?? theme).palette.divider}` }),
    },
  },
};
