import {
  catalogueService,
  formatGbp,
  formatUkDate,
  formatUkDateTime,
  identityRows,
  type ItemIdentity,
  type ServiceType,
} from '@valuation/contracts';

/** Whole pounds, as the totals are ("£11,500"). */
export const formatPounds = (value: number) => formatGbp(value, { wholePounds: true });
/** "23 November 2026" (London). */
export const formatDay = (iso: string) => formatUkDate(iso);
/** "24 Nov 2026, 16:05" (London). */
export const formatMoment = (iso: string) => formatUkDateTime(iso);
/** "+10%", "-4%". */
export const signedPercent = (value: number) => `${value > 0 ? '+' : ''}${value}%`;
/** The category's name ("Watch", "Jewellery"). */
export const categoryName = (service: ServiceType) => catalogueService(service)?.name ?? service;

/** The item's identity in a line, its condition left out ("Rolex, Submariner Date, 126610LN"). */
export function identityLine(service: ServiceType, identity: ItemIdentity | null): string {
  if (!identity) return '';
  return identityRows(service, identity)
    .filter((row) => row.key !== 'condition')
    .slice(0, 4)
    .map((row) => row.value)
    .join(', ');
}
