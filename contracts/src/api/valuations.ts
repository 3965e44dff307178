/**
 * Valuation requests, their photos, timeline, price, payment, result and certificate
 * (docs/product.md §2 Valuation, §3 Valuation request form; contracts: Valuation requests,
 * Payments). The one shape the API answers, the wizard sends and the screens show; the staff
 * console's calls are in ./staff-valuations.
 */
import { CATALOGUE, type ServiceType, type TierKey } from './catalogue';
import { formatUkClock, formatUkFullDay } from '../rules/uk-format';
import type { ItemIdentity } from './item-identity';

/**
 * The lifecycle: awaiting_payment → paid → in_review ⇄ info_requested → completed; cancelled from
 * awaiting_payment (customer, or 30 days unpaid) or from paid within 14 days while no expert started.
 */
export const VALUATION_STATUSES = [
  'awaiting_payment',
  'paid',
  'in_review',
  'info_requested',
  'completed',
  'cancelled',
] as const;
export type ValuationStatus = (typeof VALUATION_STATUSES)[number];

/** How each status reads on screens, in mails and on the timeline. */
export const VALUATION_STATUS_LABELS: Record<ValuationStatus, string> = {
  awaiting_payment: 'Awaiting payment',
  paid: 'Paid',
  in_review: 'In review',
  info_requested: 'More information requested',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** The colour of the theme's palette a status is shown in: one tone per status on every screen. */
export type StatusTone = 'default' | 'primary' | 'info' | 'warning' | 'success' | 'error';

/**
 * How each status is coloured wherever it is shown (the customer's list and request, the staff
 * queue and request): warning while the customer has something to do, success once completed.
 */
export const VALUATION_STATUS_TONES: Record<ValuationStatus, StatusTone> = {
  awaiting_payment: 'warning',
  paid: 'info',
  in_review: 'primary',
  info_requested: 'warning',
  completed: 'success',
  cancelled: 'default',
};

/** The bases a value can be given on (the certificate states it). */
export const VALUATION_BASES = ['insurance', 'market', 'probate'] as const;
export type ValuationBasis = (typeof VALUATION_BASES)[number];

export const VALUATION_BASIS_LABELS: Record<ValuationBasis, string> = {
  insurance: 'Insurance replacement',
  market: 'Market value',
  probate: 'Probate',
};

/**
 * What happens next, per status, as the customer's request page and dashboard say it
 * (docs/product.md, "The customer's view of progress").
 */
export const VALUATION_NEXT_STEPS: Record<ValuationStatus, string> = {
  awaiting_payment: 'Pay for your request: our expert starts as soon as it is paid.',
  paid: 'An expert will take up your request shortly and may ask you for more photos or details.',
  in_review:
    'Our expert is assessing your item. If anything more is needed, we will ask you here and by email.',
  info_requested:
    'Our expert needs more from you: add the photos and a reply below, then send them to the expert.',
  completed: 'Your valuation is complete: download your certificate below.',
  cancelled: 'This request is closed. You can start a new valuation at any time.',
};

/** "Expected by Thursday 26 November": the customer's due-date line (the day from formatUkDay). */
export const expectedByText = (day: string) => `Expected by ${day}`;

/**
 * Why the customer wants the valuation (docs/product.md §3): insurance, probate or market, the
 * spec's three. It becomes the basis the expert starts from when completing (same keys as
 * VALUATION_BASES); absent from a request, it is 'insurance'.
 */
export const VALUATION_PURPOSES = ['insurance', 'probate', 'market'] as const;
export type ValuationPurpose = (typeof VALUATION_PURPOSES)[number];
export const DEFAULT_VALUATION_PURPOSE: ValuationPurpose = 'insurance';

/** How each purpose reads in the wizard and on the request (label, then a one-line hint). */
export const VALUATION_PURPOSE_TEXTS: Record<ValuationPurpose, { label: string; hint: string }> = {
  insurance: {
    label: 'Insurance',
    hint: 'The cost of replacing the item, for your insurer.',
  },
  probate: {
    label: 'Probate',
    hint: 'The value of an estate’s item on a date, for HMRC and executors.',
  },
  market: {
    label: 'Selling or market value',
    hint: 'What the item would fetch if sold today.',
  },
};

/**
 * The identifying details a customer may know, asked by the wizard for every service (all
 * optional, at most VALUATION_RULES.maxIdentityFieldLength characters each).
 */
export const ITEM_IDENTITY_FIELDS = ['itemModel', 'itemReference', 'itemSerial'] as const;
export type ItemIdentityField = (typeof ITEM_IDENTITY_FIELDS)[number];
export const ITEM_IDENTITY_LABELS: Record<ItemIdentityField, string> = {
  itemModel: 'Model',
  itemReference: 'Reference number',
  itemSerial: 'Serial number',
};

/** Rules of the lifecycle the customer is told about (docs/product.md §9, Terms). */
export const VALUATION_RULES = {
  /** A paid request may be cancelled (refunded in full) this many days after payment, while no expert started. */
  cancellationDays: 14,
  /** An unpaid request is reminded after this many hours… */
  unpaidReminderHours: 24,
  /** …and cancelled (photos deleted) after this many days. */
  unpaidExpiryDays: 30,
  /** The longest texts the wizard and the API accept. */
  maxDescriptionLength: 5000,
  maxBrandLength: 100,
  maxLastKnownValueLength: 40,
  maxAddressFieldLength: 200,
  maxNameLength: 100,
  maxPhoneLength: 40,
  /** Model, reference and serial number of the request; each identity field of the certificate. */
  maxIdentityFieldLength: 100,
} as const;

export interface PostalAddress {
  street: string;
  city: string;
  /** County or state; may be empty. */
  state: string;
  postalCode: string;
  country: string;
}

/**
 * The fields of `POST /api/valuations` (multipart, beside 1–5 `images`). Every value travels as a
 * multipart text part; `autoRevalue` as "true"/"false"; `address` as a JSON object string or as
 * `address[street]`, `address[city]`… parts. Brand fields only for their service; last known value
 * and year of purchase only for jewellery and handbags.
 */
export interface CreateValuationFields {
  serviceType: ServiceType;
  serviceTier: TierKey;
  watchBrand?: string;
  otherWatchBrand?: string;
  handbagBrand?: string;
  otherHandbagBrand?: string;
  itemDescription: string;
  /** Defaults to 'insurance'. */
  purpose?: ValuationPurpose;
  itemModel?: string;
  itemReference?: string;
  itemSerial?: string;
  lastKnownValue?: string;
  yearOfPurchase?: string;
  autoRevalue?: boolean;
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  address: PostalAddress;
}

/** The multipart field name of the photos. */
export const VALUATION_IMAGES_FIELD = 'images';

export interface ValuationPhoto {
  id: string;
  /** The original file name as the customer chose it (for display only). */
  name: string;
  /** Stored type after re-encoding (image/jpeg or image/webp). */
  type: string;
  size: number;
  width: number;
  height: number;
  /** Short-lived signed URL of the full-size photo, usable in an <img> without a bearer header. */
  url: string;
  /** Short-lived signed URL of the small preview. */
  previewUrl: string;
  uploadedAt: string;
}

export interface ValuationPrice {
  tier: number;
  autoRevalue: number;
  total: number;
  currency: 'GBP';
}

export interface ValuationTimelineEntry {
  status: ValuationStatus;
  at: string;
  note?: string;
  /** Who made the change: the customer, an expert's name, or "system". */
  by?: string;
}

export const PAYMENT_STATUSES = ['pending', 'paid', 'refunded', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_PROVIDERS = ['test', 'stripe'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

export interface ValuationPayment {
  status: PaymentStatus;
  provider: PaymentProvider;
  amount: number;
  currency: 'GBP';
  paidAt: string | null;
  refundedAt: string | null;
}

export interface ValuationResult {
  value: number;
  currency: 'GBP';
  basis: ValuationBasis;
  assessedDescription: string;
  valuer: string;
  /** The identity recorded on completion (null for valuations completed before it existed). */
  identity: ItemIdentity | null;
  completedAt: string;
  /** The certificate's public reference (for /verify/:reference). */
  certificateReference: string;
}

export interface Valuation {
  id: string;
  /** Short, human-readable, unguessable: e.g. LV-7K3Q-9M2D. */
  reference: string;
  status: ValuationStatus;
  serviceType: ServiceType;
  serviceTier: TierKey;
  watchBrand: string | null;
  otherWatchBrand: string | null;
  handbagBrand: string | null;
  otherHandbagBrand: string | null;
  itemDescription: string;
  purpose: ValuationPurpose;
  itemModel: string | null;
  itemReference: string | null;
  itemSerial: string | null;
  lastKnownValue: string | null;
  yearOfPurchase: string | null;
  autoRevalue: boolean;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  address: PostalAddress;
  photos: ValuationPhoto[];
  price: ValuationPrice;
  timeline: ValuationTimelineEntry[];
  payment: ValuationPayment | null;
  result: ValuationResult | null;
  /** When the customer may still cancel (ISO 8601), or null when cancelling is no longer allowed. */
  cancellableUntil: string | null;
  /** Set when auto-revalue was chosen and the valuation is completed. */
  revaluationDueAt: string | null;
  /**
   * When the result is expected (ISO 8601): the due date fixed at payment from the tier's
   * turnaround in UK business days (the staff queue's "Due"); null before payment and once the
   * request is completed or cancelled.
   */
  expectedBy: string | null;
  /** An expert's advice that an update is advisable (lifetime support), once given. */
  revaluationRecommendation: { reason: string; at: string } | null;
  createdAt: string;
  updatedAt: string;
}

/** A request as the data export holds it: photos as metadata only (no links). */
export type ExportedValuation = Omit<Valuation, 'photos' | 'cancellableUntil'> & {
  photos: Omit<ValuationPhoto, 'url' | 'previewUrl'>[];
};

/** The rows of the customer's list (dashboard, "Your valuations"). */
export type ValuationSummary = Pick<
  Valuation,
  | 'id'
  | 'reference'
  | 'status'
  | 'serviceType'
  | 'serviceTier'
  | 'price'
  | 'createdAt'
  | 'updatedAt'
  | 'revaluationRecommendation'
  | 'expectedBy'
  | 'result'
>;

export interface ValuationResponse {
  valuation: Valuation;
}

export interface ValuationsResponse {
  valuations: ValuationSummary[];
}

export interface CheckoutResponse {
  /** A Stripe Checkout page, or the built-in /pay/:checkoutId. */
  checkoutUrl: string;
}

/** The built-in test payment page (contracts: Payments). */
export interface TestCheckout {
  checkoutId: string;
  /** What is paid for: a valuation request, or a home visit's deposit or balance. */
  valuationId: string | null;
  visitId: string | null;
  /** What is paid for: a valuation request, a home visit's deposit, or its balance after the visit. */
  purpose: CheckoutPurpose;
  reference: string;
  /** The home visit's time (ISO 8601) when a visit is paid for; null for a valuation request. */
  visit: { start: string; end: string } | null;
  amount: number;
  currency: 'GBP';
  status: 'open' | 'paid' | 'expired';
}

export const CHECKOUT_PURPOSES = ['valuation', 'deposit', 'balance'] as const;
export type CheckoutPurpose = (typeof CHECKOUT_PURPOSES)[number];

/**
 * What the payment page says is paid for (issue 33: "each page names what is being paid for"): its
 * lead under "Payment", then `{kind} {reference}{part ? ": " + part : ""}` ("Valuation request
 * LV-…", "Home visit HV-…: deposit") and, for a visit, when it is ("Wednesday 18 March 2026, 09:00
 * to 11:00 (UK time)").
 */
export function checkoutSubject(checkout: Pick<TestCheckout, 'purpose' | 'visit'>): {
  lead: string;
  kind: 'Valuation request' | 'Home visit';
  part: string | null;
  when: string | null;
} {
  const when = checkout.visit
    ? `${formatUkFullDay(checkout.visit.start)}, ${formatUkClock(checkout.visit.start)} to ${formatUkClock(checkout.visit.end)} (UK time)`
    : null;
  switch (checkout.purpose) {
    case 'deposit':
      return {
        lead: `Pay the ${Math.round(CATALOGUE.homeVisit.depositRate * 100)}% deposit for your home visit. The balance is paid after the visit.`,
        kind: 'Home visit',
        part: 'deposit',
        when,
      };
    case 'balance':
      return {
        lead: 'Pay the balance of your home visit, now that it has taken place.',
        kind: 'Home visit',
        part: 'balance after the visit',
        when,
      };
    default:
      return {
        lead: 'Pay for your valuation request in advance.',
        kind: 'Valuation request',
        part: null,
        when: null,
      };
  }
}

export interface TestCheckoutResponse {
  checkout: TestCheckout;
}

/** POST /api/payments/test/:checkoutId */
export interface TestPaymentRequest {
  name: string;
  /** Digits, spaces allowed. */
  cardNumber: string;
  /** MM/YY */
  expiry: string;
  cvc: string;
}

/** Stripe's test numbers, as the built-in provider honours them. */
export const TEST_CARDS = {
  pays: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
} as const;

export const PAYMENT_TEXTS = {
  declined: 'Your card was declined.',
  testNotice: 'This is a test payment page. No real money is taken.',
  alreadyPaid: 'This request has already been paid.',
} as const;

/** Sentences of the valuation and payment calls that the browser may show as they are. */
export const VALUATION_ERRORS = {
  notFound: 'Valuation request not found',
  checkoutNotFound: 'Checkout not found',
  photoNotFound: 'Photo not found',
  photoLinkInvalid:
    'This photo link is not valid or has expired. Reload the page to see the photo.',
  noPhotos: 'Please add at least one photo of the item.',
  /** The upload pipeline's refusal of a sixth photo (UPLOAD_ERRORS.tooMany(5, 'photos')). */
  tooManyPhotos: 'You can add at most 5 photos.',
  cannotPay: 'This request cannot be paid: it is not awaiting payment.',
  cancelled: 'This request has been cancelled.',
  cannotCancel:
    'This request can no longer be cancelled: an expert has started, or more than 14 days have passed since payment.',
  cannotAddPhotos:
    'Photos can only be added before payment or when our expert has asked for more information.',
  changedMeanwhile: 'This request has changed meanwhile. Please reload the page.',
  notAwaitingReply: 'Our expert is not waiting for an answer on this request.',
  emptyReply: 'Please add a photo or write a reply before sending it to the expert.',
  chatImageNotFound: "This image is not in the customer's chat.",
  chatImageAlreadyAdded: 'This image is already on the request.',
  cannotAddChatPhoto: 'Photos can only be added to a request that is paid and not yet completed.',
  refundFailed:
    'The request was cancelled, but the refund could not be made just now. Our team will refund you and let you know.',
  paymentProviderFailed: 'The payment service could not be reached. Please try again.',
} as const;

/** The certificate PDF's file name when downloaded: `certificate-<reference>.pdf`. */
export function certificateFilename(reference: string): string {
  return `certificate-${reference}.pdf`;
}
