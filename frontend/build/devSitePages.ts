import type { Plugin, ViteDevServer } from 'vite';

/**
 * `npm run dev` serves the site shell's pages as they ship (ADR 019): the app's index.html starts
 * the shell for a shell path when the page carries the catalogue (src/app/main.tsx), as the built
 * pages do; the dev server's index.html gets it here, from the same code the prerender uses
 * (src/app/prerender.tsx catalogueHead, loaded through the dev server, so a change to the
 * catalogue reloads with the rest). Without it a public page in dev loaded itself again and again.
 */
export function devSitePagesPlugin(): Plugin {
  let server: ViteDevServer | undefined;
  return {
    name: 'luxe-dev-site-pages',
    apply: 'serve',
    configureServer(devServer) {
      server = devServer;
    },
    async transformIndexHtml(html) {
      if (!server) return html;
      const { catalogueScript } = (await server.ssrLoadModule(
        '/src/lib/embeddedCatalogue.ts',
      )) as typeof import('../src/lib/embeddedCatalogue');
      const { CATALOGUE } = (await server.ssrLoadModule(
        '@valuation/contracts',
      )) as typeof import('@valuation/contracts');
      return html.replace('</head>', `${catalogueScript(CATALOGUE)}</head>`);
    },
  };
}
