import type { Catalogue } from '@valuation/contracts';
import type { AppDispatch } from './hooks';
import { catalogueApi } from './catalogueApi';

export { CATALOGUE_SCRIPT_ID, catalogueScript, embeddedCatalogue } from './embeddedCatalogue';

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
