// The stylesheets (the fonts' faces, the page transitions) belong to this entry, not to the chunks
// it imports later: the prerender inlines the entry's, so they apply from the first paint and the
// faces of every weight are known to the first layout.
import '@valuation/design-system/fonts';
import '../lib/pageTransitions.css';
import { embeddedCatalogue } from '../lib/embeddedCatalogue';
import { takeHandOff } from '../lib/handoff';
import { isStandalone } from '../lib/pwa/displayMode';
import { startPwaServices } from '../lib/pwa/services';
import { tokenStorage } from '../lib/session/tokenStorage';
import { startApp } from './appEntry';
import { isSitePage, loadSitePage } from './sitePages';
import { themeVariablesInPage } from './themeVariables';

/**
 * The entry of the prerendered marketing pages (issue 12; ADR 012). A signed-out visitor in the
 * browser gets the page hydrated by the site shell alone; a visitor with a stored session (their
 * navbar, account menu and sign-out are the app's) and the installed app (its tab bar) get the
 * whole app, which renders the page afresh (app/main.tsx, loaded from its own build: appEntry.ts).
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
  const pwa = startPwaServices();
  const handOff = takeHandOff(path);
  const themeVariables = themeVariablesInPage(); // its stylesheet loads beside the scripts
  const { renderSite } = await import('./render');
  await nextTask();
  const { contactPrefillOf, prepareTheme, prerenderedFooter, prerenderedParts, SiteApp } =
    await import('./SiteApp');
  const contactPrefill = contactPrefillOf(handOff);
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
      pwa={pwa}
      hydrating={hydrating}
      themeInPage={themeInPage}
      footerHtml={hydrating ? prerenderedFooter(root) : undefined}
      staticParts={hydrating ? prerenderedParts(root) : undefined}
    />,
    !hydrating,
  );
}

if (tokenStorage.get() !== null || isStandalone() || !isSitePage(path) || !catalogue) {
  // The app's own build (React), whose entry the page names: the shell runs on Preact.
  if (!startApp(document)) throw new Error('The page names no app entry');
} else {
  void startSite(container, catalogue);
}
