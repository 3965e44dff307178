/**
 * The valuation catalogue as GET /api/valuations/catalogue answers it: the one source of the
 * services, tiers, prices, turnarounds and brands. Screens take it as a prop and never carry
 * prices of their own.
 */
export type ServiceType = 'jewellery' | 'watch' | 'handbag' | 'art';
export type TierKey = 'express' | 'standard';

export interface ServiceTier {
  name: string;
  /** In the catalogue's currency (GBP), whole pounds. */
  price: number;
  /** Text, e.g. "2-4 business days". */
  turnaround: string;
}

export interface CatalogueService {
  type: ServiceType;
  name: string;
  title: string;
  description: string;
  tiers: Record<TierKey, ServiceTier>;
}

export interface Catalogue {
  currency: string;
  services: CatalogueService[];
  watchBrands: string[];
  handbagBrands: string[];
  homeVisit: { hourlyRate: number; depositPercent: number };
  autoRevalue: { price: number; afterYears: number };
  images: { maxFiles: number; maxFileSizeBytes: number; types: string[] };
}

export const SERVICE_TYPES: readonly ServiceType[] = ['jewellery', 'watch', 'handbag', 'art'];
export const TIER_KEYS: readonly TierKey[] = ['express', 'standard'];

const formatters = new Map<string, Intl.NumberFormat>();

/** "£75", "£185", "£12.50": the amount in the catalogue's currency, en-GB. */
export function formatPrice(amount: number, currency = 'GBP'): string {
  const key = `${currency}:${Number.isInteger(amount)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-GB', {
      style: 'currency',
      currency,
      minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
      maximumFractionDigits: 2,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(amount);
}

/** The lowest price of a tier across the services ("from £55"), or undefined without services. */
export function lowestPrice(catalogue: Catalogue, tier: TierKey): number | undefined {
  const prices = catalogue.services.map((service) => service.tiers[tier].price);
  return prices.length ? Math.min(...prices) : undefined;
}
