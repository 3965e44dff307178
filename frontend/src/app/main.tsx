import { StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { browserTabSync, startSession } from '../features/session';
import { embeddedCatalogue, seedCatalogue } from '../lib/catalogueSeed';
import { takeHandOff } from '../lib/handoff';
import { SESSION_HINT_CLASS } from '../lib/sessionHint';
import { isSitePage } from '../site/sitePages';
import { PwaProvider, type PwaServices } from '../lib/pwa';
import { startPwaServices } from '../lib/pwa/services';
import { sessionChecked } from '../lib/session';
import { AppProviders } from './providers';
import { AppRoutes } from './AppRoutes';
import { preloadMatches } from './lazyRoute';
import { routes } from './router';
import { makeStore } from './store';
import '../lib/pageTransitions.css';

const path = window.location.pathname;
const siteCatalogue = embeddedCatalogue();
if (isSitePage(path) && siteCatalogue) {
  // A page of the site shell in the app's document (the dev server, the installed app offline, a
  // document load from the app): the shell renders it, as its prerendered page is hydrated (ADR 019).
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  void import('../site/start').then(({ startSite }) => startSite(root, path, siteCatalogue));
} else {
  startWholeApp();
}

/** The app: its store, router and session, in the page's #root. */
function startWholeApp(): void {
  const store = makeStore({ tabs: browserTabSync() });
  // The catalogue the page carries (issue 12): in the cache before the first render.
  const catalogue = embeddedCatalogue();
  if (catalogue) seedCatalogue(store.dispatch, catalogue);

  // Installability is signalled once, possibly before the lazily loaded layout renders: listen now.
  const pwa: PwaServices = startPwaServices();

  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');

  /** Runs `onCommit` once the tree is on screen (for a hydrated page: once hydration is done). */
  function AfterCommit({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
    useEffect(onCommit, [onCommit]);
    return children;
  }

  function app(onCommit: () => void) {
    return (
      <StrictMode>
        <AppProviders store={store}>
          <PwaProvider services={pwa}>
            <BrowserRouter>
              <AfterCommit onCommit={onCommit}>
                <AppRoutes />
              </AfterCommit>
            </BrowserRouter>
          </PwaProvider>
        </AppProviders>
      </StrictMode>
    );
  }

  /** This address's route modules, so the first render matches the prerendered HTML at once. */
  const resolveLazyRoutes = () => preloadMatches(routes, window.location);

  let session: Promise<unknown> | undefined;
  /** Starts the session check once; resolves when it has answered (either way). */
  const startSessionOnce = (): Promise<unknown> => (session ??= store.dispatch(startSession()));

  // State handed over by the page that loaded this one (a marketing page's "Get Started Now" or
  // "Schedule Home Visit", lib/handoff.ts): React Router's own navigation state, as if navigated to.
  const handed = takeHandOff(window.location.pathname);
  if (handed !== undefined) {
    window.history.replaceState({ usr: handed, key: 'handoff', idx: 0 }, '');
  }

  const siteShellPage = container.dataset.site !== undefined; // rendered by the site shell (ADR 012)
  if (container.dataset.prerendered !== undefined && !siteShellPage && handed === undefined) {
    // A prerendered public page (issue 12): hydrate it in the state it was rendered in (signed out),
    // then check the stored session, so a signed-in visitor's navbar follows one request later.
    store.dispatch(sessionChecked(null));
    const hydrated = () => {
      container.dataset.hydrated = 'true'; // journeys and benches wait for it
      void startSessionOnce().then(() =>
        document.documentElement.classList.remove(SESSION_HINT_CLASS),
      );
    };
    void resolveLazyRoutes().then(() => {
      hydrateRoot(container, app(hydrated));
    });
  } else if (container.firstElementChild) {
    // A prerendered page the app takes over (a marketing page for a signed-in visitor or the
    // installed app, ADR 012; or a page given state): rendered afresh once this address's route
    // modules are in, so the prerendered page stays until the app's replaces it (no loader between).
    // The session check too (answered from the server's session cache), so a signed-in visitor's
    // navbar replaces the prerendered one directly, without a signed-out render in between.
    const rendered = () => {
      container.dataset.hydrated = 'true';
      document.documentElement.classList.remove(SESSION_HINT_CLASS);
    };
    void Promise.all([resolveLazyRoutes(), startSessionOnce()]).then(() => {
      createRoot(container).render(app(rendered));
    });
  } else {
    void startSessionOnce();
    createRoot(container).render(app(() => undefined));
  }
}
