/**
 * A prerendered page keeps only the theme variables it uses (issue 12: the page fits the first
 * round trip), in a style hydration does not adopt, so the theme inserts the whole set then.
 */
import { CRITICAL_THEME_ATTRIBUTE } from '../../src/site/themeVariables';
import { withUsedThemeVariables } from './themeVariables';

const themeStyle = (css: string) =>
  `<style data-emotion="css-global abc123" data-s="">${css}</style>`;

function page(head: string, body: string): string {
  return `<html><head>${head}</head><body>${body}</body></html>`;
}

function styleOf(html: string): HTMLStyleElement {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const style = doc.querySelector<HTMLStyleElement>(`style[${CRITICAL_THEME_ATTRIBUTE}]`);
  if (!style) throw new Error('no trimmed theme style');
  return style;
}

it('keeps the variables the page refers to, and those they refer to in turn, in every scheme', () => {
  const html = page(
    themeStyle(
      ':root{--lv-spacing:8px;--lv-shadows-3:0 1px red;--lv-zIndex-modal:1300}' +
        ':root,.dark{color-scheme:dark;--lv-palette-text-primary:#fff;--lv-palette-Button-bg:var(--lv-palette-grey-300);--lv-palette-grey-300:#ccc;--lv-palette-Alert-errorColor:red}' +
        '.light{color-scheme:light;--lv-palette-text-primary:#111;--lv-palette-Button-bg:var(--lv-palette-grey-300);--lv-palette-grey-300:#333;--lv-palette-Alert-errorColor:darkred}',
    ) +
      '<style data-emotion="css x1 x2" data-s="">.css-x1{color:var(--lv-palette-text-primary);margin:calc(2 * var(--lv-spacing))}.css-x2{background:var( --lv-palette-Button-bg)}</style>',
    '<div class="css-x1"></div>',
  );

  const { html: out, themeCss } = withUsedThemeVariables(html);
  const css = styleOf(out).textContent;

  expect(css).toBe(
    ':root{--lv-spacing:8px}' +
      ':root,.dark{color-scheme:dark;--lv-palette-text-primary:#fff;--lv-palette-Button-bg:var(--lv-palette-grey-300);--lv-palette-grey-300:#ccc}' +
      '.light{color-scheme:light;--lv-palette-text-primary:#111;--lv-palette-Button-bg:var(--lv-palette-grey-300);--lv-palette-grey-300:#333}',
  );
  // The whole set, for the stylesheet the page loads later.
  expect(themeCss).toContain('--lv-zIndex-modal:1300');
  expect(themeCss).toContain('--lv-palette-Alert-errorColor:darkred');
});

it('counts a variable used in the markup (an inline style) and drops a rule left empty', () => {
  const html = page(
    themeStyle(':root{--lv-a:1px;--lv-b:2px}.dark{--lv-c:3px}'),
    '<p style="padding:var(--lv-b)">text</p>',
  );

  expect(styleOf(withUsedThemeVariables(html).html).textContent).toBe(':root{--lv-b:2px}');
});

it('renames the trimmed style, so Emotion does not adopt it, and leaves the other styles alone', () => {
  const baseline = '<style data-emotion="css-global base1" data-s="">html{margin:0}</style>';
  const html = page(
    baseline + themeStyle(':root{--lv-a:1px;--lv-b:2px}'),
    '<p style="padding:var(--lv-a)">$&amp; costs $1</p>',
  );

  const { html: out } = withUsedThemeVariables(html);

  expect(out).toContain(baseline);
  expect(out).not.toContain('css-global abc123');
  expect(out).toContain(`<style ${CRITICAL_THEME_ATTRIBUTE}="">:root{--lv-a:1px}</style>`);
  expect(out).toContain('<p style="padding:var(--lv-a)">$&amp; costs $1</p>');
});

it('leaves a page whose theme style it would not change as it is (still adopted by Emotion)', () => {
  const html = page(themeStyle(':root{--lv-a:1px}'), '<p style="padding:var(--lv-a)">x</p>');

  expect(withUsedThemeVariables(html)).toEqual({ html, themeCss: '' });
});
