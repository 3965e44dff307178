/**
 * Build-time rendering of the public routes (issue 12; ADR 011). Vite builds this module for
 * Node (build/prerender/prerenderPlugin.ts) and calls `render` for each of PRERENDERED_PATHS:
 * the real routes, providers and design system, in React Router's static router, with
 * Emotion's critical CSS extracted. The browser hydrates the result (main.tsx).
 */
import { renderToString } from 'react-dom/server';
import { matchRoutes, StaticRouter } from 'react-router-dom';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import { ACCESS_TOKEN_STORAGE_KEY, CATALOGUE } from '@valuation/contracts';
import { baseApi } from '../lib/baseApi';
import { documentTitle } from '../lib/brand';
import { EARLY_INSTALL_EVENT } from '../lib/pwa/installPrompt';
import { SESSION_HINT_CLASS } from '../lib/sessionHint';
import { catalogueScript, seedCatalogue } from '../lib/catalogueSeed';
import { sessionChecked } from '../lib/session';
import { AppProviders } from './providers';
import { PRERENDERED_PATHS } from './prerenderedPaths';
import type { EmotionCache } from '@emotion/cache';
import { AppRoutes } from './AppRoutes';
import { matchedHandles, preloadMatches, titleOf } from './lazyRoute';
import { routes } from './router';
import { makeStore } from './store';
import { SiteApp, SiteFooter } from '../site/SiteApp';
import { loadSitePage, SITE_PAGES, SITE_SHELL_FILES } from '../site/sitePages';

export { PRERENDERED_PATHS, SITE_SHELL_FILES };

/** The prerendered paths the site shell renders (ADR 012); the app renders the others. */
export const SITE_PATHS: readonly string[] = Object.keys(SITE_PAGES);

/** The source file of each site page, whose chunk its prerendered page preloads. */
export const SITE_PAGE_FILES: Record<string, string> = Object.fromEntries(
  Object.entries(SITE_PAGES).map(([path, { module }]) => [path, `src/site/pages/${module}.tsx`]),
);

export interface PrerenderedPage {
  /** The document title of the route. */
  title: string;
  /** Style elements (the page's critical CSS), for <head>. */
  head: string;
  /** The rendered app, the content of #root. */
  html: string;
}

/**
 * The page's style elements (issue 12). Every style the render inserted, not only the classes its
 * HTML names: a component styled over another (Link over Typography, …) also inserts its own
 * intermediate class, which the browser would otherwise serialise and insert again while hydrating
 * (about 100 rules a page, parsed by stylis on the main thread); a class in the head is one the
 * browser's Emotion cache takes as inserted. The page's classes go in one element, each global
 * style in its own (Emotion's Global adopts it by name), all marked `data-s`: Emotion's cache then
 * leaves them where they are instead of moving each to the end of <head>, which made the browser
 * restyle and lay out the whole page once more just before hydration.
 */
function styleTags(
  cache: EmotionCache,
  emotion: ReturnType<typeof createEmotionServer>,
  html: string,
): string {
  const everyClass = Object.keys(cache.inserted)
    .map((id) => `${cache.key}-${id}`)
    .join(' ');
  const { styles } = emotion.extractCriticalToChunks(`${html} ${everyClass}`);
  const tag = (key: string, ids: string[], css: string) =>
    `<style data-emotion="${key} ${ids.join(' ')}" data-s="">${css}</style>`;
  const own = styles.filter((chunk) => chunk.key === cache.key);
  return (
    styles
      .filter((chunk) => chunk.key !== cache.key)
      .map((chunk) => tag(chunk.key, chunk.ids, chunk.css))
      .join('') +
    tag(
      cache.key,
      own.flatMap((chunk) => chunk.ids),
      own.map((chunk) => chunk.css).join(''),
    )
  );
}

/** The colour-scheme script: sets the visitor's scheme on <html> before the first paint. */
export function colorSchemeScript(): string {
  return renderToString(
    <InitColorSchemeScript
      attribute="class"
      defaultMode="system"
      modeStorageKey="lv-mode"
      colorSchemeStorageKey="lv-color-scheme"
    />,
  );
}

/** The catalogue script for <head> (every page, the SPA shell too). */
export function catalogueHead(): string {
  return catalogueScript(CATALOGUE);
}

