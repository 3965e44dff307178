import { useLayoutEffect, type ElementType, type ReactNode } from 'react';
import type { Theme } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, useColorScheme } from '@mui/material/styles';
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
  // colorSchemeNode null: ColorSchemeClass sets <html>'s class instead of MUI.
  return { disableStyleSheetGeneration: prerenderedStyleSheet, colorSchemeNode: null };
}

const COLOR_SCHEMES = ['light', 'dark'] as const;

/**
 * Keeps the scheme's class on <html> (the theme's `colorSchemeSelector: 'class'`) in step with the
 * provider. MUI's provider would remove both classes and add one back at every mount, restyling
 * the whole document right after a hydration whose page (its inline colour-scheme script) already
 * had the right class; this touches the class only when it is wrong.
 */
function ColorSchemeClass() {
  const { colorScheme } = useColorScheme();
  useLayoutEffect(() => {
    if (!colorScheme) return;
    const { classList } = document.documentElement;
    for (const scheme of COLOR_SCHEMES)
      if (scheme !== colorScheme && classList.contains(scheme)) classList.remove(scheme);
    if (!classList.contains(colorScheme)) classList.add(colorScheme);
  }, [colorScheme]);
  return null;
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
      // The mode is read from storage at the first render, hydration included (nothing the
      // provider renders depends on it; ColorModeToggle shows it once hydrated), so the scheme
      // does not change right after hydration: no re-render of its consumers, no restyle.
      noSsr
      {...cssVariablesProps(prerenderedStyleSheet)}
    >
      <ColorSchemeClass />
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}
