/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fontInstancePlugin } from './fontInstancePlugin';

// The file itself (Jest maps font imports to a stub), from the package's folder.
const interLatin = readFileSync(
  join(
    dirname(require.resolve('@fontsource-variable/inter/package.json')),
    'files/inter-latin-wght-normal.woff2',
  ),
);

type Asset = { type: 'asset'; fileName: string; source: Uint8Array | string };

async function build(bundle: Record<string, Asset>) {
  const hook = fontInstancePlugin().generateBundle as unknown as (
    options: unknown,
    bundle: Record<string, Asset>,
  ) => Promise<void>;
  await hook({}, bundle);
  return bundle;
}

describe('fontInstancePlugin', () => {
  it('cuts the Latin file of Inter to the weights the product uses, still a WOFF2 font', async () => {
    const bundle = await build({
      inter: {
        type: 'asset',
        fileName: 'assets/inter-latin-wght-normal-Dx4kXJAl.woff2',
        source: interLatin,
      },
    });
    const cut = Buffer.from(bundle.inter.source);
    expect(cut.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(cut.length).toBeLessThan(interLatin.length * 0.7);
    expect(bundle.inter.fileName).toBe('assets/inter-latin-wght-normal-Dx4kXJAl.woff2');
  });

  it('cuts the Latin files of Playfair Display to the Latin range', async () => {
    const playfair = readFileSync(
      join(
        dirname(require.resolve('@fontsource/playfair-display/package.json')),
        'files/playfair-display-latin-600-normal.woff2',
      ),
    );
    const bundle = await build({
      playfair: {
        type: 'asset',
        fileName: 'assets/playfair-display-latin-600-normal-y.woff2',
        source: playfair,
      },
    });
    const cut = Buffer.from(bundle.playfair.source);
    expect(cut.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(cut.length).toBeLessThan(playfair.length);
  });

  it('leaves every other file as it is', async () => {
    const other = new Uint8Array([1, 2, 3]);
    const bundle = await build({
      greek: { type: 'asset', fileName: 'assets/inter-greek-wght-normal-x.woff2', source: other },
      ext: {
        type: 'asset',
        fileName: 'assets/playfair-display-latin-ext-600-normal-y.woff2',
        source: other,
      },
    });
    expect(bundle.greek.source).toBe(other);
    expect(bundle.ext.source).toBe(other);
  });
});
