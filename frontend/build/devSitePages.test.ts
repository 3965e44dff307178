/**
 * @jest-environment node
 *
 * `npm run dev` serves the public pages as they ship (issue 35): the dev server's index.html
 * carries the catalogue, which is what makes the app's entry start the site shell for a public
 * path (without it the page loaded itself again and again).
 */
import { CATALOGUE } from '@valuation/contracts';
import type { IndexHtmlTransformHook, Plugin, ViteDevServer } from 'vite';
import { catalogueScript, embeddedCatalogue } from '../src/lib/embeddedCatalogue';
import { devSitePagesPlugin } from './devSitePages';

const INDEX = '<html><head><title>Luxe</title></head><body><div id="root"></div></body></html>';

/** The plugin as the dev server runs it, its modules loaded as the server would. */
async function servedIndex(): Promise<string> {
  const plugin: Plugin = devSitePagesPlugin();
  const server = {
    ssrLoadModule: async (id: string) =>
      id === '@valuation/contracts' ? { CATALOGUE } : { catalogueScript },
  } as unknown as ViteDevServer;
  (plugin.configureServer as (server: ViteDevServer) => void)(server);
  const transform = plugin.transformIndexHtml as IndexHtmlTransformHook;
  return (await transform.call({} as never, INDEX, {} as never)) as string;
}

it('applies to the dev server only', () => {
  expect(devSitePagesPlugin().apply).toBe('serve');
});

it('gives the dev server’s index.html the catalogue the built pages carry', async () => {
  const html = await servedIndex();
  expect(html).toContain(`${catalogueScript(CATALOGUE)}</head>`);
  const doc = new (await import('jsdom')).JSDOM(html).window.document;
  expect(embeddedCatalogue(doc)).toEqual(CATALOGUE);
});
