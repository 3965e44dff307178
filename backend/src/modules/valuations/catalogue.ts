/**
 * The one source of services, tiers, prices, turnarounds, brands and upload limits is
 * `CATALOGUE` in @valuation/contracts (the browser reads the same constant); the API serves it
 * as it is at GET /api/valuations/catalogue.
 */
export {
  CATALOGUE,
  catalogueService,
  catalogueTier,
  SERVICE_TYPES,
  TIER_KEYS,
} from '@valuation/contracts';
export type {
  Catalogue,
  CatalogueService,
  CatalogueTier,
  ServiceType,
  TierKey,
} from '@valuation/contracts';
