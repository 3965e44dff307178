import {
  VISIT_RULES,
  visitPrice,
  type Visit,
  type VisitPayment,
  type VisitTimelineEntry,
} from '@valuation/contracts';
import type { Payment } from '../valuations';
import type { HomeVisit } from './entities/home-visit.entity';
import type { HomeVisitTimelineEntry } from './entities/home-visit-timeline-entry.entity';
import { londonIso } from './visit-calendar';

export interface VisitMapInput {
  visit: HomeVisit;
  expert: { id: string; name: string } | null;
  timeline: HomeVisitTimelineEntry[];
  payments: Payment[];
  /** Staff see who holds the time even before the deposit is paid. */
  staff?: boolean;
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/** A visit as its owner and the staff read it (contracts: Visit). */
export function toVisit({ visit: v, expert, timeline, payments, staff }: VisitMapInput): Visit {
  const price = visitPrice(v.hours);
  const assigned = staff || v.status === 'confirmed' || v.status === 'completed';
  return {
    id: v.id,
    reference: v.reference,
    status: v.status,
    start: londonIso(v.startAt),
    end: londonIso(v.endAt),
    hours: v.hours,
    address: {
      street: v.street,
      city: v.city,
      state: v.state,
      postalCode: v.postalCode,
      country: v.country,
    },
    phone: v.phone,
    itemsDescription: v.itemsDescription,
    expressRequest: v.expressRequest,
    price,
    expert: assigned ? expert : null,
    holdUntil: v.status === 'awaiting_deposit' ? iso(v.holdUntil) : null,
    freeChangesUntil: new Date(
      v.startAt.getTime() - VISIT_RULES.freeCancellationHours * 3600_000,
    ).toISOString(),
    hoursSpent: v.hoursSpent,
    balance:
      v.balancePence === null
        ? null
        : {
            amount: v.balancePence / 100,
            status: v.balancePaidAt || v.balancePence === 0 ? 'paid' : 'due',
          },
    refund: v.refundPence === null ? null : { amount: v.refundPence / 100, currency: 'GBP' },
    payments: payments
      .filter((p) => p.status !== 'pending' && p.status !== 'failed')
      .map((p): VisitPayment => ({
        purpose: p.purpose ?? 'deposit',
        amount: p.amountPence / 100,
        status: p.status,
        paidAt: iso(p.paidAt),
        refundedAt: iso(p.refundedAt),
      })),
    timeline: timeline.map((t): VisitTimelineEntry => ({
      status: t.status,
      at: t.at.toISOString(),
      ...(t.note ? { note: t.note } : {}),
    })),
    cancellationReason: v.cancellationReason,
    createdAt: v.createdAt.toISOString(),
    updatedAt: v.updatedAt.toISOString(),
  };
}
