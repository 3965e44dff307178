/**
 * How an expert identifies the item on completion, per service (docs/product.md §2.21, "The
 * certificate"): the fields an insurer expects (UK valuers' practice), in the order the completion
 * form asks them and the certificate prints them.
 */
import type { ServiceType } from './catalogue';

export const IDENTITY_FIELD_KEYS = [
  'brand',
  'model',
  'reference',
  'serial',
  'caseMaterial',
  'caseSize',
  'metal',
  'stones',
  'caratWeights',
  'hallmarks',
  'size',
  'material',
  'dateCode',
  'artist',
  'title',
  'medium',
  'dimensions',
  'date',
  'condition',
] as const;
export type IdentityFieldKey = (typeof IDENTITY_FIELD_KEYS)[number];

/** The item's identity as recorded: only the keys of its service, each a short text. */
export type ItemIdentity = Partial<Record<IdentityFieldKey, string>>;

export interface IdentityFieldSpec {
  key: IdentityFieldKey;
  label: string;
  /** Shown under the field in the completion form. */
  hint?: string;
  required: boolean;
}

/** The condition grades an expert chooses from (the `condition` field). */
export const CONDITION_GRADES = [
  'Unworn',
  'Excellent',
  'Very good',
  'Good',
  'Fair',
  'Poor',
] as const;
export type ConditionGrade = (typeof CONDITION_GRADES)[number];

const condition: IdentityFieldSpec = { key: 'condition', label: 'Condition', required: true };

/** Each service's identity fields, in order. */
export const IDENTITY_FIELDS: Record<ServiceType, readonly IdentityFieldSpec[]> = {
  watch: [
    { key: 'brand', label: 'Maker', required: true },
    { key: 'model', label: 'Model', required: true },
    { key: 'reference', label: 'Reference', hint: 'e.g. 126610LN', required: false },
    { key: 'serial', label: 'Serial number', required: false },
    { key: 'caseMaterial', label: 'Case material', hint: 'e.g. Oystersteel', required: false },
    { key: 'caseSize', label: 'Case size', hint: 'e.g. 41 mm', required: false },
    condition,
  ],
  jewellery: [
    { key: 'metal', label: 'Metal', hint: 'e.g. 18ct yellow gold', required: true },
    { key: 'stones', label: 'Stones', hint: 'e.g. one round brilliant diamond', required: false },
    { key: 'caratWeights', label: 'Carat weights', hint: 'e.g. 1.02 ct, F, VS1', required: false },
    {
      key: 'hallmarks',
      label: 'Hallmarks',
      hint: 'e.g. 750, London assay office',
      required: false,
    },
    {
      key: 'dimensions',
      label: 'Dimensions and weight',
      hint: 'e.g. size M, 4.1 g',
      required: false,
    },
    condition,
  ],
  handbag: [
    { key: 'brand', label: 'Maker', required: true },
    { key: 'model', label: 'Model', required: true },
    { key: 'size', label: 'Size', hint: 'e.g. Medium, 25 cm', required: false },
    {
      key: 'material',
      label: 'Material',
      hint: 'e.g. caviar leather, gold-tone hardware',
      required: false,
    },
    { key: 'dateCode', label: 'Date code or serial', required: false },
    condition,
  ],
  art: [
    { key: 'artist', label: 'Artist', required: true },
    { key: 'title', label: 'Title', required: true },
    { key: 'medium', label: 'Medium', hint: 'e.g. oil on canvas', required: false },
    { key: 'dimensions', label: 'Dimensions', hint: 'e.g. 60 × 45 cm', required: false },
    { key: 'date', label: 'Date', hint: 'e.g. c. 1965', required: false },
    condition,
  ],
};

/** The identity a request already gives before the expert records one (the completion form's start). */
export function identityFromRequest(
  service: ServiceType,
  request: {
    brand: string | null;
    itemModel: string | null;
    itemReference: string | null;
    itemSerial: string | null;
  },
): ItemIdentity {
  const keys = new Set(IDENTITY_FIELDS[service].map((f) => f.key));
  const given: ItemIdentity = {
    brand: request.brand ?? undefined,
    model: request.itemModel ?? undefined,
    reference: request.itemReference ?? undefined,
    serial: request.itemSerial ?? undefined,
  };
  // a handbag's serial is its date code
  if (service === 'handbag' && request.itemSerial) given.dateCode = request.itemSerial;
  const identity: ItemIdentity = {};
  for (const [key, value] of Object.entries(given) as [IdentityFieldKey, string | undefined][])
    if (value && keys.has(key)) identity[key] = value;
  return identity;
}

/** The identity's rows as printed, in the service's order, blank fields left out. */
export function identityRows(
  service: ServiceType,
  identity: ItemIdentity,
): { key: IdentityFieldKey; label: string; value: string }[] {
  return IDENTITY_FIELDS[service]
    .map((f) => ({ key: f.key, label: f.label, value: identity[f.key]?.trim() ?? '' }))
    .filter((row) => row.value !== '');
}

/** The identity fields that are a serial number: shown in public only by their last four characters. */
export const SERIAL_IDENTITY_KEYS: readonly IdentityFieldKey[] = ['serial', 'dateCode'];

/**
 * A serial number as the public page /verify shows it: its last four characters after "••••"
 * ("7Z41K9" → "••••41K9"); a serial of four characters or fewer is hidden whole ("••••").
 */
export function maskSerial(serial: string): string {
  const s = serial.trim();
  return `••••${s.length > 4 ? s.slice(-4) : ''}`;
}
