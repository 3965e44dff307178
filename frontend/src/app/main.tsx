import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { browserTabSync, startSession } from '../features/session';
import {
  createInstallPromptController,
  createServiceWorkerController,
  PwaProvider,
  registerOnLoad,
  type PwaServices,
} from '../lib/pwa';
import { AppProviders } from './providers';
import { createAppRouter } from './router';
import { makeStore } from './store';

const store = makeStore({ tabs: browserTabSync() });
void store.dispatch(startSession());
const router = createAppRouter();

// Installability is signalled once, possibly before the lazily loaded layout renders: listen now.
const pwa: PwaServices = {
  installPrompt: createInstallPromptController(),
  serviceWorker: createServiceWorkerController({
    container: 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
  }),
};
// The production build ships /sw.js (vite.config.ts); the dev server has none.
if (import.meta.env.PROD) registerOnLoad(pwa.serviceWorker);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders store={store}>
      <PwaProvider services={pwa}>
        <RouterProvider router={router} />
      </PwaProvider>
    </AppProviders>
  </StrictMode>,
);
