/**
 * The valuation catalogue (docs/product.md §9): the one source of the services, tiers, prices,
 * turnarounds, brands and upload limits. `GET /api/valuations/catalogue` serves `CATALOGUE` as it
 * is; screens take it as a prop and never carry prices of their own; stories and tests import it.
 */
import { MAX_UPLOAD_BYTES } from './common';

export const SERVICE_TYPES = ['jewellery', 'watch', 'handbag', 'art'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

export const TIER_KEYS = ['express', 'standard'] as const;
export type TierKey = (typeof TIER_KEYS)[number];

export interface CatalogueTier {
  name: string;
  /** Whole pounds. */
  price: number;
  /** Text, e.g. "2-4 business days". */
  turnaround: string;
}

export type CatalogueTiers = Record<TierKey, CatalogueTier>;

export interface CatalogueService {
  type: ServiceType;
  name: string;
  title: string;
  description: string;
  tiers: CatalogueTiers;
}

/** The home visit: an hourly rate, the share paid as a deposit when booking, the lengths offered. */
export interface HomeVisit {
  hourlyRate: number;
  /** 0.5: half the visit's price is paid when booking. */
  depositRate: number;
  minHours: number;
  maxHours: number;
  currency: 'GBP';
}

/** Auto-revalue: a revaluation after `afterYears`, paid in advance. */
export interface AutoRevalue {
  price: number;
  afterYears: number;
}

/**
 * A valuation request's photos: at most `perUpload` in one form (the wizard, or "add photos"),
 * `perRequest` in all (photos added while the expert asks for more included), each at most
 * `maxFileSizeBytes` (docs/product.md §2.18; contracts "Valuation requests").
 */
export const PHOTO_LIMITS = {
  perUpload: 5,
  perRequest: 20,
  maxFileSizeBytes: MAX_UPLOAD_BYTES,
} as const;

/** What a valuation's photos may be: how many, how large, which types. */
export interface ImageLimits {
  maxFiles: number;
  maxFileSizeBytes: number;
  types: string[];
}

export interface Catalogue {
  currency: 'GBP';
  services: CatalogueService[];
  watchBrands: string[];
  handbagBrands: string[];
  homeVisit: HomeVisit;
  autoRevalue: AutoRevalue;
  images: ImageLimits;
}

function service(
  type: ServiceType,
  name: string,
  express: [number, string],
  standard: [number, string],
): CatalogueService {
  // docs/product.md §2, Valuation: titles and descriptions read "Professional {service} valuation service".
  const text = `Professional ${name.toLowerCase()} valuation service`;
  return {
    type,
    name,
    title: text,
    description: text,
    tiers: {
      express: { name: 'Express', price: express[0], turnaround: express[1] },
      standard: { name: 'Standard', price: standard[0], turnaround: standard[1] },
    },
  };
}

const deepFreeze = <T>(value: T): T => {
  if (value && typeof value === 'object') {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
};

export const CATALOGUE: Readonly<Catalogue> = deepFreeze<Catalogue>({
  currency: 'GBP',
  services: [
    service('jewellery', 'Jewellery', [75, '1 business day'], [55, '2-4 business days']),
    service('watch', 'Watch', [75, '1 business day'], [55, '2-4 business days']),
    service('handbag', 'Handbag', [135, '1-2 business days'], [115, '3-5 business days']),
    service('art', 'Art', [155, '2-3 business days'], [135, '4-7 business days']),
  ],
  watchBrands: [
    'Rolex',
    'Patek Philippe',
    'Audemars Piguet',
    'Omega',
    'Cartier',
    'IWC',
    'Jaeger-LeCoultre',
    'Vacheron Constantin',
    'Panerai',
    'Breitling',
    'Tag Heuer',
    'A. Lange & Söhne',
    'Other',
  ],
  handbagBrands: [
    'Hermès',
    'Louis Vuitton',
    'Chanel',
    'Gucci',
    'Prada',
    'Fendi',
    'Celine',
    'Dior',
    'Balenciaga',
    'Bottega Veneta',
    'Saint Laurent',
    'Goyard',
    'Burberry',
    'Valentino',
    'Mulberry',
    'Other',
  ],
  homeVisit: { hourlyRate: 185, depositRate: 0.5, minHours: 1, maxHours: 4, currency: 'GBP' },
  autoRevalue: { price: 20, afterYears: 2 },
  images: {
    maxFiles: PHOTO_LIMITS.perUpload,
    maxFileSizeBytes: PHOTO_LIMITS.maxFileSizeBytes,
    types: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
  },
});

/** The catalogue entry of a service type (undefined for anything else). */
export function catalogueService(
  type: unknown,
  catalogue: Catalogue = CATALOGUE,
): CatalogueService | undefined {
  return catalogue.services.find((s) => s.type === type);
}

/** The tier of a service type (undefined when either is unknown). */
export function catalogueTier(
  type: unknown,
  tier: unknown,
  catalogue: Catalogue = CATALOGUE,
): CatalogueTier | undefined {
  const found = catalogueService(type, catalogue);
  return found && (TIER_KEYS as readonly unknown[]).includes(tier)
    ? found.tiers[tier as TierKey]
    : undefined;
}
