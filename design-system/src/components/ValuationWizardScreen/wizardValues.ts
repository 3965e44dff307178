import type { FormikErrors } from 'formik';
import {
  catalogueService,
  DEFAULT_VALUATION_PURPOSE,
  ITEM_IDENTITY_FIELDS,
  type Catalogue,
  type CreateValuationFields,
  type PostalAddress,
  type ServiceType,
  type TierKey,
  type ValuationPurpose,
  VALUATION_ERRORS,
  VALUATION_FIELD_MESSAGES,
} from '@valuation/contracts';

/** Everything the wizard holds besides the photos (the draft the app keeps). */
export interface ValuationWizardValues {
  serviceType: ServiceType | '';
  serviceTier: TierKey | '';
  /** What the valuation is for: the basis the expert starts from. */
  purpose: ValuationPurpose;
  watchBrand: string;
  otherWatchBrand: string;
  handbagBrand: string;
  otherHandbagBrand: string;
  /** Identifying details the customer may know (contracts' ITEM_IDENTITY_FIELDS), optional. */
  itemModel: string;
  itemReference: string;
  itemSerial: string;
  itemDescription: string;
  lastKnownValue: string;
  yearOfPurchase: string;
  autoRevalue: boolean;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: PostalAddress;
}

export type ValuationWizardStep = 0 | 1;

/** The country the address starts with (issue 25: a London service's customers are mostly in the UK). */
export const WIZARD_DEFAULT_COUNTRY = 'United Kingdom';

export const emptyValuationWizardValues: ValuationWizardValues = {
  serviceType: '',
  serviceTier: '',
  purpose: DEFAULT_VALUATION_PURPOSE,
  watchBrand: '',
  otherWatchBrand: '',
  handbagBrand: '',
  otherHandbagBrand: '',
  itemModel: '',
  itemReference: '',
  itemSerial: '',
  itemDescription: '',
  lastKnownValue: '',
  yearOfPurchase: '',
  autoRevalue: false,
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  address: { street: '', city: '', state: '', postalCode: '', country: WIZARD_DEFAULT_COUNTRY },
};

/**
 * Which photos to take, per service (issue 25): what a valuer needs to identify and grade the item,
 * shown above the uploader once the service is chosen.
 */
export const PHOTO_GUIDANCE: Record<ServiceType, { title: string; shots: readonly string[] }> = {
  watch: {
    title: 'Photos that help us value a watch',
    shots: [
      'The dial, face on and in focus',
      'The case back, and the side with the crown',
      'The reference and serial numbers (between the lugs or on the case back)',
      'The bracelet or strap and its clasp',
      'The box and papers, if you have them',
    ],
  },
  jewellery: {
    title: 'Photos that help us value jewellery',
    shots: [
      'The whole piece, front and back, on a plain background',
      'The hallmarks and maker’s stamps, close up',
      'The stones, close up, in daylight',
      'Any certificate, grading report or receipt',
    ],
  },
  handbag: {
    title: 'Photos that help us value a handbag',
    shots: [
      'The front, back and base',
      'The inside label or heat stamp',
      'The date code or serial tag',
      'The hardware, corners and handles (where wear shows)',
      'The dust bag, box or receipt, if you have them',
    ],
  },
  art: {
    title: 'Photos that help us value a work of art',
    shots: [
      'The whole work, face on, without the frame’s glare',
      'The signature, close up',
      'The back, with any labels, stamps or inscriptions',
      'Any damage or restoration',
      'Any certificate of authenticity or receipt',
    ],
  },
};

export const WIZARD_STEPS = ['Service Selection', 'Personal Details'] as const;

/** The spec's scroll after a choice: 100–120 px above the next part, after 300–500 ms. */
export const WIZARD_SCROLL = { offsetPx: 110, delayMs: 400 } as const;

export const WIZARD_TEXTS = {
  title: 'Online Valuation',
  subtitle:
    'Describe your item, add a few photos and choose how quickly you need it. A valuation expert values it from what you send, and you pay in advance.',
  serviceHeading: 'Choose a Service',
  tierHeading: 'Service Level',
  detailsHeading: 'Item Details',
  purposeLabel: 'What is the valuation for?',
  personalHeading: 'Personal Details',
  addressHeading: 'Postal Address',
  saveContact: 'Save this phone number and address to my profile',
  continue: 'Continue to Personal Details',
  back: 'Back',
  proceed: 'Proceed to Payment',
  uploading: 'Uploading...',
  startAgain: 'Start again',
  needs:
    'To proceed we need at least one photo, a description of the item, your name, email and postal address.',
  missingTitle: 'Before you can proceed:',
  continueTitle: 'Before you can continue:',
  retry: 'Try again',
} as const;

const trimmed = (value: string) => value.trim();

