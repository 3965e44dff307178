import type { ValuationFormValues } from '@valuation/contracts';
import { DomainError } from '../../common/domain-error';

/** The text parts of POST /api/valuations (contracts: CreateValuationFields). */
export const CREATE_FIELDS = [
  'serviceType',
  'serviceTier',
  'watchBrand',
  'otherWatchBrand',
  'handbagBrand',
  'otherHandbagBrand',
  'itemDescription',
  'purpose',
  'itemModel',
  'itemReference',
  'itemSerial',
  'lastKnownValue',
  'yearOfPurchase',
  'autoRevalue',
  'firstName',
  'lastName',
  'email',
  'phone',
  'address',
] as const;
const ADDRESS_KEYS = ['street', 'city', 'state', 'postalCode', 'country'] as const;
const ADDRESS_PART = /^address\[(street|city|state|postalCode|country)\]$/;
const KNOWN = new Set<string>(CREATE_FIELDS);

/** True for a text part the creation form takes (its fields and the `address[...]` parts). */
export function isCreateField(name: string): boolean {
  return KNOWN.has(name) || ADDRESS_PART.test(name);
}

/** A trimmed optional text: null when absent or blank. */
export const optionalText = (v: string | undefined): string | null =>
  v === undefined || v.trim() === '' ? null : v.trim();

/**
 * The form values of the text parts, the address taken from one JSON object or from
 * `address[...]` parts (not both); an unknown address key or a malformed object is refused.
 */
export function valuationFormOf(fields: Record<string, string>): ValuationFormValues {
  const form: ValuationFormValues = { ...fields };
  delete form.address;
  const parts = Object.keys(fields).filter((k) => ADDRESS_PART.test(k));
  if (fields.address !== undefined && parts.length > 0) {
    throw DomainError.onField(
      'INVALID_INPUT',
      'address',
      'Send the address either as one JSON object or as address[...] parts, not both',
    );
  }
  let address: Record<string, unknown> = {};
  if (fields.address !== undefined) {
    try {
      const parsed: unknown = JSON.parse(fields.address);
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error();
      address = parsed as Record<string, unknown>;
    } catch {
      throw DomainError.onField(
        'INVALID_INPUT',
        'address',
        'The address must be a JSON object with street, city, state, postalCode and country',
      );
    }
    const unknown = Object.keys(address).find(
      (k) => !(ADDRESS_KEYS as readonly string[]).includes(k),
    );
    if (unknown) {
      throw DomainError.onField(
        'INVALID_INPUT',
        `address.${unknown.slice(0, 40)}`,
        `Unknown field "address.${unknown.slice(0, 40)}"`,
      );
    }
  } else {
    for (const key of parts) address[ADDRESS_PART.exec(key)![1]] = fields[key];
    for (const key of parts) delete form[key];
  }
  form.address = address;
  return form;
}
