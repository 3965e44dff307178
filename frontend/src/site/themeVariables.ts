/**
 * A prerendered page holds only the theme variables it uses (build/prerender/themeVariables.ts, issue
 * 12); a site page's loader then adds the stylesheet of all of them, which the shell waits for
 * before hydrating: the design system's provider need not generate them (a ~20 KB style
 * serialised on the main thread), and what the page shows next (a menu, a dialog, the next page)
 * finds the variables it needs.
 */

/** The prerendered style holding the page's own theme variables (in place of Emotion's). */
export const CRITICAL_THEME_ATTRIBUTE = 'data-theme-critical';
/**
 * The stylesheet link of what the page's first paint did not need (every theme variable, the font
 * faces of other scripts), marked `data-state` (load or error) by the page's loader.
 */
export const DEFERRED_STYLESHEET_ATTRIBUTE = 'data-deferred-styles';

/** If the stylesheet has not settled by then, the theme generates the variables itself. */
const STYLESHEET_WAIT_MS = 3000;

/**
 * Whether the document holds every theme variable once this settles: a page that was not cut does;
 * a cut page does once its stylesheet has loaded, and does not if it failed, never came or is late.
 */
export function themeVariablesInPage(doc: Document = document): Promise<boolean> {
  if (!doc.querySelector(`style[${CRITICAL_THEME_ATTRIBUTE}]`)) return Promise.resolve(true);
  const link = doc.querySelector<HTMLLinkElement>(`link[${DEFERRED_STYLESHEET_ATTRIBUTE}]`);
  if (!link) return Promise.resolve(false);
  return new Promise((resolve) => {
    const settled = () => {
      const state = link.getAttribute('data-state');
      if (state !== null) resolve(state === 'load');
      return state !== null;
    };
    if (settled()) return;
    const observer = new MutationObserver(() => {
      if (settled()) observer.disconnect();
    });
    observer.observe(link, { attributes: true, attributeFilter: ['data-state'] });
    setTimeout(() => {
      observer.disconnect();
      resolve(false);
    }, STYLESHEET_WAIT_MS);
  });
}
