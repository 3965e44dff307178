/**
 * The font faces in a prerendered site page (issue 12: the page's first round trip). The bundled
 * faces come in subsets by script (Latin, Latin Extended, Cyrillic, Greek, Vietnamese), each with
 * its `unicode-range`: the page's inline CSS keeps the faces whose range holds a character of the
 * page, and the others go to the stylesheet it loads after its largest paint (for text typed or
 * shown later in another script). The browser fetches a face only for text in its range, so this
 * changes no font file that is fetched, only the CSS in the first round trip.
 */

const STYLE_ELEMENT = /(<style[^>]*>)([\s\S]*?)(<\/style>)/g;
const FONT_FACE = /@font-face\{[^}]*\}/g;

/** The code point ranges of a `unicode-range` value (`U+0-FF,U+131,U+1F??`). */
export function unicodeRanges(value: string): [from: number, to: number][] {
  return value.split(',').flatMap((part) => {
    const token = part.trim().replace(/^U\+/i, '');
    if (!token) return [];
    if (token.includes('?'))
      return [[parseInt(token.replace(/\?/g, '0'), 16), parseInt(token.replace(/\?/g, 'F'), 16)]];
    const [from, to = from] = token.split('-');
    return [[parseInt(from, 16), parseInt(to, 16)]];
  });
}

/** The page with only the font faces its characters need inline; the CSS of the others. */
export function withUsedFontFaces(html: string): { html: string; deferredCss: string } {
  const points = new Set<number>();
  for (const char of html.replace(FONT_FACE, '')) points.add(char.codePointAt(0) as number);
  const needed = (face: string) => {
    const range = /unicode-range:([^;}]*)/.exec(face);
    if (!range) return true;
    return unicodeRanges(range[1]).some(([from, to]) => {
      for (const point of points) if (point >= from && point <= to) return true;
      return false;
    });
  };

  let deferredCss = '';
  const kept = html.replace(STYLE_ELEMENT, (_element, open: string, css: string, close: string) => {
    const inline = css.replace(FONT_FACE, (face) => {
      if (needed(face)) return face;
      deferredCss += face;
      return '';
    });
    return `${open}${inline}${close}`;
  });
  return { html: kept, deferredCss };
}
