/**
 * The theme's CSS variables in a prerendered page (issue 12: the page's first round trip). MUI
 * declares every variable of the theme for both colour schemes (about 22 KB, 2.8 KB compressed on
 * `/`), of which a page's first paint uses a few dozen. A page's HTML must fit the first round trip
 * of a new connection (TCP's initial window, about 14 KB) for its largest paint to come one round
 * trip sooner on a phone.
 *
 * So the prerendered global style that declares them keeps only the variables the page refers to
 * (its styles, its markup and, in turn, the variables those refer to), and it is no longer named
 * as Emotion's, so hydration does not adopt it as the whole set. The whole set comes after the
 * largest paint: the site shell's pages load it in a stylesheet (DEFERRED_STYLESHEET_ATTRIBUTE) before
 * they hydrate (site/themeVariables.ts); the app's generate it when they hydrate.
 */

import { CRITICAL_THEME_ATTRIBUTE } from '../../src/site/themeVariables';

const GLOBAL_STYLE = /<style data-emotion="([\w-]+-global [\w-]+)"([^>]*)>([\s\S]*?)<\/style>/g;
const VARIABLE_REFERENCE = /var\(\s*(--[\w-]+)/g;
const RULE = /([^{}]+)\{([^{}]*)\}/g;

const references = (text: string): string[] =>
  [...text.matchAll(VARIABLE_REFERENCE)].map((match) => match[1]);

/** Splits a declaration block at its top-level semicolons (a value may hold `;` in a string). */
function declarations(block: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < block.length; i += 1) {
    const char = block[i];
    if (quote) {
      if (char === quote && block[i - 1] !== '\\') quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if (char === ';' && depth === 0) {
      parts.push(block.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(block.slice(start));
  return parts.filter((part) => part.trim() !== '');
}

const propertyOf = (declaration: string) => declaration.slice(0, declaration.indexOf(':')).trim();

/**
 * The page with its global styles' custom properties cut to those it uses, and the whole CSS of
 * the styles it cut (empty when none). A global style that declares none is left as it is (Emotion
 * adopts it); one that lost some is renamed.
 */
export function withUsedThemeVariables(html: string): { html: string; themeCss: string } {
  const globals = [...html.matchAll(GLOBAL_STYLE)].filter((match) =>
    /(^|[{;])\s*--/.test(match[3]),
  );
  if (globals.length === 0) return { html, themeCss: '' };

  // What declares each variable (across the schemes' rules), and what the rest of the page uses.
  const values = new Map<string, string[]>();
  for (const [, , , css] of globals)
    for (const [, , block] of css.matchAll(RULE))
      for (const declaration of declarations(block)) {
        const property = propertyOf(declaration);
        if (property.startsWith('--'))
          values.set(property, [...(values.get(property) ?? []), declaration]);
      }
  let rest = html;
  for (const [tag] of globals) rest = rest.replace(tag, '');
  const used = new Set<string>();
  const pending = references(rest);
  while (pending.length > 0) {
    const name = pending.pop() as string;
    if (used.has(name)) continue;
    used.add(name);
    for (const declaration of values.get(name) ?? []) pending.push(...references(declaration));
  }

  let trimmed = html;
  let themeCss = '';
  for (const [tag, , attributes, css] of globals) {
    let removed = false;
    const kept = css.replace(RULE, (_rule, selector: string, block: string) => {
      const keep = declarations(block).filter((declaration) => {
        const property = propertyOf(declaration);
        const keepIt = !property.startsWith('--') || used.has(property);
        if (!keepIt) removed = true;
        return keepIt;
      });
      return keep.length > 0 ? `${selector}{${keep.join(';')}}` : '';
    });
    if (!removed) continue;
    themeCss += css;
    trimmed = trimmed.replace(
      tag,
      () =>
        `<style ${CRITICAL_THEME_ATTRIBUTE}=""${attributes.replace(/\s*data-s=""/, '')}>${kept}</style>`,
    );
  }
  return { html: trimmed, themeCss };
}
