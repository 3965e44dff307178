import { CATALOGUE, catalogueService, catalogueTier, type Catalogue } from '../api/catalogue';
import { VALUATION_RULES as R, type CreateValuationFields } from '../api/valuations';
import { emailProblem } from './account';
import { phoneProblem } from './profile';
import { textProblem } from './text';

/**
 * The valuation request's field rules (contracts: Valuation requests; docs/product.md §2.8): what
 * a request needs — a service and tier from the catalogue, at least one photo, a description, the
 * owner's name, email and postal address — and the bounds of every other field. Each rule returns
 * the first failing message or null; the wizard's Yup schema and the server's checks call them.
 */
export const VALUATION_FIELD_MESSAGES = {
  serviceRequired: 'Please choose a service',
  tierRequired: 'Please choose a service level',
  brandUnknown: 'Please choose a brand from the list',
  brandNotForService: 'A brand is only asked for watches and handbags',
  otherBrandRequired: 'Please enter the brand',
  notForService: 'Only asked for jewellery and handbags',
  yearInvalid: 'Year of purchase must be a year such as 2019 (YYYY)',
  photosRequired: 'Add at least one photo of your item',
  autoRevalue: 'Auto-revalue must be true or false',
} as const;

const M = VALUATION_FIELD_MESSAGES;

/** A flat field name: the request's fields, `address.street`…, and `images` (the photo count). */
export type ValuationFieldName =
  | Exclude<keyof CreateValuationFields, 'address'>
  | 'address.street'
  | 'address.city'
  | 'address.state'
  | 'address.postalCode'
  | 'address.country'
  | 'images';

export interface ValuationRuleContext {
  catalogue?: Catalogue;
  /** The current year (the server passes its Clock's); defaults to the runtime's. */
  currentYear?: number;
}

const blank = (value: unknown) => value === undefined || value === null || value === '';
const text = (label: string, max: number, required: boolean) => (value: unknown) =>
  !required && blank(value)
    ? null
    : blank(value)
      ? `${label} is required`
      : textProblem(value, label, max, required);

/** Brands are asked for watches and handbags only; "Other" needs the free text. */
function brandRule(service: 'watch' | 'handbag') {
  return (
    value: unknown,
    fields: Partial<CreateValuationFields>,
    context: ValuationRuleContext,
  ) => {
    if (blank(value)) return null;
    if (fields.serviceType !== service) return M.brandNotForService;
    const brands = (context.catalogue ?? CATALOGUE)[
      service === 'watch' ? 'watchBrands' : 'handbagBrands'
    ];
    return typeof value === 'string' && brands.includes(value) ? null : M.brandUnknown;
  };
}

function otherBrandRule(service: 'watch' | 'handbag') {
  return (value: unknown, fields: Partial<CreateValuationFields>) => {
    const chosen = service === 'watch' ? fields.watchBrand : fields.handbagBrand;
    if (fields.serviceType !== service || chosen !== 'Other')
      return blank(value) ? null : M.brandNotForService;
    return blank(value) || (typeof value === 'string' && value.trim() === '')
      ? M.otherBrandRequired
      : textProblem(value, 'Brand', R.maxBrandLength);
  };
}

const jewelleryOrHandbag = (fields: Partial<CreateValuationFields>) =>
  fields.serviceType === 'jewellery' || fields.serviceType === 'handbag';

type Rule = (
  value: unknown,
  fields: Partial<CreateValuationFields>,
  context: ValuationRuleContext,
) => string | null;

/** One rule per field; `images` takes the number of photos. */
export const VALUATION_FIELD_RULES: Record<ValuationFieldName, Rule> = {
  serviceType: (value, _fields, context) =>
    catalogueService(value, context.catalogue) ? null : M.serviceRequired,
  serviceTier: (value, fields, context) =>
    catalogueTier(fields.serviceType, value, context.catalogue) ? null : M.tierRequired,
  watchBrand: brandRule('watch'),
  otherWatchBrand: otherBrandRule('watch'),
  handbagBrand: brandRule('handbag'),
  otherHandbagBrand: otherBrandRule('handbag'),
  itemDescription: text('Item description', R.maxDescriptionLength, true),
  lastKnownValue: (value, fields) =>
    blank(value)
      ? null
      : jewelleryOrHandbag(fields)
        ? textProblem(value, 'Last known value', R.maxLastKnownValueLength)
        : M.notForService,
  yearOfPurchase: (value, fields, context) => {
    if (blank(value)) return null;
    if (!jewelleryOrHandbag(fields)) return M.notForService;
    const year = typeof value === 'string' && /^\d{4}$/.test(value.trim()) ? Number(value) : NaN;
    const now = context.currentYear ?? new Date().getUTCFullYear();
    return year >= 1800 && year <= now ? null : M.yearInvalid;
  },
  autoRevalue: (value) =>
    value === undefined || typeof value === 'boolean' ? null : M.autoRevalue,
  firstName: text('First name', R.maxNameLength, true),
  lastName: text('Last name', R.maxNameLength, true),
  email: (value) => (blank(value) ? 'Email is required' : emailProblem(value)),
  phone: (value) => (blank(value) ? null : phoneProblem(value)),
  'address.street': text('Street', R.maxAddressFieldLength, true),
  'address.city': text('City', R.maxAddressFieldLength, true),
  'address.state': text('State or county', R.maxAddressFieldLength, false),
  'address.postalCode': text('Postal code', R.maxAddressFieldLength, true),
  'address.country': text('Country', R.maxAddressFieldLength, true),
  images: (value) => (typeof value === 'number' && value >= 1 ? null : M.photosRequired),
};

