import type { Components, Theme } from '@mui/material/styles';
import { radius } from './tokens';

/** Buttons, text fields and other form controls. */
export const inputs: Components<Theme> = {
  MuiButtonBase: {
    defaultProps: { disableRipple: false },
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
