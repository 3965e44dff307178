import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { devSitePagesPlugin } from './build/devSitePages';
import { fontInstancePlugin } from './build/fonts/fontInstancePlugin';
import { prerenderPlugin } from './build/prerender/prerenderPlugin';
import { serviceWorkerPlugin } from './build/pwa/serviceWorkerPlugin';

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
    rolldownOptions: { input: 'index.html', output: { sourcemapExcludeSources: true } },
    // No hand-made vendor groups: they pulled code that / does not use onto it; the bundler's own
    // splitting gives each route only what it imports (issue 12).
  },
}));