/**
 * Whether the form asks for a field given the other fields: brands for their service, the free
 * text when the brand is "Other", last known value and year for jewellery and handbags. A form
 * keeps what was typed in a hidden field (the customer may switch back) but neither checks nor
 * sends it.
 */
export function valuationFieldAsked(
  name: ValuationFieldName,
  fields: Partial<CreateValuationFields>,
): boolean {
  switch (name) {
    case 'watchBrand':
      return fields.serviceType === 'watch';
    case 'otherWatchBrand':
      return fields.serviceType === 'watch' && fields.watchBrand === 'Other';
    case 'handbagBrand':
      return fields.serviceType === 'handbag';
    case 'otherHandbagBrand':
      return fields.serviceType === 'handbag' && fields.handbagBrand === 'Other';
    case 'lastKnownValue':
    case 'yearOfPurchase':
      return jewelleryOrHandbag(fields);
    default:
      return true;
  }
}

/** The value of a flat field name in the request's fields (`images` is the photo count). */
export function valuationFieldValue(
  fields: Partial<CreateValuationFields>,
  name: ValuationFieldName,
  photoCount = 0,
): unknown {
  if (name === 'images') return photoCount;
  if (name.startsWith('address.')) {
    const key = name.slice('address.'.length) as keyof CreateValuationFields['address'];
    return fields.address?.[key];
  }
  return fields[name as keyof CreateValuationFields];
}

export interface ValuationProblem {
  field: ValuationFieldName;
  message: string;
}

/** Every failing field of a request (in the form's order), as the API's `details` list them. */
export function valuationProblems(
  fields: Partial<CreateValuationFields>,
  photoCount: number,
  context: ValuationRuleContext = {},
): ValuationProblem[] {
  const problems: ValuationProblem[] = [];
  for (const [field, rule] of Object.entries(VALUATION_FIELD_RULES) as [
    ValuationFieldName,
    Rule,
  ][]) {
    const message = rule(valuationFieldValue(fields, field, photoCount), fields, context);
    if (message) problems.push({ field, message });
  }
  return problems;
}

/** The price fixed at creation: the tier's price, plus the auto-revalue fee when chosen. */
export function valuationPrice(
  serviceType: unknown,
  tier: unknown,
  autoRevalue: boolean,
  catalogue: Catalogue = CATALOGUE,
): { tier: number; autoRevalue: number; total: number } | undefined {
  const found = catalogueTier(serviceType, tier, catalogue);
  if (!found) return undefined;
  const extra = autoRevalue ? catalogue.autoRevalue.price : 0;
  return { tier: found.price, autoRevalue: extra, total: found.price + extra };
}

// --- The built-in test payment page's card fields (contracts: Payments) ------------------------

export const CARD_MESSAGES = {
  nameRequired: 'Name on card is required',
  numberInvalid: 'Please enter a valid card number',
  expiryInvalid: 'Please enter the expiry as MM/YY',
  expiryPast: 'This card has expired',
  cvcInvalid: 'Please enter the 3 or 4 digit CVC',
} as const;

/** 12–19 digits (spaces allowed) passing the Luhn check. */
export function cardNumberProblem(value: unknown): string | null {
  if (typeof value !== 'string' || !/^[\d ]+$/.test(value)) return CARD_MESSAGES.numberInvalid;
  const digits = value.replace(/ /g, '');
  if (digits.length < 12 || digits.length > 19) return CARD_MESSAGES.numberInvalid;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0 ? null : CARD_MESSAGES.numberInvalid;
}

/** MM/YY, not before the current month (`now` defaults to the runtime's clock). */
export function cardExpiryProblem(value: unknown, now: Date = new Date()): string | null {
  const match = typeof value === 'string' ? /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim()) : null;
  if (!match) return CARD_MESSAGES.expiryInvalid;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return CARD_MESSAGES.expiryInvalid;
  const year = 2000 + Number(match[2]);
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return year * 12 + (month - 1) < current ? CARD_MESSAGES.expiryPast : null;
}

export function cardCvcProblem(value: unknown): string | null {
  return typeof value === 'string' && /^\d{3,4}$/.test(value.trim())
    ? null
    : CARD_MESSAGES.cvcInvalid;
}

export function cardNameProblem(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== ''
    ? textProblem(value, 'Name on card', R.maxNameLength)
    : CARD_MESSAGES.nameRequired;
}
