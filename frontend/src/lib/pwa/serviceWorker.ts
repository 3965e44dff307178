/** The message the waiting service worker understands (public/sw.js: skipWaiting()). */
export const SKIP_WAITING_MESSAGE = { type: 'SKIP_WAITING' } as const;
export const SERVICE_WORKER_URL = '/sw.js';

export interface ServiceWorkerController {
  /** Registers /sw.js; a failure is only logged (docs/product.md §8). */
  register(): Promise<void>;
  subscribe(listener: () => void): () => void;
  /** True once a new version has been installed and waits to take over. */
  getSnapshot(): boolean;
  /** Reload: activates the waiting worker and reloads the page once it controls it. */
  applyUpdate(): void;
  /** Hides the update message for this visit (the new version applies on the next one). */
  dismissUpdate(): void;
}

interface ServiceWorkerOptions {
  /** navigator.serviceWorker; undefined where the browser has none (nothing to register). */
  container: ServiceWorkerContainer | undefined;
  reload?: () => void;
  log?: (message: string, error: unknown) => void;
  /** Checks for a new version when the page becomes visible again (long-lived installed apps). */
  doc?: Document;
}

/**
 * Registration and the update flow: a new version installs in the background and waits; the app
 * shows "A new version is available"; Reload posts SKIP_WAITING and reloads on `controllerchange`.
 */
export function createServiceWorkerController({
  container,
  reload = () => window.location.reload(),
  log = (message, error) => console.error(message, error),
  doc = document,
}: ServiceWorkerOptions): ServiceWorkerController {
  const listeners = new Set<() => void>();
  let waiting: ServiceWorker | null = null;
  let dismissed = false;
  let reloading = false;

  const setWaiting = (worker: ServiceWorker) => {
    if (waiting === worker) return;
    waiting = worker;
    dismissed = false;
    listeners.forEach((listener) => listener());
  };
  // A worker that finished installing while another controls the page is an update.
  const track = (worker: ServiceWorker | null) => {
    if (!worker) return;
    const check = () => {
      if (worker.state === 'installed' && container?.controller) setWaiting(worker);
    };
    check();
    worker.addEventListener('statechange', check);
  };

  return {
    async register() {
      if (!container) return;
      try {
        const registration = (await container.register(SERVICE_WORKER_URL, { scope: '/' })) as
          ServiceWorkerRegistration | undefined;
        // Chromium answers undefined for a document that is going away (the visitor moved on).
        if (!registration) return;
        if (registration.waiting) track(registration.waiting);
        track(registration.installing);
        registration.addEventListener('updatefound', () => track(registration.installing));
        doc.addEventListener('visibilitychange', () => {
          if (doc.visibilityState === 'visible') {
            registration.update().catch((error: unknown) => log('Update check failed', error));
          }
        });
      } catch (error) {
        log('Service worker registration failed', error);
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => waiting !== null && !dismissed,
    applyUpdate() {
      if (!waiting || !container) return;
      container.addEventListener('controllerchange', () => {
        if (reloading) return;
        reloading = true;
        reload();
      });
      waiting.postMessage(SKIP_WAITING_MESSAGE);
    },
    dismissUpdate() {
      dismissed = true;
      listeners.forEach((listener) => listener());
    },
  };
}

/**
 * Registers the worker once the page has loaded and the main thread is idle (so it never competes
 * with the first paint, nor with hydration: a prerendered page's scripts run after its load
 * event, and registering right away took ~5 ms from the tasks that hydrate it).
 */
export function registerOnLoad(controller: ServiceWorkerController, win: Window = window): void {
  const start = () => void controller.register();
  const whenIdle = () => {
    if (typeof win.requestIdleCallback === 'function')
      win.requestIdleCallback(start, { timeout: 3000 });
    else start();
  };
  if (win.document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
}
