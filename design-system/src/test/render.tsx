import type { ReactElement } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { DesignSystemProvider } from '../theme';

/** Renders inside the design-system provider (theme, CssBaseline), as the app does. */
export function renderWithTheme(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, {
    wrapper: ({ children }) => (
      <DesignSystemProvider defaultMode="dark" persistMode={false}>
        {children}
      </DesignSystemProvider>
    ),
    ...options,
  });
}
