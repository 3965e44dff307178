import react from '@vitejs/plugin-react';
import { build, type ResolvedConfig, type Rolldown } from 'vite';

/** The site shell's entry (ADR 012): the prerendered public pages load it instead of the app's. */
export const SITE_ENTRY = 'src/site/main.tsx';

/**
 * The site shell's build (ADR 012; issue 35: a unit of its own, beside the prerender that reads
 * it): its entry and chunks, built apart from the app's, to memory, with the manifest the
 * prerender reads for each page's preloads.
 */
export async function buildSite(config: ResolvedConfig): Promise<Rolldown.RolldownOutput> {
  const output = await build({
    configFile: false,
    root: config.root,
    mode: config.mode,
    logLevel: 'warn',
    plugins: [react()],
    build: {
      write: false,
      copyPublicDir: false,
      manifest: true,
      sourcemap: config.build.sourcemap,
      assetsDir: config.build.assetsDir,
      assetsInlineLimit: config.build.assetsInlineLimit,
      rolldownOptions: { input: SITE_ENTRY, output: { sourcemapExcludeSources: true } },
    },
  });
  if (!('output' in output)) throw new Error('The site shell build gave no output');
  return output;
}
