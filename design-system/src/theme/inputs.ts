import type { Components, Theme } from '@mui/material/styles';
import { radius } from './tokens';
import { FOCUS_VISIBLE, focusRing } from './focus';

/** Buttons, text fields and other form controls. */
export const inputs: Components<Theme> = {
  MuiButtonBase: {
    defaultProps: { disableRipple: false },
    // Every button, icon button, checkbox, radio, switch, tab, menu item and card action.
    styleOverrides: { root: ({ theme }) => ({ [FOCUS_VISIBLE]: focusRing(theme) }) },
  },
  // Items inside a scrolling list or tab strip would have an outside ring cut off: theirs is inside.
  MuiMenuItem: { styleOverrides: { root: { [FOCUS_VISIBLE]: { outlineOffset: -2 } } } },
  MuiTab: { styleOverrides: { root: { [FOCUS_VISIBLE]: { outlineOffset: -2 } } } },
  MuiBottomNavigationAction: {
    styleOverrides: { root: { [FOCUS_VISIBLE]: { outlineOffset: -2 } } },
  },
  // Native links and buttons outside MUI's components get the same ring.
  MuiCssBaseline: {
    styleOverrides: (theme) => ({
      'a:focus-visible, button:focus-visible, summary:focus-visible': focusRing(theme),
    }),
  },
  MuiSwitch: {
    // The switch's thumb is the focused button, inside its track: the ring goes round the switch.
    styleOverrides: {
      root: ({ theme }) => ({ '&:has(.Mui-focusVisible)': focusRing(theme), borderRadius: 20 }),
      switchBase: { '&.Mui-focusVisible': { outline: 'none' } },
    },
  },
  MuiButton: {
    defaultProps: { disableElevation: true },
    styleOverrides: {
      root: { borderRadius: radius.sm, paddingInline: 20, minHeight: 44 },
      sizeLarge: { minHeight: 50, fontSize: '1rem' },
    },
  },
  MuiIconButton: {
    styleOverrides: { root: { borderRadius: radius.sm } },
  },
  MuiTextField: {
    defaultProps: { fullWidth: true, variant: 'outlined' },
  },
  MuiOutlinedInput: {
    styleOverrides: {
      // A focused field already shows a 2 px primary border (MUI's focused notched outline).
      root: ({ theme }) => ({
        borderRadius: radius.sm,
        backgroundColor: (theme.vars ?? theme).palette.background.paper,
      }),
    },
  },
  MuiFormHelperText: {
    styleOverrides: { root: { marginInline: 2 } },
  },
};
