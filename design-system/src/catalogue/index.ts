export {
  formatPrice,
  lowestPrice,
  SERVICE_TYPES,
  TIER_KEYS,
  type Catalogue,
  type CatalogueService,
  type ServiceTier,
  type ServiceType,
  type TierKey,
} from './catalogue';
export { sampleCatalogue } from './sampleCatalogue';
