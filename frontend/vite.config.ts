import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { devSitePagesPlugin } from './build/devSitePages';
import { fontInstancePlugin } from './build/fonts/fontInstancePlugin';
import { prerenderPlugin } from './build/prerender/prerenderPlugin';
import { serviceWorkerPlugin } from './build/pwa/serviceWorkerPlugin';

/**
 * The app's chunks that every page of it loads, each as one file (issue 35). Left to itself the
 * bundler cut the entry's own imports into ~38 files (each module shared with a lazy page of the
 * app's copy of the site shell became a chunk) and the signed-in shell (RootLayout, guards) into
 * ~20 more: /chat loaded 87 scripts, each gzipped apart, 60 of them under 3 KB. Neither group takes
 * in code a page did not already run: `$initial` is what the entry imports statically (run before
 * any page renders), and RootLayout with its static imports is the root route of every app page.
 * Route chunks and what they share are still split by the bundler.
 */
const APP_CHUNK_GROUPS = [
  { name: 'app-start', tags: ['$initial' as const], priority: 2 },
  { name: 'app-shell', test: /src[\\/]app[\\/](RootLayout|guards)\.tsx$/, priority: 1 },
];

export default defineConfig(() => ({
  // serviceWorkerPlugin: dist/sw.js with the precache list of this build (build/pwa).
  // prerenderPlugin: the public routes as static HTML in dist/prerendered (src/app/prerenderedPaths.ts).
  // fontInstancePlugin: Inter's Latin file cut to the weights the product uses (build/fonts).
  // devSitePagesPlugin: the dev server's pages carry the catalogue, so public pages start the shell.
  plugins: [
    react(),
    devSitePagesPlugin(),
    fontInstancePlugin(),
    serviceWorkerPlugin(),
    prerenderPlugin(),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true, ws: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // No asset inlined into JavaScript as base64 (the small hero AVIFs were 17.6 KB of JS on /):
    // files are fingerprinted, cached and fetched only when a page shows them.
    assetsInlineLimit: 0,
    // The app's entry; the marketing pages' site shell (ADR 012) is built beside it
    // by prerenderPlugin.ts, whose prerendered pages load only what a signed-out visitor needs.
    // Source maps name each module and line but carry no copy of its source (the repository has it):
    // a smaller dist, and no library's comments served.
    rolldownOptions: {
      input: 'index.html',
      output: { sourcemapExcludeSources: true, codeSplitting: { groups: APP_CHUNK_GROUPS } },
    },
    // No hand-made vendor groups: they pulled code that / does not use onto it; the bundler's own
    // splitting gives each route only what it imports (issue 12). The two groups below take in only
    // code every app page runs anyway (issue 35).
  },
}));
