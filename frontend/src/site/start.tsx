import type { Catalogue } from '@valuation/contracts';
import { ROUTES } from '@valuation/contracts';
import { takeFlash } from '../lib/flash';
import { takeHandOff } from '../lib/handoff';
import { redirectTargetFrom } from '../lib/navigation';
import { startPwaServices } from '../lib/pwa/services';
import { tokenStorage } from '../lib/session/tokenStorage';
import { applySiteSession, checkSiteSession } from './session';
import { loadSitePage } from './sitePages';
import { themeVariablesInPage } from './themeVariables';
import { siteToasts } from './toasts';

/** Resolves in a later task of the browser's (not a timer: a test's fake clock may hold those). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/**
 * Shows the page of the site shell at `path` (one of SITE_PAGES; ADR 012, ADR 019) in `root`:
 * hydrates the prerendered page the server sent (site/main.tsx), or renders it afresh where the
 * document holds none (the app's index.html: the dev server, the installed app offline; or a
 * drafted enquiry, which changes what the page shows). Every visitor, signed in or not, gets the
 * page from the shell: a stored session is checked beside the hydration and shown on the hydrated
 * page as an update (the signed-in navbar, account menu, Sign Out; the installed app's tab bar),
 * so nothing the visitor is using is replaced (issue 27). /login with a stored session sends the
 * visitor on, where the app's page checks that session.
 *
 * The shell's code is evaluated in three tasks, not one long one (issue 12: total blocking time):
 * React DOM, then the design system and the shell, then the page; the theme is built in a task of
 * its own between the last two. The prerender preloads all three (SITE_SHELL_FILES in
 * sitePages.ts), so they are fetched at once.
 */
export async function startSite(root: HTMLElement, path: string, catalogue: Catalogue) {
  const handOff = takeHandOff(path);
  // React Router's navigation state, where the app's guard put it (the sign-in's target).
  if (handOff !== undefined) window.history.replaceState({ usr: handOff }, '');
  if (path === ROUTES.login && tokenStorage.get() !== null) {
    window.location.replace(redirectTargetFrom(handOff ?? null));
    return;
  }
  void checkSiteSession(); // the request leaves now; its answer is shown once hydrated
  const pwa = startPwaServices();
  const themeVariables = themeVariablesInPage(); // its stylesheet loads beside the scripts
  const { renderSite } = await import('./render');
  await nextTask();
  const { contactPrefillOf, prepareTheme, prerenderedFooter, prerenderedParts, SiteApp } =
    await import('./SiteApp');
  const contactPrefill = path === ROUTES.contact ? contactPrefillOf(handOff) : undefined;
  // A drafted enquiry changes what the page shows: rendered afresh rather than hydrated.
  const hydrating = contactPrefill === undefined && root.dataset.prerendered !== undefined;
  await nextTask();
  prepareTheme();
  await nextTask();
  const Page = await loadSitePage(path);
  const themeInPage = hydrating && (await themeVariables);
  await nextTask();
  renderSite(
    root,
    <SiteApp
      path={path}
      Page={Page}
      catalogue={catalogue}
      contactPrefill={contactPrefill}
      navigationState={handOff}
      pwa={pwa}
      hydrating={hydrating}
      themeInPage={themeInPage}
      footerHtml={hydrating ? prerenderedFooter(root) : undefined}
      staticParts={hydrating ? prerenderedParts(root) : undefined}
    />,
    !hydrating,
    () => {
      void applySiteSession();
      // A toast the page before left for this one (lib/flash: the app's "Signed out", a reset's).
      const flash = takeFlash();
      if (flash) siteToasts.show(flash.message, flash.type);
    },
  );
}
