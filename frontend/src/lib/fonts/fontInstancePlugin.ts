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

/**
 * Issue 12 (a phone's first screen): the Latin file of Inter's variable face, which every page
 * preloads, is cut to the weights the product uses (400-700 of its 100-900 axis) and rid of the
 * tables the browser does not need: 48 KB become ~29 KB. Its name (and the CSS that points to it)
 * stay as Vite emitted them. Other subsets and faces are left as they are.
 */
export function fontInstancePlugin(): Plugin {
  return {
    name: 'luxe-font-instance',
    apply: 'build',
    async generateBundle(_options, bundle) {
      for (const asset of Object.values(bundle)) {
        if (
          asset.type !== 'asset' ||
          !/\/inter-latin-wght-normal-[^/]+\.woff2$/.test(`/${asset.fileName}`)
        )
          continue;
        const source =
          typeof asset.source === 'string' ? Buffer.from(asset.source) : Buffer.from(asset.source);
        asset.source = await subsetFont(source, latinRange(), {
          targetFormat: 'woff2',
          variationAxes: { wght: INTER_WEIGHTS },
        });
      }
    },
  };
}
