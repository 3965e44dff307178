/**
 * Navigation state across a document load (issue 12; ADR 012). The prerendered marketing pages
 * navigate by loading the next page, where React Router's navigation state cannot travel: "Get
 * Started Now" (the service, to /valuation) and "Schedule Home Visit" (the drafted enquiry, to
 * /contact) leave their state here for the page they load, which takes it once. The app puts it
 * into history.state as React Router's own navigation state (app/main.tsx), so its pages read
 * `location.state` as after a client-side navigation.
 */
const KEY = 'lv-handoff';
interface HandOff {
  path: string;
  state: unknown;
}

/** Loads `path`, handing `state` to it (`load`: how the page is loaded; the browser's by default). */
export function navigateWithState(
  path: string,
  state: unknown,
  load: (path: string) => void = (target) => window.location.assign(target),
): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify({ path, state }));
  } catch {
    // Storage unavailable: the page loads without the state (as a plain link would).
  }
  load(path);
}

/** The state handed to `path` (this page), removed so a reload or a later visit starts afresh. */
export function takeHandOff(path: string): unknown {
  let handOff: HandOff | null = null;
  try {
    const text = window.sessionStorage.getItem(KEY);
    if (!text) return undefined;
    handOff = JSON.parse(text) as HandOff;
    if (handOff.path !== path) return undefined;
    window.sessionStorage.removeItem(KEY);
  } catch {
    return undefined;
  }
  // No age limit: the clock may be anything (another page's, a test's); the tab's storage and the
  // one-time take keep it to the next load of that page.
  return handOff.state;
}
