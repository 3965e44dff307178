import { DateTime } from 'luxon';
import { ROUTES, routePath, VISIT_TIME_ZONE } from '@valuation/contracts';
import {
  escapeHtml,
  layout,
  MailContent,
  plainText,
} from '../../infrastructure/mail/mail.templates';
import type { HomeVisit } from './entities/home-visit.entity';

/** The visit's time as customers read it: "Tuesday 3 March 2026, 09:00 to 11:00 (UK time)". */
export function visitWhen(visit: Pick<HomeVisit, 'startAt' | 'endAt'>): string {
  const start = DateTime.fromJSDate(visit.startAt, { zone: VISIT_TIME_ZONE });
  const end = DateTime.fromJSDate(visit.endAt, { zone: VISIT_TIME_ZONE });
  return `${start.toFormat('cccc d LLLL yyyy, HH:mm')} to ${end.toFormat('HH:mm')} (UK time)`;
}

export function pounds(pence: number): string {
  return `£${(pence / 100).toFixed(pence % 100 === 0 ? 0 : 2)}`;
}

export type VisitMailKind =
  | 'booked'
  | 'confirmed'
  | 'reminder'
  | 'moved'
  | 'cancelled'
  | 'expired'
  | 'completed'
  | 'balance_paid';

export interface VisitMailInput {
  kind: VisitMailKind;
  visit: HomeVisit;
  firstName: string;
  publicUrl: string;
  expertName: string | null;
  /** Pence refunded by a cancellation (0 when the deposit is kept). */
  refundPence?: number;
  /** A late cancellation: the deposit is kept as the fee. */
  depositKept?: boolean;
  /** The previous time of a moved visit. */
  previousWhen?: string;
}

/** The subject and paragraphs of each visit mail (plain sentences; HTML is escaped here). */
function wording(m: VisitMailInput): { subject: string; title: string; lines: string[] } {
  const v = m.visit;
  const when = visitWhen(v);
  const ref = v.reference;
  const where = `${v.street}, ${v.city}, ${v.postalCode}`;
  switch (m.kind) {
    case 'booked':
      return {
        subject: `Your home visit ${ref}: pay the deposit to confirm it`,
        title: 'Your home visit is held for 30 minutes',
        lines: [
          `We are holding ${when} at ${where} for you.`,
          `Pay the deposit of ${pounds(v.depositPence)} within 30 minutes to confirm it; after that the time is released.`,
        ],
      };
    case 'confirmed':
      return {
        subject: `Your home visit ${ref} is confirmed`,
        title: 'Your home visit is confirmed',
        lines: [
          `Thank you: your deposit of ${pounds(v.depositPence)} is paid and your visit is booked for ${when} at ${where}.`,
          m.expertName ? `Your expert is ${m.expertName}.` : '',
          'The calendar invitation is attached. You can move or cancel the visit free of charge until 48 hours before it starts.',
        ],
      };
    case 'reminder':
      return {
        subject: `Reminder: your home visit ${ref} is tomorrow`,
        title: 'Your home visit is tomorrow',
        lines: [
          `This is a reminder of your home visit on ${when} at ${where}.`,
          m.expertName ? `Your expert is ${m.expertName}.` : '',
          'Please have the items and any paperwork (receipts, certificates, boxes) ready.',
        ],
      };
    case 'moved':
      return {
        subject: `Your home visit ${ref} has moved`,
        title: 'Your home visit has moved',
        lines: [
          `Your home visit is now on ${when}${m.previousWhen ? ` (it was ${m.previousWhen})` : ''}.`,
          'The updated calendar invitation is attached.',
        ],
      };
    case 'cancelled':
      return {
        subject: `Your home visit ${ref} is cancelled`,
        title: 'Your home visit is cancelled',
        lines: [
          `Your home visit on ${when} is cancelled.`,
          v.cancellationReason ? `Reason: ${v.cancellationReason}` : '',
          m.refundPence && m.refundPence > 0
            ? `Your deposit of ${pounds(m.refundPence)} is refunded to your card; it usually arrives within 5 to 10 days.`
            : m.depositKept
              ? `As the visit was cancelled less than 48 hours before it, the deposit of ${pounds(v.depositPence)} is kept as the late-cancellation fee.`
              : '',
        ],
      };
    case 'expired':
      return {
        subject: `Your home visit ${ref} was not confirmed`,
        title: 'Your held time was released',
        lines: [
          `The deposit for your home visit on ${when} was not paid within 30 minutes, so the time was released.`,
          'You are welcome to book another time.',
        ],
      };
    case 'completed':
      return {
        subject: `Your home visit ${ref}: thank you`,
        title: 'Thank you for your home visit',
        lines: [
          `Your home visit took ${v.hoursSpent} hour${v.hoursSpent === 1 ? '' : 's'}.`,
          (v.balancePence ?? 0) > 0
            ? `The balance of ${pounds(v.balancePence ?? 0)} (${pounds(v.hourlyRatePence)} per hour less your deposit) can be paid from your visit's page.`
            : 'Nothing more is due.',
        ],
      };
    case 'balance_paid':
      return {
        subject: `Receipt for your home visit ${ref}`,
        title: 'Balance received',
        lines: [`Thank you: the balance of ${pounds(v.balancePence ?? 0)} is paid.`],
      };
  }
}

/** The in-app notification of a visit mail: its title and its first sentence. */
export function visitNotice(m: VisitMailInput): { title: string; body: string } {
  const { title, lines } = wording(m);
  return { title, body: lines.find((l) => l !== '') ?? title };
}

/** One visit mail: HTML and text, with the invitation when the time is set, moved or cancelled. */
export function visitMail(m: VisitMailInput, invitation?: string): MailContent {
  const { subject, title, lines } = wording(m);
  const paragraphs = [`Dear ${m.firstName},`, ...lines.filter((l) => l !== '')];
  const url = `${m.publicUrl}${routePath(ROUTES.visit, { id: m.visit.id })}`;
  const action = { label: m.kind === 'completed' ? 'Pay the balance' : 'View your visit', url };
  const content: MailContent = {
    subject,
    html: layout(title, paragraphs.map(escapeHtml), action),
    text: plainText([...paragraphs, `${action.label}: ${url}`]),
  };
  if (invitation) {
    const cancel = m.visit.status === 'cancelled';
    content.icalEvent = {
      method: cancel ? 'CANCEL' : 'REQUEST',
      filename: 'invite.ics',
      content: invitation,
    };
  }
  return content;
}
