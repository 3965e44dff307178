import type { Catalogue } from '@valuation/contracts';
import type { AppDispatch } from './hooks';
import { catalogueApi } from './catalogueApi';

/** The id of the `<script type="application/json">` the build embeds the catalogue in. */
export const CATALOGUE_SCRIPT_ID = 'lv-catalogue';

/** The catalogue as embedded in a page: JSON safe inside a script element. */
export function catalogueScript(catalogue: Catalogue): string {
  const json = JSON.stringify(catalogue).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${CATALOGUE_SCRIPT_ID}">${json}</script>`;
}

/**
 * Puts the catalogue into the RTK Query cache before the first render (synchronously), so the
 * pages that show prices render them at once, with no request and no re-render after hydration.
 */
export function seedCatalogue(dispatch: AppDispatch, catalogue: Catalogue): void {
  dispatch(
    catalogueApi.util.upsertQueryEntries([
      { endpointName: 'getCatalogue', arg: undefined, value: catalogue },
    ]),
  );
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
