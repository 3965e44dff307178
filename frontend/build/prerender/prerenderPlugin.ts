import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
import { appEntryElement } from '../../src/site/appEntry';
import { withUsedFontFaces } from './fontFaces';
import {
  chunksOf,
  escapeHtml,
  heroImagePreload,
  inlineScriptHashes,
  inlineStylesheets,
  preloadLinks,
  scriptsAfterLargestPaint,
  VIEWPORT_META,
  type ViteManifest,
} from './htmlTransforms';
import { withUsedThemeVariables } from './themeVariables';
import { buildSite, SITE_ENTRY } from '../site/siteBuild';

/** Where the prerendered pages go, inside the build's outDir; the server reads its manifest. */
export const PRERENDER_DIR = 'prerendered';

interface PrerenderModule {
  PRERENDERED_PATHS: readonly string[];
  SITE_PATHS: readonly string[];
  SITE_PAGE_FILES: Record<string, string>;
  SITE_SHELL_FILES: readonly string[];
  render(path: string): Promise<{ title: string; head: string; html: string }>;
  renderSite(path: string): Promise<{ title: string; head: string; html: string }>;
  colorSchemeScript(): string;
  beforeHydrationScript(): string;
  sessionHintScript(): string;
  catalogueHead(): string;
}

/** What the prerender's own build shares with the app's. */
const nestedBuild = (config: ResolvedConfig) => ({
  configFile: false as const,
  root: config.root,
  mode: config.mode,
  logLevel: 'warn' as const,
  plugins: [react()],
});

/** A chunk's code with its source map's address, as Vite writes it when it writes the files. */
function codeOf(chunk: Rolldown.OutputChunk): string {
  if (!chunk.map || chunk.code.includes('//# sourceMappingURL=')) return chunk.code;
  return `${chunk.code}\n//# sourceMappingURL=${basename(chunk.fileName)}.map\n`;
}

/**
 * The marketing pages' template (ADR 012): the app's index.html with the site shell's entry,
 * modulepreloads and stylesheets in place of the app's.
 */
function siteTemplate(indexHtml: string, manifest: ViteManifest): string {
  const attributeOf = (pattern: RegExp) => [...indexHtml.matchAll(pattern)].map((m) => m[1]);
  const [appScript] = attributeOf(/<script type="module" crossorigin src="([^"]+)"><\/script>/g);
  if (!appScript) throw new Error("The app's index.html has no entry script");
  const appEntry = appEntryElement({
    script: appScript,
    preloads: attributeOf(/<link rel="modulepreload" crossorigin href="([^"]+)">/g),
    styles: attributeOf(/<link rel="stylesheet" crossorigin href="([^"]+)">/g),
  });
  const [entry, ...imports] = chunksOf(manifest, SITE_ENTRY).js;
  const { css } = chunksOf(manifest, SITE_ENTRY);
  if (!entry) throw new Error(`${SITE_ENTRY} is not in the build's manifest`);
  const tags =
    `<script type="module" crossorigin src="/${entry}"></script>` +
    imports.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('') +
    css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join('');
  return indexHtml
    .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
    .replace(/\s*<link rel="(?:modulepreload|stylesheet)"[^>]*>/g, '')
    .replace('</head>', `${tags}</head>`)
    .replace('</body>', `${appEntry}</body>`);
}

/** Writes a CSS file named by its content into the build's assets; its address. */
function writeAsset(outDir: string, config: ResolvedConfig, name: string, css: string): string {
  const hash = createHash('sha256').update(css).digest('base64url').slice(0, 8);
  const file = `${config.build.assetsDir}/${name}-${hash}.css`;
  writeFileSync(join(outDir, file), css);
  return `/${file}`;
}

/**
 * What the server needs: which file answers which address, and the hashes its CSP must allow: each
 * page's own (its answer's CSP names only those: a shorter header, in the page's first round trip)
 * and all of them (every other answer's CSP).
 */
export interface PrerenderManifest {
  pages: Record<string, string>;
  pageScriptHashes: Record<string, string[]>;
  scriptHashes: string[];
}

/**
 * The font files the first screen uses (preloaded, so text paints in its face without a swap):
 * Inter's variable face, which holds every weight, and the headings' Playfair Display 600.
 */
function firstScreenFonts(assetsDir: string): string[] {
  let files: string[] = [];
  try {
    files = readdirSync(assetsDir);
  } catch {
    return [];
  }
  return [/^inter-latin-wght-normal-.*\.woff2$/, /^playfair-display-latin-600-normal-.*\.woff2$/]
    .map((pattern) => files.find((file) => pattern.test(file)))
    .filter((file): file is string => Boolean(file));
}

/**
 * After the browser build: builds src/app/prerender.tsx for Node, renders every path of
 * PRERENDERED_PATHS into the built index.html (critical CSS, catalogue, colour-scheme script, the
 * rendered #root marked data-prerendered) as outDir/prerendered/*.html, and writes the manifest.
 * The SPA shell (index.html) keeps an empty #root and gets the catalogue too.
 */
