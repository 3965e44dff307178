/**
 * My collection and the insurance schedule (contracts.md, "My collection and the insurance
 * schedule"): a customer's valued items, what each is worth today, and the schedule an insurer
 * asks for, as PDF, CSV and a read-only link the customer can revoke.
 */
import type { ServiceType } from './catalogue';
import type { ItemIdentity } from './item-identity';
import type { ValuationBasis } from './valuations';

/** An item's earlier valuation (the item's own request or a revaluation of it). */
export interface CollectionHistoryEntry {
  requestId: string;
  value: number;
  basis: ValuationBasis;
  valuedAt: string;
  certificateReference: string;
}

/** What the latest market movement that concerns the item suggests: always an estimate. */
export interface CollectionEstimate {
  value: number;
  changePercent: number;
  /** The movement's date (YYYY-MM-DD). */
  effectiveFrom: string;
}

/**
 * A valued item: a completed request with its revaluations. `id` is the first request's id (it
 * stays the item's id through revaluations); the value and certificate are the latest completed one.
 */
export interface CollectionItem {
  id: string;
  /** The request the card opens: the latest completed one. */
  latestRequestId: string;
  title: string;
  service: ServiceType;
  identity: ItemIdentity | null;
  /** A signed, short-lived preview of the first photo, or null when the item has none. */
  photoUrl: string | null;
  value: number;
  currency: 'GBP';
  basis: ValuationBasis;
  valuedAt: string;
  certificateReference: string;
  /** The certificate's "Valid until" date. */
  validUntil: string;
  revaluationDueAt: string | null;
  estimate: CollectionEstimate | null;
  excluded: boolean;
  /** Earlier valuations, newest first (the current one is not repeated here). */
  history: CollectionHistoryEntry[];
}

export interface CollectionTotals {
  /** Items counted (those left out are not). */
  items: number;
  /** Whole pounds. */
  value: number;
  byService: Partial<Record<ServiceType, { items: number; value: number }>>;
}

export interface CollectionResponse {
  items: CollectionItem[];
  totals: CollectionTotals;
}

export const COLLECTION_SORTS = ['value', 'date', 'due'] as const;
export type CollectionSort = (typeof COLLECTION_SORTS)[number];
export const COLLECTION_ORDERS = ['asc', 'desc'] as const;
export type CollectionOrder = (typeof COLLECTION_ORDERS)[number];

export interface CollectionQuery {
  q?: string;
  service?: ServiceType;
  sort?: CollectionSort;
  order?: CollectionOrder;
}

export interface UpdateCollectionItemRequest {
  excluded: boolean;
}

export interface CollectionItemResponse {
  item: CollectionItem;
}

/** A read-only link to the schedule for an insurer or broker (never the token after creation). */
export interface ScheduleShare {
  id: string;
  recipient: string;
  /** Only in the answer to its creation: the link to copy (`/shared/schedule/<token>`, absolute). */
  url?: string;
  createdAt: string;
  expiresAt: string;
  views: number;
  lastViewedAt: string | null;
}

export interface CreateScheduleShareRequest {
  recipient: string;
  expiresInDays: number;
}

export interface ScheduleShareResponse {
  share: ScheduleShare;
}

export interface ScheduleSharesResponse {
  shares: ScheduleShare[];
}

/** An item as the public schedule shows it: no address, email or phone anywhere. */
export type SharedScheduleItem = Pick<
  CollectionItem,
  | 'title'
  | 'service'
  | 'identity'
  | 'photoUrl'
  | 'value'
  | 'currency'
  | 'basis'
  | 'valuedAt'
  | 'certificateReference'
  | 'validUntil'
>;

/** `GET /api/shared/schedules/:token`: the schedule an insurer opens. */
export interface SharedScheduleResponse {
  /** The customer's name only. */
  customerName: string;
  recipient: string;
  generatedAt: string;
  expiresAt: string;
  items: SharedScheduleItem[];
  totals: CollectionTotals;
}

/** A share as the data export holds it: never its token. */
export type ExportedScheduleShare = Omit<ScheduleShare, 'url'> & { revokedAt: string | null };

export const COLLECTION_RULES = {
  maxQueryLength: 200,
  minRecipientLength: 1,
  maxRecipientLength: 120,
  minShareDays: 1,
  maxShareDays: 90,
  defaultShareDays: 30,
  /** Random bytes of a share's token (at least 128 bits). */
  shareTokenBytes: 32,
} as const;

import { MY_COLLECTION, SCHEDULE_HEADING } from './collection-names';

export { MY_COLLECTION, SCHEDULE_HEADING };

