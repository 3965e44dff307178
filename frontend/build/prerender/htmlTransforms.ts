/**
 * The HTML of a prerendered page, turned into what the browser should get first: the site shell's
 * template with its chunks preloaded, stylesheets inlined, the hero image preloaded, scripts after
 * the largest paint, and the hashes of the inline scripts its CSP must allow (ADR 011, ADR 012).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFERRED_STYLESHEET_ATTRIBUTE } from '../../src/site/themeVariables';

/** Vite's build manifest: each source's output file, its static imports and its stylesheets. */
export type ViteManifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

/** The chunk of `source` and every chunk it imports statically, with their stylesheets. */
export function chunksOf(manifest: ViteManifest, source: string): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const entry = manifest[key];
    if (!entry || js.has(entry.file)) return;
    js.add(entry.file);
    for (const file of entry.css ?? []) css.add(file);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  visit(source);
  return { js: [...js], css: [...css] };
}

/** The chunks of `source` not yet in `html`, as modulepreload links. */
export function preloadLinks(manifest: ViteManifest, source: string, html: string): string {
  return chunksOf(manifest, source)
    .js.filter((file) => !html.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
}

/**
 * The page's stylesheets (the fonts' faces, the page transitions: ~15 KB) inlined: a prerendered
 * page paints without waiting for another request. Their url()s are absolute (/assets/…).
 */
export function inlineStylesheets(html: string, outDir: string): string {
  return html.replace(
    /<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)">/g,
    // The disabled link is never fetched; it tells Vite's loader, which looks for the stylesheet
    // of a chunk imported later, that the page has it (else it fetches and applies it again).
    (_link, file: string) =>
      `<style>${readFileSync(join(outDir, file), 'utf8').trim()}</style>` +
      `<link rel="stylesheet" href="/${file}" disabled>`,
  );
}

/**
 * The viewport's <meta>: the hero's preload goes right after it, not before. A preload's
 * `imagesizes` is resolved when the parser meets it; before the viewport is declared a phone lays
 * the page out 980 px wide, so `100vw` chose the 1600 w file while the <img> chose the 1024 w one,
 * and the phone fetched both (16 KB more on a first visit of /, and the painted image not the
 * preloaded one).
 */
export const VIEWPORT_META = /<meta name="viewport"[^>]*>/;

/**
 * The page's largest image (the <picture> whose <img> has fetchpriority high: the hero) preloaded
 * from the top of <head> (after the viewport's <meta>), in its first source's format: it starts
 * before the scripts and fonts, which would otherwise hold the connections it waits for.
 */
export function heroImagePreload(body: string): string {
  const picture =
    /<picture>((?:(?!<\/picture>).)*?fetchPriority="high"(?:(?!<\/picture>).)*?)<\/picture>/s.exec(
      body,
    );
  const source =
    picture && /<source type="([^"]+)" srcSet="([^"]+)" sizes="([^"]+)"/.exec(picture[1]);
  if (!source) return '';
  const [, type, srcset, sizes] = source;
  return `<link rel="preload" as="image" type="${type}" imagesrcset="${srcset}" imagesizes="${sizes}" fetchpriority="high">`;
}

/**
 * The page's scripts start once its largest content has painted (issue 12): the entry and its
 * modulepreloads are taken out of <head> and added by a small inline script (no timers, which a
 * page's fake clock may hold), so on a slow network they do not compete with the page's image and
 * fonts. A page with a priority image (ResponsivePicture's `elementtiming`) waits for that image's
 * Element Timing entry; any other page for its first contentful paint (a `paint` entry; the
 * first paint may be the background alone, before the text's fonts are in). They start at once
 * on the visitor's first tap or key, and at the load event when the awaited paint will not come
 * soon (the image outside the viewport or failed, a hidden tab, a browser without the entry).
 * The load event alone is not enough on a page without an image: its fonts are its only
 * subresources, so it often fires before the first paint, and the scripts then delayed that
 * paint. The prerendered page is whole without them; they hydrate it (typed text is kept, taps are
 * replayed). A site page's stylesheet of what its first paint did not need (`deferredStylesheet`:
 * every theme variable, other scripts' font faces) starts with them; it marks itself `data-state`
 * (load or error) for the shell, which waits for it.
 */
export function scriptsAfterLargestPaint(html: string, deferredStylesheet?: string): string {
  const entry = /<script type="module" crossorigin src="(\/[^"]+\.js)"><\/script>\s*/.exec(html);
  if (!entry) return html;
  const preloads = [
    ...html.matchAll(/<link rel="modulepreload" crossorigin href="(\/[^"]+\.js)">\s*/g),
  ];
  let rest = html.replace(entry[0], '');
  for (const preload of preloads) rest = rest.replace(preload[0], '');
  const files = JSON.stringify([...preloads.map((p) => p[1])]);
  const stylesheet = deferredStylesheet
    ? `var c=d.createElement('link');c.rel='stylesheet';c.href=${JSON.stringify(deferredStylesheet)};` +
      `c.setAttribute('${DEFERRED_STYLESHEET_ATTRIBUTE}','');` +
      `c.onload=c.onerror=function(e){c.setAttribute('data-state',e.type)};d.head.appendChild(c);`
    : '';
  const loader =
    `<script>(function(){var done=0,d=document,w=window;function go(){if(done)return;done=1;${stylesheet}${files}.forEach(function(h){` +
    `var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;d.head.appendChild(l)});` +
    `var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry[1])};` +
    `d.head.appendChild(s)}` +
    `var img=d.querySelector('img[elementtiming]'),P=w.PerformanceObserver,types=P&&P.supportedEntryTypes||[],` +
    `timed=!!img&&types.indexOf('element')>=0,painted=types.indexOf('paint')>=0;` +
    `function watch(type,test){try{new P(function(list){if(list.getEntries().some(test))go()}).observe({type:type,buffered:true})}catch(e){}}` +
    `if(timed)watch('element',function(e){return e.element===img});else watch('paint',function(e){return e.name==='first-contentful-paint'});` +
    `['pointerdown','keydown','touchstart'].forEach(function(t){addEventListener(t,go,{capture:true,once:true,passive:true})});` +
    `addEventListener('load',function(){if(d.visibilityState!=='visible')return go();` +
    `if(!timed)return painted||go();var r=img.getBoundingClientRect();` +
    `if(!img.naturalWidth||!r.width||r.bottom<=0||r.top>=innerHeight)go()})})()</script>`;
  return rest.replace('</body>', `${loader}</body>`);
}

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/type="application\/json"/.test(match[1])) continue; // data, never executed
    hashes.add(`sha256-${createHash('sha256').update(match[2]).digest('base64')}`);
  }
  return [...hashes];
}