export function prerenderPlugin(): Plugin {
  let config: ResolvedConfig;
  let site: Promise<Rolldown.RolldownOutput> | undefined;
  let siteManifest: ViteManifest = {};
  return {
    name: 'luxe-prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    buildStart() {
      // Alongside the app's build, not after it.
      if (!config.build.ssr) site = buildSite(config);
    },
    generateBundle: {
      // Before the other plugins' (the fonts' cut, the service worker's precache list) see them.
      order: 'pre',
      async handler(_options, bundle) {
        if (!site) return;
        for (const file of (await site).output) {
          if (file.fileName === '.vite/manifest.json' && file.type === 'asset') {
            siteManifest = JSON.parse(Buffer.from(file.source).toString('utf8')) as ViteManifest;
          } else if (!(file.fileName in bundle)) {
            const source = file.type === 'asset' ? file.source : codeOf(file);
            this.emitFile({ type: 'asset', fileName: file.fileName, source });
            if (file.type === 'chunk' && file.map)
              this.emitFile({
                type: 'asset',
                fileName: `${file.fileName}.map`,
                source: file.map.toString(),
              });
          }
        }
      },
    },
    async closeBundle() {
      if (config.build.ssr) return;
      const outDir = resolve(config.root, config.build.outDir);
      const ssrDir = mkdtempSync(join(tmpdir(), 'luxe-prerender-'));
      try {
        await build({
          ...nestedBuild(config),
          ssr: { noExternal: true },
          build: {
            ssr: 'src/app/prerender.tsx',
            outDir: ssrDir,
            emptyOutDir: true,
            assetsInlineLimit: config.build.assetsInlineLimit,
            rolldownOptions: { output: { entryFileNames: 'prerender.mjs' } },
          },
        });
        const mod = (await import(
          pathToFileURL(join(ssrDir, 'prerender.mjs')).href
        )) as PrerenderModule;

        const shellPath = join(outDir, 'index.html');
        const shell = readFileSync(shellPath, 'utf8').replace(
          '</head>',
          `${mod.catalogueHead()}</head>`,
        );
        // The SPA shell's stylesheet inline too: its pages paint without waiting for it, and they
        // opt into the cross-document view transition from their first style (with the
        // stylesheet linked, Chromium often found the opt-in missing when the page was revealed,
        // skipped the transition and reported an uncaught InvalidStateError on the app's page).
        writeFileSync(shellPath, inlineStylesheets(shell, outDir));
        const siteShell = siteTemplate(shell, siteManifest);

        const fonts = firstScreenFonts(join(outDir, config.build.assetsDir))
          .map(
            (file) =>
              `<link rel="preload" href="/${config.build.assetsDir}/${file}" as="font" type="font/woff2" crossorigin>`,
          )
          .join('');
        const bodyStart =
          mod.colorSchemeScript() + mod.sessionHintScript() + mod.beforeHydrationScript();
        const manifest: PrerenderManifest = { pages: {}, pageScriptHashes: {}, scriptHashes: [] };
        mkdirSync(join(outDir, PRERENDER_DIR), { recursive: true });
        for (const path of mod.PRERENDERED_PATHS) {
          const site = mod.SITE_PATHS.includes(path);
          const page = site ? await mod.renderSite(path) : await mod.render(path);
          // React puts a page's hoistable <meta>/<link> first in its output; in the browser it
          // adopts them where they are, so they go to <head>, where they belong (e.g. /terms' noindex).
          const hoisted = /^(?:<meta[^>]*>|<link[^>]*>)*/.exec(page.html)?.[0] ?? '';
          const rendered = page.html.slice(hoisted.length);
          // React's Suspense markers stay: the browser's React hydrates each boundary by them.
          const body = rendered;
          const template = inlineStylesheets(site ? siteShell : shell, outDir);
          // The shell's and the page's own chunks load beside the entry, not after it (no waterfall).
          let preloads = '';
          if (site)
            for (const source of [...mod.SITE_SHELL_FILES, mod.SITE_PAGE_FILES[path]])
              preloads += preloadLinks(siteManifest, source, template + preloads);
          let pageHtml = template
            .replace(VIEWPORT_META, (meta) => `${meta}${heroImagePreload(body)}`)
            .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
            .replace('</head>', `${fonts}${preloads}${hoisted}${page.head}</head>`)
            .replace('<body>', `<body>${bodyStart}`)
            .replace(
              '<div id="root"></div>',
              `<div id="root" data-prerendered${site ? ' data-site' : ''}>${body}</div>`,
            );
          // Only the theme variables and font faces the page uses are inline; a site page loads
          // the others after its largest paint (the app generates the variables as it hydrates).
          const theme = withUsedThemeVariables(pageHtml);
          const faces = site
            ? withUsedFontFaces(theme.html)
            : { html: theme.html, deferredCss: '' };
          const deferredCss = theme.themeCss + faces.deferredCss;
          pageHtml = scriptsAfterLargestPaint(
            faces.html,
            site && deferredCss ? writeAsset(outDir, config, 'deferred', deferredCss) : undefined,
          );
          const file = `${PRERENDER_DIR}/${path === '/' ? 'index' : path.slice(1).replace(/\//g, '_')}.html`;
          writeFileSync(join(outDir, file), pageHtml);
          manifest.pages[path] = file;
          manifest.pageScriptHashes[path] = inlineScriptHashes(pageHtml);
          for (const hash of manifest.pageScriptHashes[path])
            if (!manifest.scriptHashes.includes(hash)) manifest.scriptHashes.push(hash);
        }
        writeFileSync(
          join(outDir, PRERENDER_DIR, 'manifest.json'),
          `${JSON.stringify(manifest, null, 2)}\n`,
        );
        config.logger.info(
          `prerendered ${Object.keys(manifest.pages).length} pages: ${Object.keys(manifest.pages).join(' ')}`,
        );
      } finally {
        rmSync(ssrDir, { recursive: true, force: true });
      }
    },
  };
}
