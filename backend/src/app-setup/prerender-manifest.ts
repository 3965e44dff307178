import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface PrerenderManifest {
  /** Address → file (relative to the static folder) holding its prerendered HTML. */
  pages: Record<string, string>;
  /** Address → `sha256-…` of its page's inline scripts. */
  pageScriptHashes: Record<string, string[]>;
  /** `sha256-…` of every inline script of those pages. */
  scriptHashes: string[];
}

const isScriptHash = (hash: unknown): hash is string =>
  typeof hash === 'string' && /^sha256-[A-Za-z0-9+/=]+$/.test(hash);

/**
 * The public pages the build rendered to HTML (frontend/src/app/prerenderedPaths.ts; ADR 011),
 * from dist/prerendered/manifest.json; none when the build has no such file. Entries that are not
 * what the build writes (an address not starting with "/", a file outside the folder's
 * `[\w/-]+.html` names, a malformed hash) are left out.
 */
export function readPrerenderManifest(staticDir: string | null): PrerenderManifest {
  const none: PrerenderManifest = { pages: {}, pageScriptHashes: {}, scriptHashes: [] };
  if (!staticDir) return none;
  try {
    const parsed = JSON.parse(
      readFileSync(join(staticDir, 'prerendered', 'manifest.json'), 'utf8'),
    ) as Partial<PrerenderManifest>;
    const pages = Object.fromEntries(
      Object.entries(parsed.pages ?? {}).filter(
        ([path, file]) =>
          path.startsWith('/') && typeof file === 'string' && /^[\w/-]+\.html$/.test(file),
      ),
    );
    const scriptHashes = (parsed.scriptHashes ?? []).filter(isScriptHash);
    // A page whose own list is missing or malformed keeps the CSP naming every page's hashes.
    const pageScriptHashes = Object.fromEntries(
      Object.entries(parsed.pageScriptHashes ?? {}).filter(
        (entry): entry is [string, string[]] =>
          entry[0] in pages && Array.isArray(entry[1]) && entry[1].every(isScriptHash),
      ),
    );
    return { pages, pageScriptHashes, scriptHashes };
  } catch {
    return none;
  }
}
