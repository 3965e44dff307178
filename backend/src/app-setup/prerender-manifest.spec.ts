import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readPrerenderManifest } from './prerender-manifest';

const HOME = 'sha256-aG9tZSBwYWdlJ3Mgc2NyaXB0';
const ABOUT = 'sha256-YWJvdXQgcGFnZSdzIHNjcmlwdA==';

describe('readPrerenderManifest', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'prerender-manifest-'));
    mkdirSync(join(dir, 'prerendered'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const write = (manifest: unknown) =>
    writeFileSync(join(dir, 'prerendered', 'manifest.json'), JSON.stringify(manifest));

  it('reads the pages, each page’s script hashes and every hash', () => {
    write({
      pages: { '/': 'prerendered/index.html', '/about': 'prerendered/about.html' },
      pageScriptHashes: { '/': [HOME], '/about': [ABOUT] },
      scriptHashes: [HOME, ABOUT],
    });
    expect(readPrerenderManifest(dir)).toEqual({
      pages: { '/': 'prerendered/index.html', '/about': 'prerendered/about.html' },
      pageScriptHashes: { '/': [HOME], '/about': [ABOUT] },
      scriptHashes: [HOME, ABOUT],
    });
  });

  it('leaves out what the build never writes: odd addresses, files, hashes and lists', () => {
    write({
      pages: {
        '/': 'prerendered/index.html',
        about: 'prerendered/about.html',
        '/x': '../../etc/passwd',
        '/y': 42,
      },
      pageScriptHashes: { '/': [HOME, "'unsafe-inline'"], '/x': [HOME], '/about': [ABOUT] },
      scriptHashes: [HOME, "'unsafe-eval'", 7],
    });
    expect(readPrerenderManifest(dir)).toEqual({
      pages: { '/': 'prerendered/index.html' },
      pageScriptHashes: {},
      scriptHashes: [HOME],
    });
  });

  it('answers no pages without a static folder, a manifest, or with a broken one', () => {
    const none = { pages: {}, pageScriptHashes: {}, scriptHashes: [] };
    expect(readPrerenderManifest(null)).toEqual(none);
    expect(readPrerenderManifest(dir)).toEqual(none);
    writeFileSync(join(dir, 'prerendered', 'manifest.json'), '{"pages": ');
    expect(readPrerenderManifest(dir)).toEqual(none);
  });
});
