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
  /**
   * The page already holds the theme's CSS variables, both schemes (a prerendered page being
   * hydrated): they are not generated again (a ~20 KB style serialised on the main thread).
   */
  prerenderedStyleSheet?: boolean;
}

// Built once per link adapter, outside render: building the theme (every component's overrides,
// both colour schemes' CSS variables) is the costliest step of a first render.
const themes = new Map<ElementType | undefined, Theme>();
function themeFor(linkComponent: ElementType | undefined): Theme {
  let theme = themes.get(linkComponent);
  if (!theme) themes.set(linkComponent, (theme = createAppTheme({ linkComponent })));
  return theme;
}

/**
 * Builds the theme ahead of the first render (the site shell does it in a task of its own, so that
 * the hydration's tasks are shorter): ~10 ms on a fast machine, several times that on a phone.
 */
export function prepareTheme(linkComponent?: ElementType): void {
  themeFor(linkComponent);
}

/**
 * ThemeProvider's props for a CSS-variables theme (ours), which MUI types only under its
 * CssThemeVariables augmentation.
 */
function cssVariablesProps(prerenderedStyleSheet: boolean): Record<string, unknown> {
  return { disableStyleSheetGeneration: prerenderedStyleSheet };
}

/** Theme (night + gold, dark by default, following the system mode), CssBaseline and fonts. */
export function DesignSystemProvider({
  children,
  linkComponent,
  defaultMode = 'system',
  persistMode = true,
  prerenderedStyleSheet = false,
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
      {...cssVariablesProps(prerenderedStyleSheet)}
    >
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}