/** The request's fields from the form: only those the chosen service asks for, trimmed. */
export function toCreateValuationFields(values: ValuationWizardValues): CreateValuationFields {
  const service = values.serviceType as ServiceType;
  const fields: CreateValuationFields = {
    serviceType: service,
    serviceTier: values.serviceTier as TierKey,
    purpose: values.purpose,
    itemDescription: trimmed(values.itemDescription),
    autoRevalue: values.autoRevalue,
    firstName: trimmed(values.firstName),
    lastName: trimmed(values.lastName),
    email: trimmed(values.email),
    phone: trimmed(values.phone),
    address: {
      street: trimmed(values.address.street),
      city: trimmed(values.address.city),
      state: trimmed(values.address.state),
      postalCode: trimmed(values.address.postalCode),
      country: trimmed(values.address.country),
    },
  };
  if (service === 'watch' && values.watchBrand) {
    fields.watchBrand = values.watchBrand;
    if (values.watchBrand === 'Other') fields.otherWatchBrand = trimmed(values.otherWatchBrand);
  }
  if (service === 'handbag' && values.handbagBrand) {
    fields.handbagBrand = values.handbagBrand;
    if (values.handbagBrand === 'Other')
      fields.otherHandbagBrand = trimmed(values.otherHandbagBrand);
  }
  for (const key of ITEM_IDENTITY_FIELDS)
    if (trimmed(values[key])) fields[key] = trimmed(values[key]);
  if (service === 'jewellery' || service === 'handbag') {
    if (trimmed(values.lastKnownValue)) fields.lastKnownValue = trimmed(values.lastKnownValue);
    if (trimmed(values.yearOfPurchase)) fields.yearOfPurchase = trimmed(values.yearOfPurchase);
  }
  return fields;
}

export interface WizardPrice {
  tier: number;
  autoRevalue: number;
  total: number;
}

/** The price as the server fixes it: the tier's, plus auto-revalue when chosen (from the catalogue). */
export function priceOf(
  catalogue: Catalogue,
  values: Pick<ValuationWizardValues, 'serviceType' | 'serviceTier' | 'autoRevalue'>,
): WizardPrice | undefined {
  const service = catalogueService(values.serviceType, catalogue);
  const tier = service && values.serviceTier ? service.tiers[values.serviceTier] : undefined;
  if (!tier) return undefined;
  const extra = values.autoRevalue ? catalogue.autoRevalue.price : 0;
  return { tier: tier.price, autoRevalue: extra, total: tier.price + extra };
}

/** A restored draft or an account's details over the empty form (the address merged field by field). */
export function mergeValues(initial?: Partial<ValuationWizardValues>): ValuationWizardValues {
  return {
    ...emptyValuationWizardValues,
    ...initial,
    address: { ...emptyValuationWizardValues.address, ...initial?.address },
  };
}

/** Each message of a Formik error tree, in field order. */
export function messagesOf(errors: FormikErrors<ValuationWizardValues>): string[] {
  const out: string[] = [];
  const walk = (node: unknown) => {
    if (typeof node === 'string') out.push(node);
    else if (node && typeof node === 'object') Object.values(node).forEach(walk);
  };
  walk(errors);
  return out;
}

/** The value at a dotted field name (`address.city`). */
export function valueAt(tree: unknown, name: string): unknown {
  return name
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], tree);
}

/** The photo uploader's id base: its "Choose photos" button is `${PHOTOS_ID}-choose`. */
export const PHOTOS_ID = 'valuation-photos';

/** The fields of step 2 ("Personal Details"); every other field is on step 1. */
const PERSONAL_FIELDS = new Set(['firstName', 'lastName', 'email', 'phone', 'address']);

/** The step a field (dotted name, or `photos`, `serviceType`) is on. */
export function stepOf(name: string): ValuationWizardStep {
  return PERSONAL_FIELDS.has(name.split('.')[0]) ? 1 : 0;
}

/** The id of the control a field's error takes the visitor to. */
export function fieldId(name: string): string {
  if (name === 'photos') return `${PHOTOS_ID}-choose`;
  if (name === 'serviceType' || name === 'serviceTier') return 'valuation-service-heading';
  return `valuation-${name.replace('.', '-')}`;
}

/** One problem of the wizard: its field, the step it is on, its message and the control's id. */
export interface WizardProblem {
  name: string;
  step: ValuationWizardStep;
  id: string;
  message: string;
}

/** Each leaf of a Formik error tree with its dotted name, in field order. */
function namedMessages(errors: FormikErrors<ValuationWizardValues>): [string, string][] {
  const out: [string, string][] = [];
  const walk = (node: unknown, path: string) => {
    if (typeof node === 'string') out.push([path, node]);
    else if (node && typeof node === 'object')
      for (const [key, value] of Object.entries(node)) walk(value, path ? `${path}.${key}` : key);
  };
  walk(errors, '');
  return out;
}

/**
 * What stops the visitor on `steps` (the step's own fields only when continuing, both when
 * proceeding to payment), in the form's order: the service, the item's fields, the photos, then
 * the personal details.
 */
export function wizardProblems(
  errors: FormikErrors<ValuationWizardValues>,
  { photos, serviceChosen }: { photos: number; serviceChosen: boolean },
  steps: readonly ValuationWizardStep[],
): WizardProblem[] {
  const all: WizardProblem[] = [];
  const add = (name: string, message: string) =>
    all.push({ name, step: stepOf(name), id: fieldId(name), message });
  if (!serviceChosen) add('serviceType', VALUATION_FIELD_MESSAGES.serviceType);
  const named = namedMessages(errors);
  for (const [name, message] of named) if (stepOf(name) === 0) add(name, message);
  if (photos === 0) add('photos', VALUATION_ERRORS.noPhotos);
  for (const [name, message] of named) if (stepOf(name) === 1) add(name, message);
  return all.filter((problem) => steps.includes(problem.step));
}
