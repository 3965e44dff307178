import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from 'ical-generator';
import { ROUTES, routePath } from '@valuation/contracts';
import type { HomeVisit } from './entities/home-visit.entity';

export interface InvitationContext {
  publicUrl: string;
  /** The organiser's address (the product's sender). */
  organizerEmail: string;
  customer: { name: string; email: string };
  expertName: string | null;
}

/** One UID per visit, the same in every invitation, so calendars update the event in place. */
export function visitUid(visit: Pick<HomeVisit, 'id'>, publicUrl: string): string {
  return `visit-${visit.id}@${new URL(publicUrl).hostname}`;
}

/**
 * The visit's calendar invitation (RFC 5545/5546 through ical-generator): METHOD:REQUEST with
 * the visit's UID and SEQUENCE (raised on every move or cancellation), or METHOD:CANCEL with
 * STATUS:CANCELLED once cancelled.
 */
export function visitInvitation(visit: HomeVisit, ctx: InvitationContext): string {
  const cancelled = visit.status === 'cancelled';
  const calendar = ical({
    prodId: { company: 'Luxe Valuations', product: 'Home visits', language: 'EN' },
    name: 'Luxe Valuations',
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  const url = `${ctx.publicUrl}${routePath(ROUTES.visit, { id: visit.id })}`;
  const location = [visit.street, visit.city, visit.state, visit.postalCode, visit.country]
    .filter((part) => part && part.trim() !== '')
    .join(', ');
  calendar.createEvent({
    id: visitUid(visit, ctx.publicUrl),
    sequence: visit.calendarSequence,
    start: visit.startAt,
    end: visit.endAt,
    stamp: visit.updatedAt ?? new Date(),
    summary: `Luxe Valuations home visit (${visit.reference})`,
    description: [
      `Home valuation visit, ${visit.hours} hour${visit.hours === 1 ? '' : 's'}.`,
      ctx.expertName ? `Your expert: ${ctx.expertName}.` : null,
      `Details, moving or cancelling: ${url}`,
    ]
      .filter(Boolean)
      .join('\n'),
    location,
    url,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: 'Luxe Valuations', email: ctx.organizerEmail },
    attendees: [
      {
        name: ctx.customer.name,
        email: ctx.customer.email,
        role: ICalAttendeeRole.REQ,
        status: cancelled ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED,
      },
    ],
  });
  return calendar.toString();
}
