import { navigateWithState } from '../lib/handoff';
import { isSitePage } from './sitePages';

type InDocument = (path: string, state?: unknown) => void;
let inDocument: InDocument | null = null;

/** The shell's in-document navigation, while it is mounted (SiteApp). */
export function setInDocumentNavigation(navigate: InDocument | null): void {
  inDocument = navigate;
}

/**
 * Goes to `path` with navigation state: another page of the site in the document (as a link
 * would), a page of the app by loading it with the state handed over (lib/handoff).
 */
export function goTo(path: string, state?: unknown): void {
  if (inDocument && isSitePage(path)) inDocument(path, state);
  else navigateWithState(path, state);
}

/** Loads `path` in place of this page in the history (after signing in: the app's page). */
export function replaceWith(path: string): void {
  window.location.replace(path);
}

/**
 * Loads the payment page `checkoutUrl` (the app's built-in page, or Stripe's) with `page` (what is
 * paid for: a visit's page) beneath it in the history, as the app's goToPayment does. Never
 * settles: the page is leaving.
 */
export function loadPaymentPage(page: string, checkoutUrl: string): Promise<void> {
  window.history.replaceState(null, '', page);
  window.location.assign(new URL(checkoutUrl, window.location.origin).href);
  return new Promise(() => {});
}
