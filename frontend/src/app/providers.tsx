import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { DesignSystemProvider, type ColorModePreference } from '@valuation/design-system';
import { AppErrorBoundary } from './AppErrorBoundary';
import { RouterLink } from './RouterLink';
import type { AppStore } from './store';

interface AppProvidersProps {
  store: AppStore;
  children: ReactNode;
  /** Colour mode until the user picks one (the product follows the system). */
  colorMode?: ColorModePreference;
  /** Remember the user's colour choice (Storybook and tests turn it off). */
  persistColorMode?: boolean;
}

/** Redux store, theme (with the router link adapter) and the app-wide error boundary. */
export function AppProviders({ store, children, colorMode, persistColorMode }: AppProvidersProps) {
  return (
    <Provider store={store}>
      <DesignSystemProvider
        linkComponent={RouterLink}
        defaultMode={colorMode}
        persistMode={persistColorMode}
      >
        <AppErrorBoundary>{children}</AppErrorBoundary>
      </DesignSystemProvider>
    </Provider>
  );
}
