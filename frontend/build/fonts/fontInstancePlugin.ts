import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

/** The weights the product sets in Inter: regular 400 to bold 700 (the theme and `sx`). */
export const INTER_WEIGHTS = { min: 400, max: 700 } as const;

/**
 * The characters of the face's own `unicode-range` (@fontsource-variable/inter, latin subset):
 * every glyph the file holds for them is kept, so nothing falls back that did not before.
 */
function latinRange(): string {
  const points: number[] = [];
  const add = (from: number, to = from) => {
    for (let point = from; point <= to; point += 1) points.push(point);
  };
  add(0x00, 0xff);
  [0x131, 0x152, 0x153, 0x2bb, 0x2bc, 0x2c6, 0x2da, 0x2dc, 0x304, 0x308, 0x329].forEach((p) =>
    add(p),
  );
  add(0x2000, 0x206f);
  [0x20ac, 0x2122, 0x2191, 0x2193, 0x2212, 0x2215, 0xfeff, 0xfffd].forEach((p) => add(p));
  return String.fromCodePoint(...points.filter((point) => point >= 0x20));
}

/** The Latin files every first screen preloads: Inter's variable face and Playfair Display's. */
const LATIN_FACE = /\/(inter-latin-wght|playfair-display-latin-\d{3})-normal-[^/]+\.woff2$/;

/**
 * Issue 12 (a phone's first screen): the Latin files of the faces every page preloads are rid of
 * what the browser does not need, and Inter's variable face is cut to the weights the product uses
 * (400-700 of its 100-900 axis): Inter 48 KB -> ~30 KB, Playfair Display 600 23 KB -> ~21 KB.
 * Their names (and the CSS that points to them) stay as Vite emitted them. Other subsets are left
 * as they are.
 */
export function fontInstancePlugin(): Plugin {
  return {
    name: 'luxe-font-instance',
    apply: 'build',
    async generateBundle(_options, bundle) {
      for (const asset of Object.values(bundle)) {
        const face = asset.type === 'asset' && LATIN_FACE.exec(`/${asset.fileName}`);
        if (!face || asset.type !== 'asset') continue;
        asset.source = await subsetFont(Buffer.from(asset.source), latinRange(), {
          targetFormat: 'woff2',
          ...(face[1] === 'inter-latin-wght' && { variationAxes: { wght: INTER_WEIGHTS } }),
        });
      }
    },
  };
}
