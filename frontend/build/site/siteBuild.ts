import react from '@vitejs/plugin-react';
import { build, type ResolvedConfig, type Rolldown } from 'vite';

/** The site shell's entry (ADR 012): the prerendered public pages load it instead of the app's. */
export const SITE_ENTRY = 'src/site/main.tsx';

/**
 * What every prerendered page loads to hydrate, as one file (issue 35): the shell (SiteApp) and
 * React DOM (render.tsx), which the entry imports together before any page, with what they import.
 * Left to itself the bundler cut them into ~20 files, most under 1 KB, each gzipped apart: one file
 * is 4-6 KB smaller gzipped on every page (/ 145.4 -> 140.7, /visits/book 162.6 -> 156.8, same
 * run). It takes in no code a page did not already load; the pages and what only they use are
 * still split by the bundler.
 */
const SITE_SHELL_GROUP = { name: 'site-shell', test: /src[\\/]site[\\/](SiteApp|render)\.tsx$/ };

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
      rolldownOptions: {
        input: SITE_ENTRY,
        output: { sourcemapExcludeSources: true, codeSplitting: { groups: [SITE_SHELL_GROUP] } },
      },
    },
  });
  if (!('output' in output)) throw new Error('The site shell build gave no output');
  return output;
}