/** The texts of My Collection and the shared schedule (exact, where the contracts quote them). */
export const COLLECTION_TEXTS = {
  title: MY_COLLECTION,
  downloadPdf: 'Download schedule (PDF)',
  downloadCsv: 'Download CSV',
  share: 'Share with my insurer',
  revoke: 'Revoke',
  total: 'Total insured value',
  estimate: 'Estimate',
  searchLabel: 'Search your items',
  categoryLabel: 'Category',
  allCategories: 'All categories',
  sortLabel: 'Sort by',
  sortLabels: { value: 'Value', date: 'Valuation date', due: 'Revaluation due' },
  empty: 'No valued items yet. Completed valuations appear here with their certificates.',
  noMatch: 'No items match your search.',
  excluded: 'Left out of the schedule',
  exclude: 'Leave out of the schedule',
  include: 'Include in the schedule',
  recipientLabel: 'Insurer or broker',
  daysLabel: 'Link valid for (days)',
  createShare: 'Create link',
  copyLink: 'Copy link',
  sharesHeading: 'Shared links',
  shareNotFound: 'This schedule link is not valid. It may have expired or been revoked.',
  scheduleHeading: SCHEDULE_HEADING,
  verifyNote: 'Each certificate can be checked at /verify/<reference>.',
  // The pages' own words (the page side of My Collection, docs/product.md). Dates and amounts
  // come in already written (contracts' uk-format), so these stay plain templates.
  subtitle:
    'Every item we have valued for you, what it is worth today, and its insurance schedule.',
  itemsCounted: (items: number) => `${items} ${items === 1 ? 'item' : 'items'}`,
  leftOutCount: (items: number) => `${items} left out`,
  orderLabels: {
    value: { desc: 'highest first', asc: 'lowest first' },
    date: { desc: 'newest first', asc: 'oldest first' },
    due: { asc: 'soonest first', desc: 'latest first' },
  },
  valuedOn: (date: string) => `Valued on ${date}`,
  revaluationDue: (date: string) => `Revaluation due ${date}`,
  revaluationOverdue: 'Revaluation due now',
  estimateOf: (value: string, percent: string, date: string) =>
    `${value} (${percent} market movement of ${date})`,
  photoAlt: (title: string) => `Photo of ${title}`,
  toggleFor: (action: string, title: string) => `${action}: ${title}`,
  loading: 'Loading your collection',
  loadFailed: 'Your collection could not be loaded.',
  updateFailed: 'The item could not be changed. Please try again.',
  downloadFailed: 'The file could not be downloaded. Please try again.',
  downloading: 'Downloading...',
  startValuation: 'Start a valuation',
  shareDescription:
    'Your insurer or broker gets a read-only link to the schedule: your name, the items, their values and certificates, never your email, phone or address. You can revoke it at any time.',
  daysHelp: `From ${COLLECTION_RULES.minShareDays} to ${COLLECTION_RULES.maxShareDays} days`,
  recipientRequired: 'Please enter the insurer or broker.',
  recipientTooLong: `The insurer or broker must be at most ${COLLECTION_RULES.maxRecipientLength} characters.`,
  daysInvalid: `The link must be valid for ${COLLECTION_RULES.minShareDays} to ${COLLECTION_RULES.maxShareDays} days.`,
  creating: 'Creating...',
  shareFailed: 'The link could not be created. Please try again.',
  shareCreatedTitle: 'Your link is ready',
  shareCreatedDescription: (recipient: string, date: string) =>
    `Send this link to ${recipient}. It opens the schedule until ${date}.`,
  linkLabel: 'Link to the schedule',
  linkCopied: 'Link copied.',
  copyFailed: 'The link could not be copied: select it and copy it yourself.',
  done: 'Done',
  noShares: 'You have not shared your schedule yet.',
  sharesLoadFailed: 'Your shared links could not be loaded.',
  expiresOn: (date: string) => `Expires ${date}`,
  expiredOn: (date: string) => `Expired ${date}`,
  views: (views: number) => `${views === 0 ? 'No' : views} ${views === 1 ? 'view' : 'views'}`,
  lastViewed: (dateTime: string) => `last viewed ${dateTime}`,
  revokeFor: (recipient: string) => `Revoke the link for ${recipient}`,
  revokeTitle: 'Revoke this link?',
  revokeDescription: (recipient: string) =>
    `${recipient} will no longer be able to open your schedule.`,
  revoking: 'Revoking...',
  revokeFailed: 'The link could not be revoked. Please try again.',
  // The shared schedule (public).
  sharedBy: (customer: string) => `The insured items of ${customer}`,
  preparedFor: (recipient: string, date: string) => `Prepared for ${recipient} on ${date}.`,
  sharedValidUntil: (date: string) => `This link works until ${date}.`,
  itemsHeading: 'Items',
  totalsHeading: 'Totals',
  totalAll: 'All items',
  certificate: 'Certificate',
  validUntil: 'Valid until',
  valuedAtLabel: 'Valuation date',
  basisLabel: 'Basis',
  valueLabel: 'Value',
  sharedLoading: 'Opening the schedule',
  sharedLoadFailed: 'The schedule could not be opened. Please try again.',
  goHome: 'Go to the home page',
} as const;

/** The CSV's header row, in the order of the PDF's columns. */
export const SCHEDULE_CSV_COLUMNS = [
  'Number',
  'Description',
  'Category',
  'Certificate reference',
  'Valuation date',
  'Basis',
  'Value (GBP)',
] as const;

export function scheduleFilename(date: string, ext: 'pdf' | 'csv'): string {
  return `insurance-schedule-${date}.${ext}`;
}

/** The API's sentences of My Collection (404s name their resource). */
export const COLLECTION_ERRORS = {
  itemNotFound: 'Item not found',
  shareNotFound: 'Share not found',
  /** The one answer of the public schedule for every token that does not open. */
  sharedScheduleNotFound: COLLECTION_TEXTS.shareNotFound,
} as const;
