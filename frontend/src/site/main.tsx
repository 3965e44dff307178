import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { embeddedCatalogue } from '../lib/embeddedCatalogue';
import { takeHandOff } from '../lib/handoff';
import { isStandalone } from '../lib/pwa/displayMode';
import { startPwaServices } from '../lib/pwa/services';
import { tokenStorage } from '../lib/session/tokenStorage';
import { contactPrefillOf, SiteApp } from './SiteApp';
import { isSitePage, loadSitePage } from './sitePages';

/**
 * The entry of the prerendered marketing pages (issue 12; ADR 012). A signed-out visitor in the
 * browser gets the page hydrated by the site shell alone; a visitor with a stored session (their
 * navbar, account menu and sign-out are the app's) and the installed app (its tab bar) get the
 * whole app, which renders the page afresh (app/main.tsx).
 */
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const path = window.location.pathname;
const catalogue = embeddedCatalogue();

if (tokenStorage.get() !== null || isStandalone() || !isSitePage(path) || !catalogue) {
  void import('../app/main');
} else {
  const pwa = startPwaServices();
  const contactPrefill = contactPrefillOf(takeHandOff(path));

  function AfterCommit({ children }: { children: ReactNode }) {
    useEffect(() => {
      container!.dataset.hydrated = 'true'; // forms submit from now on; journeys wait for it
    }, []);
    return children;
  }
  void loadSitePage(path).then((Page) => {
    const page = (
      <StrictMode>
        <AfterCommit>
          <SiteApp
            path={path}
            Page={Page}
            catalogue={catalogue}
            contactPrefill={contactPrefill}
            pwa={pwa}
            hydrating={!contactPrefill}
          />
        </AfterCommit>
      </StrictMode>
    );
    // A drafted enquiry changes what the page shows: rendered afresh rather than hydrated.
    if (contactPrefill) createRoot(container).render(page);
    // In a transition: hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page (the page is already on screen; a tap meanwhile is
    // answered first, then replayed by React once its part has hydrated).
    else startTransition(() => void hydrateRoot(container, page));
  });
}
