import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

const TEMPLATE = new URL('../../src/lib/pwa/sw.template.js', import.meta.url);
/**
 * Built files left to the runtime cache (cache-first on first use) instead of the precache: the
 * .woff fallbacks of the .woff2 fonts (every browser with service workers reads woff2) and the
 * font subsets an English page rarely needs (the browser fetches a subset only for its characters),
 * and the artwork: each picture exists in two formats at up to three widths, of which a browser
 * uses one, so precaching them all would download ~1.6 MB nobody looks at.
 */
const RUNTIME_ONLY =
  /\.woff$|-(?:cyrillic|cyrillic-ext|greek|greek-ext|vietnamese)-(?:\d+|wght)-|^assets\/.*\.(?:avif|webp|png|jpe?g)$/;
const BUILD_LINE = "const BUILD = { version: 'dev', precache: [] };";

function filesUnder(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * Writes dist/sw.js from sw.template.js at build time. The precache list is every file of the
 * build (entry and route chunks, CSS, fonts, images, index.html) except source maps and
 * RUNTIME_ONLY, plus every file of public/ (offline page, icons, manifest). The cache version is a
 * hash of the build's file names and of the contents of the files whose names carry no hash, so
 * any change yields a new worker (and the old caches are dropped when it activates).
 */
export function serviceWorkerPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'luxe-service-worker',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      const hash = createHash('sha256');
      const precache = new Set<string>(['/index.html']);
      for (const [fileName, output] of Object.entries(bundle).sort(([a], [b]) =>
        a.localeCompare(b),
      )) {
        if (fileName.endsWith('.map') || fileName.startsWith('.vite/') || fileName === 'sw.js')
          continue;
        hash.update(fileName);
        if (RUNTIME_ONLY.test(fileName)) continue;
        precache.add(`/${fileName}`);
        if (!fileName.startsWith(`${config.build.assetsDir}/`)) {
          hash.update(output.type === 'asset' ? output.source : output.code);
        }
      }
      const publicDir = config.publicDir;
      for (const path of filesUnder(publicDir).sort()) {
        const url = `/${relative(publicDir, path).split(sep).join('/')}`;
        if (url === '/sw.js') continue;
        precache.add(url);
        hash.update(url);
        hash.update(readFileSync(path));
      }
      const list = [...precache].sort();
      const version = hash.digest('hex').slice(0, 16);
      const template = readFileSync(TEMPLATE, 'utf8');
      if (!template.includes(BUILD_LINE)) throw new Error('sw.template.js lost its BUILD line');
      const source = template.replace(
        BUILD_LINE,
        `const BUILD = ${JSON.stringify({ version, precache: list })};`,
      );
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}
