import { VALUATION_RULES, type PostalAddress } from '../api/valuations';
import { requiredTextProblem, textProblem } from './text';

/**
 * A postal address's parts as the wizard's personal details and the profile hold them: the key,
 * the label its messages use, and whether it is required (the county or state may be empty).
 */
export const POSTAL_ADDRESS_PARTS: readonly [keyof PostalAddress, string, boolean][] = [
  ['street', 'Street', true],
  ['city', 'City', true],
  ['state', 'State or county', false],
  ['postalCode', 'Postal code', true],
  ['country', 'Country', true],
];

/** The labels of the address fields, in the wizard's personal details and on the profile. */
export const POSTAL_ADDRESS_FIELD_LABELS: Record<keyof PostalAddress, string> = {
  street: 'Street',
  city: 'City',
  state: 'State / County',
  postalCode: 'Postal code',
  country: 'Country',
};

export const POSTAL_ADDRESS_KEYS = POSTAL_ADDRESS_PARTS.map(([key]) => key);

const blank = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);

/** One part of an address: required parts filled, every part text of at most 200 characters. */
export function addressPartProblem(key: keyof PostalAddress, value: unknown): string | null {
  const part = POSTAL_ADDRESS_PARTS.find(([k]) => k === key);
  if (!part) return null;
  const [, label, required] = part;
  const max = VALUATION_RULES.maxAddressFieldLength;
  if (required) return requiredTextProblem(trimmed(value), label, max);
  return blank(value) ? null : textProblem(value, label, max);
}

/** True when no part of the address holds anything (null and undefined included). */
export function isBlankAddress(address: unknown): boolean {
  if (address === null || address === undefined) return true;
  if (typeof address !== 'object' || Array.isArray(address)) return false;
  return POSTAL_ADDRESS_KEYS.every((key) => blank((address as Record<string, unknown>)[key]));
}

/**
 * The profile's address part: an address left entirely empty clears the saved one; otherwise
 * the same rules as the wizard's personal details.
 */
export function profileAddressPartProblem(
  key: keyof PostalAddress,
  value: unknown,
  address: unknown,
): string | null {
  if (value !== undefined && value !== null && typeof value !== 'string')
    return addressPartProblem(key, value);
  return isBlankAddress(address) ? null : addressPartProblem(key, value);
}

export const ADDRESS_MESSAGES = {
  notAnObject: 'Address must be an object with street, city, state, postalCode and country',
} as const;

/** The profile's `address`: null (none) or an object of the five parts (no other keys). */
export function profileAddressProblem(value: unknown): string | null {
  if (value === null) return null;
  return typeof value === 'object' && !Array.isArray(value) ? null : ADDRESS_MESSAGES.notAnObject;
}

/** The address as stored: each part trimmed, '' for a missing state; null when left empty. */
export function normalisedAddress(address: Partial<PostalAddress> | null): PostalAddress | null {
  if (isBlankAddress(address)) return null;
  const a = address as Partial<PostalAddress>;
  const part = (key: keyof PostalAddress) => (typeof a[key] === 'string' ? a[key].trim() : '');
  return {
    street: part('street'),
    city: part('city'),
    state: part('state'),
    postalCode: part('postalCode'),
    country: part('country'),
  };
}

/** True when two addresses (null counting as empty) hold the same parts, ignoring spaces at ends. */
export function sameAddress(a: Partial<PostalAddress> | null, b: Partial<PostalAddress> | null) {
  const x = normalisedAddress(a);
  const y = normalisedAddress(b);
  if (x === null || y === null) return x === y;
  return POSTAL_ADDRESS_KEYS.every((key) => x[key] === y[key]);
}
