/**
 * The staff console's valuation calls (contracts: Staff console): the queue, a request as an
 * expert sees it, assigning, asking for more information, completing, chat photos and the public
 * verification of a certificate. The customer's side is in ./valuations.
 */
import type { ServiceType, TierKey } from './catalogue';
import type { Page } from './common';
import type { ItemIdentity } from './item-identity';
import type { Valuation, ValuationBasis, ValuationStatus, ValuationSummary } from './valuations';

export const ASSIGNEE_FILTERS = ['me', 'none', 'any'] as const;
export type AssigneeFilter = (typeof ASSIGNEE_FILTERS)[number];

/**
 * The queue's views: `open` is an expert's working day (completed and cancelled left out; overdue
 * first, then the caller's own requests, then unassigned ones, then the others'); `all` is every
 * request in the queue's order (the default, as before).
 */
export const STAFF_QUEUE_VIEWS = ['open', 'all'] as const;
export type StaffQueueView = (typeof STAFF_QUEUE_VIEWS)[number];

export interface StaffValuationsQuery {
  view?: StaffQueueView;
  status?: ValuationStatus;
  service?: ServiceType;
  assignee?: AssigneeFilter;
  search?: string;
  page?: number;
  pageSize?: number;
}

export interface StaffPerson {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

/** One row of the valuation queue. */
export interface StaffValuationRow {
  id: string;
  reference: string;
  serviceType: ServiceType;
  serviceTier: TierKey;
  status: ValuationStatus;
  customer: StaffPerson;
  assignee: StaffPerson | null;
  brand: string | null;
  paidAt: string | null;
  /** The tier's turnaround in UK business days from payment; null while unpaid. */
  dueAt: string | null;
  overdue: boolean;
  createdAt: string;
}

export type StaffValuationsPage = Page<StaffValuationRow>;

export interface StaffValuation extends Valuation {
  customer: StaffPerson;
  assignee: StaffPerson | null;
  dueAt: string | null;
  overdue: boolean;
  internalNotes: string | null;
  /** The customer's conversation (to link the request to its chat); null before their first message. */
  conversationId: string | null;
  /** The customer's other requests. */
  otherRequests: ValuationSummary[];
}

export interface StaffValuationResponse {
  valuation: StaffValuation;
}

export interface AssignValuationRequest {
  /** Defaults to the caller. */
  expertId?: string;
}

export interface RequestInfoRequest {
  message: string;
}

export interface CompleteValuationRequest {
  /** Whole or decimal pounds, > 0. */
  value: number;
  basis: ValuationBasis;
  assessedDescription: string;
  notes?: string;
  /**
   * The item's identity as the expert records it: only the keys of the request's service
   * (IDENTITY_FIELDS), its required ones filled. Absent (older clients), the certificate
   * identifies the item by the request's brand, model, reference and serial number.
   */
  identity?: ItemIdentity;
}

/**
 * POST /api/valuations/:id/respond: the customer sends their answer to "more information" (the
 * photos already added, and this reply); the request goes back to review.
 */
export interface RespondToInfoRequest {
  /** The customer's written reply (optional when photos were added since the question). */
  message?: string;
}

/** The longest written reply to the expert's question. */
export const INFO_REPLY_MAX_LENGTH = 4000;

/** An image from the customer's chat that the expert may add to their request. */
export interface ChatImageCandidate {
  /** The chat attachment's id. */
  attachmentId: string;
  name: string;
  sentAt: string;
  senderRole: 'customer' | 'expert' | 'system';
  /** Short-lived signed URL of the attachment's preview. */
  previewUrl: string;
  /** True once this image has been added to this request. */
  added: boolean;
}

export interface ChatImagesResponse {
  images: ChatImageCandidate[];
}

/** The statuses in which an expert may add a chat image to a request: paid, not yet closed. */
export const CHAT_PHOTO_STATUSES: readonly ValuationStatus[] = [
  'paid',
  'in_review',
  'info_requested',
];

/** POST /api/staff/valuations/:id/photos/from-chat */
export interface AddChatPhotoRequest {
  attachmentId: string;
}

export interface RecommendRevaluationRequest {
  reason: string;
}

export const CERTIFICATE_STATUSES = ['valid', 'superseded', 'expired'] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

/** GET /api/certificates/:reference (public). Nothing else about the customer is public. */
export interface CertificateVerification {
  reference: string;
  issuedAt: string;
  /** The date the PDF prints as "Valid until" (issue + CERTIFICATE_VALIDITY_YEARS). */
  validUntil: string;
  service: ServiceType;
  /** The item's identity as printed, a serial number (or date code) masked to its last four characters. */
  itemSummary: string;
  value: number;
  currency: 'GBP';
  basis: ValuationBasis;
  valuer: string;
  /** `expired` once `validUntil` has passed (a superseded certificate stays `superseded`). */
  status: CertificateStatus;
  /** The small preview of the item's first photo (public by the unguessable reference), or null. */
  photoUrl: string | null;
}