/**
 * Until the page has hydrated (its scripts start once its largest content has painted), this inline script
 * (allowed by its CSP hash) keeps a visitor's first action: a form must not submit natively (a GET
 * of /login would put the password in the address), so the submission is held and made again
 * once hydrated; a tap on a button (the carousel, "Schedule Home Visit", the menu) or on a link of
 * the site is held and replayed on the hydrated page, so it moves as it would once hydrated (in the
 * document, with the page transition; a held link still loads natively after 3 s if the page never
 * hydrates). Typed text is kept by the forms, and an early `beforeinstallprompt` is kept for the
 * install prompt's controller (lib/pwa/installPrompt.ts).
 */
export function beforeHydrationScript(): string {
  const source = `(function(){
var d=document,held=null,form=null;
function ready(){return d.querySelector('#root[data-hydrated]')}
addEventListener('beforeinstallprompt',function(e){if(ready())return;e.preventDefault();window.${EARLY_INSTALL_EVENT}=e});
d.addEventListener('submit',function(e){if(ready())return;e.preventDefault();form=e.target},true);
d.addEventListener('click',function(e){if(ready()||e.button!==0||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)return;
var t=e.target,a=t&&t.closest&&t.closest('a[href]');
if(a){if((a.target&&a.target!=='_self')||a.hasAttribute('download')||a.origin!==location.origin)return;
if(a.hash&&a.pathname===location.pathname)return;e.preventDefault();held=a;
setTimeout(function(){if(held===a&&!ready()){held=null;location.href=a.href}},3000);return}
var b=t&&t.closest&&t.closest('button,[role="button"]');if(!b)return;e.preventDefault();e.stopPropagation();held=b},true);
new MutationObserver(function(_,o){if(!ready())return;o.disconnect();Promise.resolve().then(function(){
if(held&&held.isConnected)held.click();else if(form&&form.isConnected&&form.requestSubmit)form.requestSubmit();
held=form=null})}).observe(d.documentElement,{subtree:true,attributes:true,attributeFilter:['data-hydrated']});
})()`;
  return `<script>${source.replace(/\n/g, '')}</script>`;
}

/**
 * A visitor with a stored session must not see "Sign In" and "Get Started" on the prerendered
 * (signed-out) page while the app checks the session: the navbar's guest actions are hidden from
 * the first paint until the app has rendered (app/main.tsx removes the class).
 */
export function sessionHintScript(): string {
  return (
    `<style>html.${SESSION_HINT_CLASS} [data-guest-only]{visibility:hidden}</style>` +
    `<script>try{if(localStorage.getItem(${JSON.stringify(ACCESS_TOKEN_STORAGE_KEY)}))` +
    `document.documentElement.classList.add('${SESSION_HINT_CLASS}')}catch(e){}</script>`
  );
}

/** The route of `path`, its code loaded (a page is rendered whole, never its loading state). */
async function routeOf(path: string): Promise<void> {
  if (!matchRoutes(routes, path)) throw new Error(`${path} has no route: it cannot be prerendered`);
  await preloadMatches(routes, path);
}

export async function render(path: string): Promise<PrerenderedPage> {
  await routeOf(path);

  // The state every visitor starts from: signed out, the catalogue known (main.tsx does the same
  // before hydrating; the session check runs after).
  const store = makeStore();
  store.dispatch(sessionChecked(null));
  seedCatalogue(store.dispatch, CATALOGUE);

  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache); // before rendering: styles collected, not inlined
  let html: string;
  try {
    html = renderToString(
      <CacheProvider value={cache}>
        <AppProviders store={store}>
          <StaticRouter location={path}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </CacheProvider>,
    );
  } finally {
    // Drops the cache entries' removal timers (an hour for the catalogue), so the build can exit.
    store.dispatch(baseApi.util.resetApiState());
  }
  return {
    title: documentTitle(titleOf(matchedHandles(routes, path))),
    head: styleTags(cache, emotion, html),
    html,
  };
}

/**
 * A marketing page as the site shell renders it (ADR 012), hydrated by src/site/main.tsx: the
 * same route's title, the shell's markup and critical CSS.
 */
export async function renderSite(path: string): Promise<PrerenderedPage> {
  await routeOf(path);
  const Page = await loadSitePage(path);
  await SiteFooter.preload();
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache); // before rendering: styles collected, not inlined
  const html = renderToString(
    <CacheProvider value={cache}>
      <SiteApp path={path} Page={Page} catalogue={CATALOGUE} />
    </CacheProvider>,
  );
  return {
    title: documentTitle(titleOf(matchedHandles(routes, path))),
    head: styleTags(cache, emotion, html),
    html,
  };
}
