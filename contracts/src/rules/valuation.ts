import {
  CATALOGUE,
  catalogueService,
  PHOTO_LIMITS,
  SERVICE_TYPES,
  TIER_KEYS,
} from '../api/catalogue';
import {
  ITEM_IDENTITY_FIELDS,
  ITEM_IDENTITY_LABELS,
  VALUATION_PURPOSES,
  VALUATION_RULES,
  type PostalAddress,
  type ValuationStatus,
} from '../api/valuations';
import { addressPartProblem, POSTAL_ADDRESS_PARTS } from './address';
import { emailProblem } from './account';
import { phoneProblem } from './profile';
import { requiredTextProblem, textProblem } from './text';

/**
 * The rules of a valuation request's fields (docs/product.md §5, "valuation request"; contracts:
 * Valuation requests), shared by the wizard and the server. Each takes the whole form, as brand
 * fields depend on the service. Values are the strings the multipart form carries.
 */
export type ValuationFormValues = Partial<Record<string, unknown>> & {
  address?: Partial<Record<keyof PostalAddress, unknown>>;
};

const blank = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** Services whose form asks for the last known value and the year of purchase. */
export const VALUE_AND_YEAR_SERVICES = ['jewellery', 'handbag'] as const;

export const VALUATION_FIELD_MESSAGES = {
  serviceType: 'Please choose a service',
  serviceTier: 'Please choose a service level',
  watchBrand: 'Please choose a watch brand from the list',
  handbagBrand: 'Please choose a handbag brand from the list',
  otherWatchBrand: 'Please enter the watch brand',
  otherHandbagBrand: 'Please enter the handbag brand',
  watchOnly: 'A watch brand only applies to a watch valuation',
  handbagOnly: 'A handbag brand only applies to a handbag valuation',
  otherOnly: 'Only needed when the brand is "Other"',
  valueAndYearOnly: 'Only asked for jewellery and handbag valuations',
  yearOfPurchase: 'Year of purchase must be a year such as 2015',
  autoRevalue: 'Auto-revalue must be true or false',
  purpose: 'Please choose what the valuation is for: insurance, probate or market value',
} as const;

function brandProblems(
  form: ValuationFormValues,
  service: string,
  kind: 'watch' | 'handbag',
): [string, string | null][] {
  const brandKey = kind === 'watch' ? 'watchBrand' : 'handbagBrand';
  const otherKey = kind === 'watch' ? 'otherWatchBrand' : 'otherHandbagBrand';
  const brands: readonly string[] =
    kind === 'watch' ? CATALOGUE.watchBrands : CATALOGUE.handbagBrands;
  const brand = form[brandKey];
  const other = form[otherKey];
  const M = VALUATION_FIELD_MESSAGES;
  if (service !== kind) {
    return [
      [brandKey, blank(brand) ? null : kind === 'watch' ? M.watchOnly : M.handbagOnly],
      [otherKey, blank(other) ? null : kind === 'watch' ? M.watchOnly : M.handbagOnly],
    ];
  }
  const brandProblem = blank(brand)
    ? null
    : brands.includes(brand as string)
      ? null
      : kind === 'watch'
        ? M.watchBrand
        : M.handbagBrand;
  let otherProblem: string | null = null;
  if (brand === 'Other') {
    otherProblem = blank(other)
      ? kind === 'watch'
        ? M.otherWatchBrand
        : M.otherHandbagBrand
      : textProblem(other, 'Brand', VALUATION_RULES.maxBrandLength);
  } else if (!blank(other)) otherProblem = M.otherOnly;
  return [
    [brandKey, brandProblem],
    [otherKey, otherProblem],
  ];
}

