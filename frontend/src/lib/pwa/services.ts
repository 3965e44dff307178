import { createInstallPromptController } from './installPrompt';
import type { PwaServices } from './PwaContext';
import { createServiceWorkerController, registerOnLoad } from './serviceWorker';

/**
 * The page-lifetime PWA controllers, created at start-up (installability is signalled once,
 * possibly before anything renders) and the service worker registered on load. The app's entry
 * and the site shell's both start with it.
 */
export function startPwaServices(): PwaServices {
  const services: PwaServices = {
    installPrompt: createInstallPromptController(),
    serviceWorker: createServiceWorkerController({
      container: 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
    }),
  };
  // The production build ships /sw.js (vite.config.ts); the dev server has none.
  if (import.meta.env.PROD) registerOnLoad(services.serviceWorker);
  return services;
}
