/**
 * Removes React's Suspense boundary markers (`<!--$-->`, `<!--/$-->`, and the pending and
 * client-rendered `<!--$?-->`, `<!--$!-->`) from a page the site shell hydrates (the prerender
 * writes it with React's renderer). Preact takes them for nodes of the tree: hydrating, it moved
 * the page's root in front of them, which blurred or reset a form the visitor was typing in.
 */
export const withoutSuspenseMarkers = (html: string): string =>
  html.replace(/<!--\/?\$[?!]?-->/g, '');
