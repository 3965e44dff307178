import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { serviceWorkerPlugin } from './src/lib/pwa/serviceWorkerPlugin';

// Vendor groups: React + router + Redux change rarely and are shared by every route; MUI and
// Emotion are the design system's weight. Separate, long-cacheable chunks keep each route chunk
// down to its own container code.
const vendorGroups = [
  {
    name: 'vendor-react',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
    priority: 30,
  },
  {
    name: 'vendor-redux',
    test: /node_modules[\\/](@reduxjs|redux|react-redux|immer|reselect|redux-thunk|use-sync-external-store)[\\/]/,
    priority: 25,
  },
  {
    name: 'vendor-mui',
    test: /node_modules[\\/](@mui|@emotion|@popperjs|react-transition-group|stylis|clsx|prop-types|react-is|@babel[\\/]runtime|hoist-non-react-statics)[\\/]/,
    priority: 20,
  },
  {
    name: 'vendor-forms',
    test: /node_modules[\\/](formik|yup|lodash|lodash-es|deepmerge|tiny-warning|property-expr|tiny-case|toposort|react-fast-compare)[\\/]/,
    priority: 15,
  },
];

export default defineConfig({
  // serviceWorkerPlugin: dist/sw.js with the precache list of this build (src/lib/pwa).
  plugins: [react(), serviceWorkerPlugin()],
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
    rolldownOptions: {
      output: {
        codeSplitting: { groups: vendorGroups },
      },
    },
  },
});
