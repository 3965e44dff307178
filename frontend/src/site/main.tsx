// The stylesheets (the fonts' faces, the page transitions) belong to this entry, not to the chunks
// it imports later: the prerender inlines the entry's, so they apply from the first paint and the
// faces of every weight are known to the first layout.
import '@valuation/design-system/fonts';
import '../lib/pageTransitions.css';
import { embeddedCatalogue } from '../lib/embeddedCatalogue';
import { takeHandOff } from '../lib/handoff';
import { startPwaServices } from '../lib/pwa/services';
import { tokenStorage } from '../lib/session/tokenStorage';
import { ROUTES } from '@valuation/contracts';
import { startApp } from './appEntry';
import { applySiteSession, checkSiteSession } from './session';
import { isSitePage, loadSitePage } from './sitePages';
import { themeVariablesInPage } from './themeVariables';

/**
 * The entry of the prerendered marketing pages (issue 12; ADR 012). Every visitor, signed in or
 * not, in the browser or the installed app, gets the page hydrated by the site shell: a stored
 * session is checked beside the hydration and shown on the hydrated page as an update (the
 * signed-in navbar, account menu, Sign Out; the installed app's tab bar), so nothing the visitor
 * is using is replaced (issue 27). The whole app (app/main.tsx, loaded from its own build:
 * appEntry.ts) takes over only a page the shell does not serve, and /login for a visitor with a
 * stored session (the app's page sends them on).
 */
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const path = window.location.pathname;
const catalogue = embeddedCatalogue();

/** Resolves in a later task of the browser's (not a timer: a test's fake clock may hold those). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/**
 * The shell's code is evaluated in three tasks, not one long one (issue 12: total blocking time):
 * React DOM, then the design system and the shell, then the page; the theme is built in a task of
 * its own between the last two. The prerender preloads all three
 * (SITE_SHELL_FILES in sitePages.ts), so they are fetched at once.
 */
async function startSite(root: HTMLElement, shownCatalogue: NonNullable<typeof catalogue>) {
  void checkSiteSession(); // the request leaves now; its answer is shown once hydrated
  const pwa = startPwaServices();
  const handOff = takeHandOff(path);
  const themeVariables = themeVariablesInPage(); // its stylesheet loads beside the scripts
  const { renderSite } = await import('./render');
  await nextTask();
  const { contactPrefillOf, prepareTheme, prerenderedFooter, prerenderedParts, SiteApp } =
    await import('./SiteApp');
  const contactPrefill = path === ROUTES.contact ? contactPrefillOf(handOff) : undefined;
  // A drafted enquiry changes what the page shows: rendered afresh rather than hydrated.
  const hydrating = contactPrefill === undefined;
  await nextTask();
  prepareTheme();
  await nextTask();
  const Page = await loadSitePage(path);
  const themeInPage = await themeVariables;
  await nextTask();
  renderSite(
    root,
    <SiteApp
      path={path}
      Page={Page}
      catalogue={shownCatalogue}
      contactPrefill={contactPrefill}
      navigationState={handOff}
      pwa={pwa}
      hydrating={hydrating}
      themeInPage={themeInPage}
      footerHtml={hydrating ? prerenderedFooter(root) : undefined}
      staticParts={hydrating ? prerenderedParts(root) : undefined}
    />,
    !hydrating,
    () => void applySiteSession(),
  );
}

const signedInAtLogin = path === ROUTES.login && tokenStorage.get() !== null;
if (signedInAtLogin || !isSitePage(path) || !catalogue) {
  // The app's own build, whose entry the page names.
  if (!startApp(document)) throw new Error('The page names no app entry');
} else {
  void startSite(container, catalogue);
}
