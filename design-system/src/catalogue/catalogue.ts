import { formatGbp, type Catalogue, type TierKey } from '@valuation/contracts';

/**
 * How the screens show the catalogue's figures. The catalogue itself (services, tiers, prices,
 * brands) and its types live in @valuation/contracts; screens take it as a prop.
 */
const formatters = new Map<string, Intl.NumberFormat>();

/** "£75", "£185", "£12.50": the amount in the catalogue's currency, en-GB. */
export function formatPrice(amount: number, currency = 'GBP'): string {
  if (currency === 'GBP' && Number.isFinite(amount))
    return formatGbp(amount, { wholePounds: true });
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