/** Every problem of the form, `[field, message]` (address parts as `address.street`…), in form order. */
export function valuationFormProblems(
  form: ValuationFormValues,
): { field: string; message: string }[] {
  const M = VALUATION_FIELD_MESSAGES;
  const R = VALUATION_RULES;
  const service = form.serviceType;
  const known = catalogueService(service) !== undefined;
  const results: [string, string | null][] = [
    [
      'serviceType',
      known && (SERVICE_TYPES as readonly unknown[]).includes(service) ? null : M.serviceType,
    ],
    [
      'serviceTier',
      (TIER_KEYS as readonly unknown[]).includes(form.serviceTier) ? null : M.serviceTier,
    ],
  ];
  if (known) {
    results.push(...brandProblems(form, service as string, 'watch'));
    results.push(...brandProblems(form, service as string, 'handbag'));
  }
  results.push([
    'itemDescription',
    blank(form.itemDescription)
      ? 'Please describe the item'
      : textProblem(form.itemDescription, 'Description', R.maxDescriptionLength),
  ]);
  results.push([
    'purpose',
    blank(form.purpose) || (VALUATION_PURPOSES as readonly unknown[]).includes(form.purpose)
      ? null
      : M.purpose,
  ]);
  for (const key of ITEM_IDENTITY_FIELDS) {
    const value = form[key];
    results.push([
      key,
      blank(value) ? null : textProblem(value, ITEM_IDENTITY_LABELS[key], R.maxIdentityFieldLength),
    ]);
  }
  const valueAndYear = (VALUE_AND_YEAR_SERVICES as readonly unknown[]).includes(service);
  const lastKnownValue = form.lastKnownValue;
  const year = form.yearOfPurchase;
  if (!valueAndYear && known) {
    results.push(['lastKnownValue', blank(lastKnownValue) ? null : M.valueAndYearOnly]);
    results.push(['yearOfPurchase', blank(year) ? null : M.valueAndYearOnly]);
  } else {
    results.push([
      'lastKnownValue',
      blank(lastKnownValue)
        ? null
        : textProblem(lastKnownValue, 'Last known value', R.maxLastKnownValueLength),
    ]);
    results.push(['yearOfPurchase', blank(year) ? null : yearProblem(year)]);
  }
  const auto = form.autoRevalue;
  results.push([
    'autoRevalue',
    auto === undefined || auto === true || auto === false || auto === 'true' || auto === 'false'
      ? null
      : M.autoRevalue,
  ]);
  results.push([
    'firstName',
    requiredTextProblem(trimmed(form.firstName), 'First name', R.maxNameLength),
  ]);
  results.push([
    'lastName',
    requiredTextProblem(trimmed(form.lastName), 'Last name', R.maxNameLength),
  ]);
  results.push([
    'email',
    blank(form.email) ? 'Email is required' : emailProblem(trimmed(form.email)),
  ]);
  results.push(['phone', blank(form.phone) ? null : phoneProblem(form.phone)]);
  const address = form.address ?? {};
  for (const [key] of POSTAL_ADDRESS_PARTS) {
    results.push([`address.${key}`, addressPartProblem(key, address[key])]);
  }
  return results
    .filter((r): r is [string, string] => r[1] !== null)
    .map(([field, message]) => ({ field, message }));
}

const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);

/** A 4-digit year from 1800 to the current year. */
export function yearProblem(value: unknown, now = new Date()): string | null {
  if (typeof value !== 'string' || !/^\d{4}$/.test(value.trim()))
    return VALUATION_FIELD_MESSAGES.yearOfPurchase;
  const year = Number(value.trim());
  return year >= 1800 && year <= now.getUTCFullYear()
    ? null
    : VALUATION_FIELD_MESSAGES.yearOfPurchase;
}

/** The price fixed at creation: the tier's price, plus the auto-revalue price when chosen. */
export function valuationPrice(
  serviceType: string,
  serviceTier: string,
  autoRevalue: boolean,
): { tier: number; autoRevalue: number; total: number; currency: 'GBP' } | null {
  const tier = catalogueService(serviceType)?.tiers[serviceTier as 'express'];
  if (!tier) return null;
  const extra = autoRevalue ? CATALOGUE.autoRevalue.price : 0;
  return { tier: tier.price, autoRevalue: extra, total: tier.price + extra, currency: 'GBP' };
}

/** The fields that name an item's brand: a valuation request, its answer or a row of it. */
export interface BrandFields {
  watchBrand?: string | null;
  otherWatchBrand?: string | null;
  handbagBrand?: string | null;
  otherHandbagBrand?: string | null;
}

/**
 * The item's brand as a person reads it: the brand chosen from the catalogue, or the customer's
 * own words for "Other"; null for services without brands (jewellery, art). A request holds only
 * its own service's brand fields (the rules above), so the watch's or the handbag's is the one.
 */
export function brandOf(v: BrandFields): string | null {
  const pick = (brand?: string | null, other?: string | null): string | null =>
    brand === 'Other' ? other?.trim() || 'Other' : (brand ?? null);
  return pick(v.watchBrand, v.otherWatchBrand) ?? pick(v.handbagBrand, v.otherHandbagBrand);
}

/**
 * How many more photos a request takes now (PHOTO_LIMITS): before payment, up to `perUpload` in
 * all; while the expert asks for more, up to `perUpload` in one form and `perRequest` in all; none
 * in any other status.
 */
export function photoAllowance(
  status: ValuationStatus,
  photoCount: number,
  perUpload: number = PHOTO_LIMITS.perUpload,
): number {
  if (status === 'awaiting_payment') return Math.max(0, perUpload - photoCount);
  if (status === 'info_requested')
    return Math.max(0, Math.min(perUpload, PHOTO_LIMITS.perRequest - photoCount));
  return 0;
}
