import { CATALOGUE } from './catalogue';
import type { Page } from './common';
import type { PaymentStatus, PostalAddress, StatusTone } from './valuations';

/**
 * Home visits by appointment (docs/product.md §2.22): the slots, the booking,
 * its lifecycle, the customer's and the staff's calls. Times travel as ISO 8601 with their offset;
 * the rules of the clock live in `VISIT_RULES` and are applied in Europe/London.
 */
export const VISIT_TIME_ZONE = 'Europe/London';

export const VISIT_STATUSES = ['awaiting_deposit', 'confirmed', 'completed', 'cancelled'] as const;
export type VisitStatus = (typeof VISIT_STATUSES)[number];

export const VISIT_STATUS_LABELS: Record<VisitStatus, string> = {
  awaiting_deposit: 'Awaiting deposit',
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** How each visit status is coloured wherever it is shown (customer page, dashboard, staff agenda). */
export const VISIT_STATUS_TONES: Record<VisitStatus, StatusTone> = {
  awaiting_deposit: 'warning',
  confirmed: 'success',
  completed: 'info',
  cancelled: 'default',
};

/** Business hours per ISO weekday (1 = Monday … 7 = Sunday), as [open, close] minutes after midnight, UK time. */
export const VISIT_OPENING_HOURS: Record<number, readonly [number, number] | null> = {
  1: [9 * 60, 18 * 60],
  2: [9 * 60, 18 * 60],
  3: [9 * 60, 18 * 60],
  4: [9 * 60, 18 * 60],
  5: [9 * 60, 18 * 60],
  6: [10 * 60, 16 * 60],
  7: null,
};

export const VISIT_RULES = {
  /** Starts fall on the hour or the half hour. */
  startStepMinutes: 30,
  /** The earliest start is this long after now. */
  minNoticeHours: 24,
  /** The latest start is this many days ahead. */
  maxDaysAhead: 60,
  /** The expert needs this long to travel before and after each visit. */
  travelMinutes: 60,
  /** An unpaid booking holds its time this long. */
  holdMinutes: 30,
  /** The reminder goes out this long before the start. */
  reminderHours: 24,
  /** Cancelling (refund) or moving (free) needs this much notice. */
  freeCancellationHours: 48,
  /** A visit sooner than this after booking needs the express request (UK consumer law). */
  expressRequestDays: 14,
  /** At most this many days of slots per call. */
  maxSlotDays: 31,
  maxItemsDescriptionLength: 2000,
  maxReasonLength: 1000,
  maxNotesLength: 2000,
} as const;

/** What a visit of `hours` costs: £185 × hours, half of it as the deposit (whole pounds). */
export interface VisitPrice {
  hourlyRate: number;
  hours: number;
  total: number;
  deposit: number;
  currency: 'GBP';
}

export function visitPrice(hours: number, homeVisit = CATALOGUE.homeVisit): VisitPrice {
  const total = homeVisit.hourlyRate * hours;
  return {
    hourlyRate: homeVisit.hourlyRate,
    hours,
    total,
    deposit: Math.round(total * homeVisit.depositRate * 100) / 100,
    currency: homeVisit.currency,
  };
}

export interface VisitSlot {
  start: string;
  end: string;
}

/** GET /api/visits/slots?from=YYYY-MM-DD&days=N&hours=H */
export interface VisitSlotsResponse {
  timeZone: typeof VISIT_TIME_ZONE;
  hours: number;
  slots: VisitSlot[];
}

/** POST /api/visits */
export interface BookVisitRequest {
  start: string;
  hours: number;
  address: Omit<PostalAddress, 'state'> & { state?: string };
  phone: string;
  itemsDescription: string;
  expressRequest?: boolean;
  /** Required (true) when the visit starts less than 48 hours from now (`shortNoticeNeeded`). */
  shortNoticeAccepted?: boolean;
}

export interface VisitTimelineEntry {
  status: VisitStatus | 'moved' | 'reassigned';
  at: string;
  note?: string;
}

export interface VisitBalance {
  amount: number;
  status: 'due' | 'paid';
}

export interface VisitRefund {
  amount: number;
  currency: 'GBP';
}

export interface VisitPayment {
  purpose: 'deposit' | 'balance';
  amount: number;
  status: PaymentStatus;
  paidAt: string | null;
  refundedAt: string | null;
}

export interface Visit {
  id: string;
  /** Short and human-readable, e.g. HV-7K3Q-9M2D. */
  reference: string;
  status: VisitStatus;
  start: string;
  end: string;
  hours: number;
  address: PostalAddress;
  phone: string;
  itemsDescription: string;
  expressRequest: boolean;
  price: VisitPrice;
  /** The expert, once the deposit is paid. */
  expert: { id: string; name: string } | null;
  /** Until when an unpaid booking holds its time. */
  holdUntil: string | null;
  /** Until when cancelling refunds the deposit and moving is free (48 hours before the start). */
  freeChangesUntil: string;
  hoursSpent: number | null;
  balance: VisitBalance | null;
  refund: VisitRefund | null;
  payments: VisitPayment[];
  timeline: VisitTimelineEntry[];
  cancellationReason: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface VisitResponse {
  visit: Visit;
}

export interface VisitsResponse {
  visits: Visit[];
}

/** POST /api/visits/:id/reschedule */
export interface RescheduleVisitRequest {
  start: string;
  /** Required (true) when the new time is less than 14 days from now and the visit was booked without it. */
  expressRequest?: boolean;
  /** Required (true) when the new time is less than 48 hours from now (`shortNoticeNeeded`). */
  shortNoticeAccepted?: boolean;
}

/**
 * True when a visit at `start` falls within the 14-day cancellation period that began when it was
 * booked (`bookedAt`; now, for a new booking): the customer must then ask for the visit to take
 * place within it (the express request), on booking and on moving alike.
 */
export function expressRequestNeeded(start: Date | string, bookedAt: Date | string): boolean {
  return (
    new Date(start).getTime() - new Date(bookedAt).getTime() <
    VISIT_RULES.expressRequestDays * 86_400_000
  );
}

/**
 * True when a visit at `start`, booked (or moved) at `now`, starts less than 48 hours later: it is
 * inside the late-change rule from its first minute (it cannot be moved online and cancelling keeps
 * the deposit), so the customer must accept that before paying or moving (`shortNoticeAccepted`).
 */
export function shortNoticeNeeded(start: Date | string, now: Date | string): boolean {
  return (
    new Date(start).getTime() - new Date(now).getTime() <
    VISIT_RULES.freeCancellationHours * 3_600_000
  );
}

/** A visit in the staff agenda: the customer beside it. */
export interface StaffVisit extends Visit {
  customer: { id: string; name: string; email: string };
}

export type StaffVisitsPage = Page<StaffVisit>;

export interface StaffVisitResponse {
  visit: StaffVisit;
}

export const STAFF_VISIT_VIEWS = ['me', 'none', 'any'] as const;
export type StaffVisitView = (typeof STAFF_VISIT_VIEWS)[number];

/** POST /api/staff/visits/:id/assign */
export interface AssignVisitRequest {
  expertId?: string;
}

/** POST /api/staff/visits/:id/complete */
export interface CompleteVisitRequest {
  hours: number;
  notes?: string;
}

/** POST /api/staff/visits/:id/cancel */
export interface StaffCancelVisitRequest {
  reason: string;
}

/** POST /api/staff/experts/:id/time-off */
export interface TimeOffRequest {
  from: string;
  to: string;
  reason?: string;
}

export interface TimeOff {
  id: string;
  expertId: string;
  from: string;
  to: string;
  reason: string | null;
}

export interface TimeOffResponse {
  timeOff: TimeOff;
}

/** The sentences of the home visits (answers, screens and mails). */
export const VISIT_TEXTS = {
  slotTaken: 'That time has just been taken. Please choose another time.',
  notFound: 'Visit not found.',
  tooLateToMove:
    'A visit less than 48 hours away cannot be moved online. Please contact us and we will do our best to help.',
  notMovable: 'Only a booked visit that has not taken place can be moved.',
  notCancellable: 'This visit can no longer be cancelled.',
  notPayable: 'Nothing is due on this visit.',
  expressRequired:
    'A visit less than 14 days away needs your request for it to take place within the 14-day cancellation period: please tick the box.',
  expertNotFree: 'That expert is not free at the time of this visit.',
  expertNotFound: 'That expert was not found.',
  notCompletable: 'Only a confirmed visit can be completed.',
  expressLabel: 'I ask for the visit to take place within the 14-day cancellation period',
  shortNotice:
    'This visit is less than 48 hours away: it cannot be moved online, and cancelling keeps the deposit.',
  shortNoticeLabel:
    'I accept that this visit cannot be moved online and that cancelling keeps the deposit',
  staffCancelNotAllowed: 'This visit is already cancelled or completed.',
  timeOffOrder: 'The end of the time off must be after its start.',
  timeOffClash:
    'That expert has a home visit in that time. Reassign or cancel the visit first, then record the time off.',
} as const;

export const VISIT_FIELD_MESSAGES = {
  start: 'Start must be a date and time such as 2026-03-02T09:00:00Z',
  startStep: 'Start must be on the hour or the half hour',
  startPast: 'Start must be at least 24 hours from now',
  startTooFar: 'Start must be within the next 60 days',
  startClosed:
    'Start must be within business hours (Monday to Friday 09:00-18:00, Saturday 10:00-16:00, UK time, not on a bank holiday), with the whole visit inside them',
  hours: 'Hours must be a whole number from 1 to 4',
  from: 'From must be a date such as 2026-03-02',
  days: 'Days must be a whole number from 1 to 31',
  postalCode: 'Postal code must be a valid UK postcode, such as SW1A 1AA',
  country: 'Country must be the United Kingdom: home visits are in the UK only',
  phone: 'Phone is required',
  itemsDescription: 'Please describe the items to be valued',
  expressRequest: 'Express request must be true or false',
  shortNoticeAccepted: 'Short notice accepted must be true or false',
  completedHours: 'Hours must be a number from 0.5 to 12, in half hours',
  reason: 'Please give a reason',
  timeFrom: 'From must be a date and time such as 2026-03-02T09:00:00Z',
  timeTo: 'To must be a date and time such as 2026-03-02T17:00:00Z',
  agendaFrom: 'From must be a UK date such as 2026-03-02',
  agendaTo: 'To must be a UK date such as 2026-03-08',
  agendaOrder: 'To must be the same day as From or after it',
} as const;

/** Country names accepted for a UK address (case-insensitive). */
export const UK_COUNTRY_NAMES = [
  'united kingdom',
  'uk',
  'gb',
  'great britain',
  'england',
  'scotland',
  'wales',
  'northern ireland',
] as const;

const UK_POSTCODE =
  /^(GIR ?0AA|(?:[A-PR-UWYZ][0-9][0-9]?|[A-PR-UWYZ][A-HK-Y][0-9][0-9]?|[A-PR-UWYZ][0-9][A-HJKPSTUW]|[A-PR-UWYZ][A-HK-Y][0-9][ABEHMNPRVWXY]) ?[0-9][ABD-HJLNP-UW-Z]{2})$/i;

/** True for a UK postcode in its official format (spaces optional, any case). */
export function isUkPostcode(value: unknown): boolean {
  return typeof value === 'string' && UK_POSTCODE.test(value.trim().replace(/\s+/g, ' '));
}

/** The postcode in its usual written form: upper case, one space before the inward code. */
export function formatUkPostcode(value: string): string {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
}
