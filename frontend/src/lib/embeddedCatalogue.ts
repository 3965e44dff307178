import type { Catalogue } from '@valuation/contracts';

/** The id of the `<script type="application/json">` the build embeds the catalogue in. */
export const CATALOGUE_SCRIPT_ID = 'lv-catalogue';

/** The catalogue as embedded in a page: JSON safe inside a script element. */
export function catalogueScript(catalogue: Catalogue): string {
  const json = JSON.stringify(catalogue).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${CATALOGUE_SCRIPT_ID}">${json}</script>`;
}

/** The catalogue embedded in this page, if any (and well-formed). */
export function embeddedCatalogue(doc: Document = document): Catalogue | null {
  const text = doc.getElementById(CATALOGUE_SCRIPT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as Catalogue;
  } catch {
    return null;
  }
}
