import {
  CATALOGUE,
  VALUATION_RULES,
  type Valuation,
  type ValuationPayment,
  type ValuationResult,
  type ValuationSummary,
} from '@valuation/contracts';
import { ValuationPhoto } from './entities/valuation-photo.entity';
import { ValuationRequest } from './entities/valuation-request.entity';
import { ValuationTimelineEntry } from './entities/valuation-timeline-entry.entity';
import { Payment } from './payments/payment.entity';
import {
  CANCELLATION_WINDOW_MS,
  CUSTOMER_ACTOR,
  SYSTEM_ACTOR,
} from './valuation-lifecycle.service';

const iso = (d: Date | string | null | undefined): string | null =>
  d ? new Date(d).toISOString() : null;

/** Signs photo URLs (PhotoStorageService.signedUrl). */
export type PhotoUrlSigner = (photoId: string, variant: 'full' | 'preview') => string;

/**
 * Until when the customer may cancel, as docs/product.md §4 says (null when no longer allowed): an
 * unpaid request until it expires (30 days after creation); a paid one for 14 days after payment
 * while no expert has started.
 */
export function cancellableUntil(v: ValuationRequest, now: Date): Date | null {
  const DAY = 24 * 60 * 60 * 1000;
  let until: Date | null = null;
  if (v.status === 'awaiting_payment') {
    until = new Date(new Date(v.createdAt).getTime() + VALUATION_RULES.unpaidExpiryDays * DAY);
  } else if (v.status === 'paid' && v.paidAt && !v.startedAt) {
    until = new Date(new Date(v.paidAt).getTime() + CANCELLATION_WINDOW_MS);
  }
  return until && until.getTime() > now.getTime() ? until : null;
}

/** The house's name where the timeline names who made a change that nobody made by hand. */
export const SYSTEM_NAME = 'Luxe Valuations';

/**
 * Who made a timeline entry, as the customer and staff read it: the customer's name (as on the
 * request), the expert's name as recorded, or the house for the system's own changes.
 */
export function timelineActor(label: string, v: Pick<ValuationRequest, 'firstName' | 'lastName'>) {
  if (label === CUSTOMER_ACTOR) return `${v.firstName} ${v.lastName}`.trim();
  if (label === SYSTEM_ACTOR) return SYSTEM_NAME;
  return label;
}

/** The result is expected by the due date while an expert has it to do (null otherwise). */
export function expectedBy(v: ValuationRequest): string | null {
  const open = v.status === 'paid' || v.status === 'in_review' || v.status === 'info_requested';
  return open ? iso(v.dueAt) : null;
}

export function toPaymentDto(p: Payment | null): ValuationPayment | null {
  if (!p) return null;
  return {
    status: p.status,
    provider: p.provider,
    amount: p.amountPence / 100,
    currency: 'GBP',
    paidAt: iso(p.paidAt),
    refundedAt: iso(p.refundedAt),
  };
}

export function toValuationSummary(v: ValuationRequest): ValuationSummary {
  return {
    id: v.id,
    reference: v.reference,
    status: v.status,
    serviceType: v.serviceType,
    serviceTier: v.serviceTier,
    price: {
      tier: v.priceTier,
      autoRevalue: v.priceAutoRevalue,
      total: v.priceTotal,
      currency: 'GBP',
    },
    createdAt: iso(v.createdAt)!,
    updatedAt: iso(v.updatedAt)!,
    revaluationRecommendation:
      v.revaluationRecommendationReason && v.revaluationRecommendationAt
        ? { reason: v.revaluationRecommendationReason, at: iso(v.revaluationRecommendationAt)! }
        : null,
    expectedBy: expectedBy(v),
    result: toResultDto(v),
  };
}

export function toResultDto(v: ValuationRequest): ValuationResult | null {
  if (v.status !== 'completed' || v.resultValue === null || !v.completedAt) return null;
  return {
    value: Number(v.resultValue),
    currency: CATALOGUE.currency,
    basis: v.resultBasis!,
    assessedDescription: v.resultAssessedDescription ?? '',
    valuer: v.resultValuerName ?? '',
    identity: v.resultIdentity,
    completedAt: iso(v.completedAt)!,
    certificateReference: v.certificateReference ?? v.reference,
  };
}

/**
 * The contract's `Valuation` of a request: photos with freshly signed URLs, timeline oldest first,
 * the payment, the result once completed. Used by the customer's and the staff's answers.
 */
export function toValuationDto(
  v: ValuationRequest,
  parts: {
    photos: ValuationPhoto[];
    timeline: ValuationTimelineEntry[];
    payment: Payment | null;
    sign: PhotoUrlSigner;
    now: Date;
  },
): Valuation {
  return {
    ...toValuationSummary(v),
    watchBrand: v.watchBrand,
    otherWatchBrand: v.otherWatchBrand,
    handbagBrand: v.handbagBrand,
    otherHandbagBrand: v.otherHandbagBrand,
    itemDescription: v.itemDescription,
    purpose: v.purpose,
    itemModel: v.itemModel,
    itemReference: v.itemReference,
    itemSerial: v.itemSerial,
    lastKnownValue: v.lastKnownValue,
    yearOfPurchase: v.yearOfPurchase,
    autoRevalue: v.autoRevalue,
    firstName: v.firstName,
    lastName: v.lastName,
    email: v.email,
    phone: v.phone,
    address: v.address,
    photos: parts.photos.map((p) => ({
      id: p.id,
      name: p.name,
      type: p.type,
      size: p.size,
      width: p.width,
      height: p.height,
      url: parts.sign(p.id, 'full'),
      previewUrl: parts.sign(p.id, 'preview'),
      uploadedAt: iso(p.uploadedAt)!,
    })),
    timeline: parts.timeline.map((t) => ({
      status: t.status,
      at: iso(t.at)!,
      ...(t.note ? { note: t.note } : {}),
      ...(t.actorLabel ? { by: timelineActor(t.actorLabel, v) } : {}),
    })),
    payment: toPaymentDto(parts.payment),
    cancellableUntil: iso(cancellableUntil(v, parts.now)),
    revaluationDueAt: iso(v.revaluationDueAt),
  };
}
