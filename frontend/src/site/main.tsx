// The stylesheets (the fonts' faces, the page transitions) belong to this entry, not to the chunks
// it imports later: the prerender inlines the entry's, so they apply from the first paint and the
// faces of every weight are known to the first layout.
import '@valuation/design-system/fonts';
import '../lib/pageTransitions.css';
import { embeddedCatalogue } from '../lib/embeddedCatalogue';
import { startApp } from './appEntry';
import { isSitePage } from './sitePages';
import { startSite } from './start';

/**
 * The entry of the prerendered pages of the site shell (issue 12; ADR 012, ADR 019): the shell
 * hydrates the page (./start.tsx). The app (app/main.tsx, whose entry each page names: appEntry.ts)
 * takes over only a page the shell does not serve.
 */
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const path = window.location.pathname;
const catalogue = embeddedCatalogue();
if (!isSitePage(path) || !catalogue) {
  if (!startApp(document)) throw new Error('The page names no app entry');
} else {
  void startSite(container, path, catalogue);
}
