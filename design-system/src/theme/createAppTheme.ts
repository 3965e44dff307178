import type { ElementType } from 'react';
import { createTheme, type Theme } from '@mui/material/styles';
import { darkScheme, lightScheme } from './palette';
import { typography } from './typography';
import { inputs } from './inputs';
import { navigation } from './navigation';
import { surfaces } from './surfaces';
import { feedback } from './feedback';
import { radius } from './tokens';

export interface AppThemeOptions {
  /**
   * The component every `href` renders through (e.g. a router Link adapter that takes `href`).
   * Set as the link component of ButtonBase (Button, IconButton, MenuItem, CardActionArea…) and Link.
   */
  linkComponent?: ElementType;
}

/** The night + gold theme: CSS variables, dark and light schemes, dark by default. */
export function createAppTheme(options: AppThemeOptions = {}): Theme {
  const { linkComponent } = options;
  const components = { ...inputs, ...navigation, ...surfaces, ...feedback };
  if (linkComponent) {
    components.MuiButtonBase = {
      ...components.MuiButtonBase,
      defaultProps: { ...components.MuiButtonBase?.defaultProps, LinkComponent: linkComponent },
    };
    components.MuiLink = {
      ...components.MuiLink,
      defaultProps: { ...components.MuiLink?.defaultProps, component: linkComponent },
    };
  }
  return createTheme({
    cssVariables: { colorSchemeSelector: 'class', cssVarPrefix: 'lv' },
    colorSchemes: { dark: darkScheme, light: lightScheme },
    defaultColorScheme: 'dark',
    typography,
    shape: { borderRadius: radius.sm },
    components,
  });
}
