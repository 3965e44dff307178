import type { ColorSystemOptions } from '@mui/material/styles';
import { gold, ivory, night, pure, status } from './tokens';

/** The dark ("night") colour scheme: ink backgrounds, ivory text, gold accent. */
export const darkScheme: ColorSystemOptions = {
  palette: {
    mode: 'dark',
    primary: { main: gold[400], light: gold[300], dark: gold[500], contrastText: night[950] },
    secondary: { main: night[200], light: night[100], dark: night[300], contrastText: night[950] },
    error: { main: status.errorDark, contrastText: night[950] },
    warning: { main: status.warningDark, contrastText: night[950] },
    success: { main: status.successDark, contrastText: night[950] },
    info: { main: status.infoDark, contrastText: night[950] },
    background: { default: night[950], paper: night[900] },
    text: { primary: ivory[100], secondary: night[200], disabled: night[400] },
    divider: night[700],
    common: { black: pure.black, white: pure.white },
  },
};

/** The light colour scheme: warm ivory paper, ink text, deeper gold accent (AA on ivory). */
export const lightScheme: ColorSystemOptions = {
  palette: {
    mode: 'light',
    primary: { main: gold[700], light: gold[600], dark: gold[800], contrastText: pure.white },
    secondary: { main: night[700], light: night[600], dark: night[800], contrastText: pure.white },
    error: { main: status.errorLight, contrastText: pure.white },
    warning: { main: status.warningLight, contrastText: pure.white },
    success: { main: status.successLight, contrastText: pure.white },
    info: { main: status.infoLight, contrastText: pure.white },
    background: { default: ivory[100], paper: ivory[50] },
    text: { primary: night[900], secondary: night[600], disabled: night[400] },
    divider: ivory[300],
    common: { black: pure.black, white: pure.white },
  },
};
