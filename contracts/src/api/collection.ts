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

/** The texts of My Collection and the shared schedule (exact, where the contracts quote them). */
export const COLLECTION_TEXTS = {
  title: 'My Collection',
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
  scheduleHeading: 'Insurance schedule',
  verifyNote: 'Each certificate can be checked at /verify/<reference>.',
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
