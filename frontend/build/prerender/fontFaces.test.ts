/**
 * A prerendered site page keeps inline the font faces of the scripts it contains; the others load
 * after its largest paint (issue 12: the page fits the first round trip).
 */
import { unicodeRanges, withUsedFontFaces } from './fontFaces';

const face = (subset: string, range: string) =>
  `@font-face{font-family:Inter Variable;src:url(/assets/inter-${subset}.woff2)format("woff2");unicode-range:${range}}`;
const latin = face('latin', 'U+??,U+131,U+2000-206F');
const cyrillic = face('cyrillic', 'U+301,U+400-45F');
const greekExt = face('greek-ext', 'U+1F??');
const fallback = "@font-face{font-family:'Inter Fallback';src:local('Arial')}";

it('reads unicode-range values: single points, ranges and wildcards', () => {
  expect(unicodeRanges('U+0-FF, U+131,U+1F??')).toEqual([
    [0, 0xff],
    [0x131, 0x131],
    [0x1f00, 0x1fff],
  ]);
});

it('keeps the faces of the scripts on the page and those without a range; defers the others', () => {
  const rest = '@media (width<600px){body{margin:0}}';
  const html = `<style>${latin}${cyrillic}${greekExt}${fallback}${rest}</style><p>Valuations</p>`;

  const { html: out, deferredCss } = withUsedFontFaces(html);

  expect(out).toBe(`<style>${latin}${fallback}${rest}</style><p>Valuations</p>`);
  expect(deferredCss).toBe(cyrillic + greekExt);
});

it('keeps a face whose script the page holds anywhere (here a Cyrillic name)', () => {
  const html = `<style>${latin}${cyrillic}</style><p>Анна</p>`;

  expect(withUsedFontFaces(html)).toEqual({ html, deferredCss: '' });
});
