import type { ElementType, ReactNode } from 'react';
import type { Theme } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createAppTheme } from './createAppTheme';
import './fonts';

export type ColorModePreference = 'system' | 'light' | 'dark';

export interface DesignSystemProviderProps {
  children?: ReactNode;
  /** Router link adapter taking `href`: every MUI Button/Link with `href` then navigates client-side. */
  linkComponent?: ElementType;
  /** The mode used until the user picks one. The product follows the system colour mode. */
  defaultMode?: ColorModePreference;
  /** Remember the user's choice in localStorage (default true; Storybook turns it off). */
  persistMode?: boolean;
}

// Built once per link adapter, outside render: building the theme (every component's overrides,
// both colour schemes' CSS variables) is the costliest step of a first render.
const themes = new Map<ElementType | undefined, Theme>();
function themeFor(linkComponent: ElementType | undefined): Theme {
  let theme = themes.get(linkComponent);
  if (!theme) themes.set(linkComponent, (theme = createAppTheme({ linkComponent })));
  return theme;
}

/** Theme (night + gold, dark by default, following the system mode), CssBaseline and fonts. */
export function DesignSystemProvider({
  children,
  linkComponent,
  defaultMode = 'system',
  persistMode = true,
}: DesignSystemProviderProps) {
  const theme = themeFor(linkComponent);
  return (
    <ThemeProvider
      theme={theme}
      defaultMode={defaultMode}
      modeStorageKey="lv-mode"
      colorSchemeStorageKey="lv-color-scheme"
      {...(persistMode ? {} : { storageManager: null })}
      disableTransitionOnChange
    >
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}
