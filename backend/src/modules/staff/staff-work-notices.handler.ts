import { Injectable, Logger } from '@nestjs/common';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { ROUTES, routePath, STAFF_WORK_TEXTS } from '@valuation/contracts';
import { ChatMessageAnnounced } from '../chat';
import { InfoRequestAnswered } from '../info-requests';
import { type NotificationInput, NotificationsService } from '../notifications';
import { UsersService } from '../users';
import { VisitAssigned } from '../visits';

type StaffWorkEvent = ChatMessageAnnounced | InfoRequestAnswered | VisitAssigned;

/**
 * Staff are told too (contracts: Notifications; docs/product.md "Staff are told too"), in the same
 * bell, kind `staff_work`: the customer's answer to their request for information (to the
 * request's expert; one nobody has taken is back in the queue), a customer's
 * message in a conversation assigned to them (in an unassigned one: to every expert and admin,
 * as either may take it), a confirmed visit that became theirs. Nobody is told of what they did
 * themselves. A reaction to events (ADR 020); a failure is logged and changes nothing else.
 */
@Injectable()
@EventsHandler(ChatMessageAnnounced, InfoRequestAnswered, VisitAssigned)
export class StaffWorkNotices implements IEventHandler<StaffWorkEvent> {
  private readonly logger = new Logger(StaffWorkNotices.name);

  constructor(
    private readonly users: UsersService,
    private readonly notifications: NotificationsService,
  ) {}

  async handle(event: StaffWorkEvent): Promise<void> {
    try {
      const notices = await this.noticesOf(event);
      if (notices.length) await this.notifications.notifyMany(notices);
    } catch (err) {
      this.logger.warn(`Staff were not told of ${event.constructor.name}: ${String(err)}`);
    }
  }

  private async noticesOf(event: StaffWorkEvent): Promise<NotificationInput[]> {
    if (event instanceof InfoRequestAnswered) {
      // A request nobody has taken (a revaluation's fresh photos) is back in the queue, for all.
      if (!event.assigneeId) return [];
      return [
        {
          userId: event.assigneeId,
          kind: 'staff_work',
          title: STAFF_WORK_TEXTS.infoAnsweredTitle(event.reference),
          body: event.summary,
          url: routePath(ROUTES.staffValuation, { id: event.valuationId }),
        },
      ];
    }
    if (event instanceof VisitAssigned) {
      if (event.actorId === event.expertId) return [];
      return [
        {
          userId: event.expertId,
          kind: 'staff_work',
          title: STAFF_WORK_TEXTS.visitAssignedTitle(event.reference),
          body: event.when,
          url: ROUTES.staffVisits,
        },
      ];
    }
    const { message, conversation, quiet } = event;
    if (message.senderRole !== 'customer' || quiet) return [];
    const customer = await this.users.findById(conversation.customerId);
    const name = customer ? `${customer.firstName} ${customer.lastName}`.trim() : 'a customer';
    const assigned = conversation.assigneeId !== null;
    const to = assigned ? [conversation.assigneeId!] : await this.everyStaffMember();
    return to.map((userId) => ({
      userId,
      kind: 'staff_work',
      title: STAFF_WORK_TEXTS.customerMessageTitle(name),
      body: assigned ? STAFF_WORK_TEXTS.assignedBody : STAFF_WORK_TEXTS.unassignedBody,
      url: routePath(ROUTES.staffConversation, { id: message.conversationId }),
    }));
  }

  /** Every enabled expert and admin. */
  private async everyStaffMember(): Promise<string[]> {
    const rows = await this.users.staff({ enabledOnly: true });
    return rows.map((r) => r.id);
  }
}
