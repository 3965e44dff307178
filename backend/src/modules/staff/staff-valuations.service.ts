import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import {
  VALUATION_ERRORS,
  type StaffPerson,
  type StaffValuation,
  type ValuationStatus,
} from '@valuation/contracts';
import { Clock } from '../../infrastructure/clock/clock';
import { DomainError } from '../../common/domain-error';
import type { AuthenticatedUser } from '../auth';
import { formatCertificateDate } from '../certificates';
import { ChatSendingService, StaffInboxService } from '../chat';
import { NotificationsService } from '../notifications';
import { revaluationRecommendedMail } from '../../infrastructure/mail/mail.templates';
import { type User, UsersService } from '../users';
import {
  isOverdue,
  person,
  toValuationSummary,
  unknownCustomer,
  ValuationDirectoryService,
  ValuationLifecycleService,
  ValuationQueueService,
  type ValuationRequest,
  ValuationsService,
} from '../valuations';

export const STAFF_ERRORS = {
  unpaid: 'An unpaid request cannot be worked on.',
  closed: 'This request is closed: it was completed or cancelled.',
  notAssignee: 'Only the assigned expert or an admin can do this.',
  assignOthers: 'Only an admin can assign a request to another expert.',
  notExpert: 'This account is not an expert.',
  notCompleted: 'Revaluation can only be recommended for a completed valuation.',
  alreadyRequested:
    'More information has already been requested; the customer has not replied yet.',
  certificateNotReady: 'The certificate is available once the valuation is completed.',
} as const;

const WORKABLE: ValuationStatus[] = ['paid', 'in_review', 'info_requested'];

export const fullName = (u: Pick<User, 'firstName' | 'lastName'>) =>
  `${u.firstName} ${u.lastName}`.trim();

/**
 * The experts' work on valuation requests (docs/product.md §2.20): the queue, a request with its
 * customer, and the actions, each through the lifecycle (one place statuses change, timeline with
 * who did it, mail). Completing is ValuationCompletionService's (§2.21).
 */
@Injectable()
export class StaffValuationsService {
  private readonly logger = new Logger(StaffValuationsService.name);

  constructor(
    private readonly requests: ValuationDirectoryService,
    private readonly users: UsersService,
    private readonly lifecycle: ValuationLifecycleService,
    private readonly valuations: ValuationsService,
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
    private readonly queue: ValuationQueueService,
    // The customer's chat (optional: a failing chat never stops the request).
    @Optional()
    @Inject(ChatSendingService)
    private readonly chat: Pick<ChatSendingService, 'postStaffMessage'> | null = null,
    @Optional()
    @Inject(StaffInboxService)
    private readonly inbox: Pick<
      StaffInboxService,
      'conversationIdOf' | 'assignCustomerConversation'
    > | null = null,
  ) {}

  async detail(id: string): Promise<StaffValuation> {
    const v = await this.getOrFail(id);
    const [base, people, others, conversationId] = await Promise.all([
      this.valuations.toDto(v),
      this.queue.people([v.userId, v.assigneeId]),
      this.requests.othersOf(v.userId, v.id),
      this.inbox?.conversationIdOf(v.userId) ?? null,
    ]);
    const now = this.clock.nowMs();
    return {
      ...base,
      customer: people.get(v.userId) ?? unknownCustomer(v),
      assignee: v.assigneeId ? (people.get(v.assigneeId) ?? null) : null,
      dueAt: v.dueAt ? new Date(v.dueAt).toISOString() : null,
      overdue: isOverdue(v, now),
      internalNotes: v.internalNotes,
      conversationId,
      otherRequests: others.map(toValuationSummary),
    };
  }

  async experts(): Promise<StaffPerson[]> {
    const rows = await this.users.staff();
    return rows.map(person);
  }

  /** Assigns to the caller, or (admins) to another expert; a paid request goes into review. */
  async assign(id: string, caller: AuthenticatedUser, expertId?: string): Promise<StaffValuation> {
    const v = await this.getOrFail(id);
    this.mustBeWorkable(v);
    let expert: Pick<User, 'id' | 'firstName' | 'lastName'> = caller;
    if (expertId && expertId !== caller.id) {
      if (caller.role !== 'admin') throw new DomainError('FORBIDDEN', STAFF_ERRORS.assignOthers);
      const found = await this.users.findStaffMember(expertId);
      if (!found || found.disabledAt)
        throw DomainError.onField('INVALID_INPUT', 'expertId', STAFF_ERRORS.notExpert);
      expert = found;
    }
    const note = `Assigned to ${fullName(expert)}`;
    const actor = { actorId: caller.id, actorLabel: fullName(caller) };
    if (v.status === 'paid') {
      await this.lifecycle.transition(id, 'in_review', {
        ...actor,
        note,
        from: ['paid'],
        set: { assigneeId: expert.id, startedAt: this.clock.now() },
      });
    } else {
      await this.requests.setAssignee(id, expert.id, this.clock.now());
      await this.lifecycle.record(id, v.status, this.clock.now(), { ...actor, note });
    }
    await this.carryConversation(v, expert.id);
    return this.detail(id);
  }

  /** The customer's conversation goes to the request's expert too (docs/product.md §2.21). */
  private async carryConversation(v: ValuationRequest, expertId: string): Promise<void> {
    if (!this.inbox) return;
    try {
      await this.inbox.assignCustomerConversation(v.userId, expertId);
    } catch (error) {
      // The request is assigned; the conversation can still be taken from the inbox.
      this.logger.warn(`${v.reference}'s conversation was not assigned: ${String(error)}`);
    }
  }

  /** → info_requested with the message (timeline, mail; the chat when the chat server is merged). */
  async requestInfo(
    id: string,
    caller: AuthenticatedUser,
    message: string,
  ): Promise<StaffValuation> {
    const v = await this.workable(id, caller);
    if (v.status === 'info_requested')
      throw new DomainError('CONFLICT', STAFF_ERRORS.alreadyRequested);
    await this.startIfPaid(v, caller);
    await this.lifecycle.transition(id, 'info_requested', {
      actorId: caller.id,
      actorLabel: fullName(caller),
      note: message.trim(),
      from: ['in_review'],
    });
    if (this.chat) {
      try {
        await this.chat.postStaffMessage(v.userId, caller.id, message.trim(), v.id);
      } catch (error) {
        // The request is already waiting and the customer mailed; the chat copy is a convenience.
        this.logger.warn(`The chat copy of ${v.reference}'s request failed: ${String(error)}`);
      }
    }
    return this.detail(id);
  }

  /** Lifetime support: the customer is told an update is advisable (mail + dashboard notice). */
  async recommendRevaluation(
    id: string,
    caller: AuthenticatedUser,
    reason: string,
  ): Promise<StaffValuation> {
    const v = await this.getOrFail(id);
    if (v.status !== 'completed') throw new DomainError('CONFLICT', STAFF_ERRORS.notCompleted);
    const now = this.clock.now();
    await this.requests.recommendRevaluation(id, reason.trim(), now);
    await this.lifecycle.record(id, 'completed', now, {
      actorId: caller.id,
      actorLabel: fullName(caller),
      note: `Revaluation recommended: ${reason.trim()}`,
    });
    await this.notifications.notify({
      userId: v.userId,
      kind: 'revaluation_due',
      title: `We recommend updating your valuation ${v.reference}`,
      body: reason.trim(),
      url: `/valuations/${v.id}`,
      mail: {
        content: revaluationRecommendedMail(this.lifecycle.mailData(v), reason.trim()),
        to: v.email,
      },
    });
    return this.detail(id);
  }

  /** An expert starts a paid request by working on it: paid → in_review, assigned to them if nobody is. */
  async startIfPaid(v: ValuationRequest, caller: AuthenticatedUser): Promise<void> {
    if (v.status !== 'paid') return;
    const assigneeId = v.assigneeId ?? caller.id;
    await this.lifecycle.transition(v.id, 'in_review', {
      actorId: caller.id,
      actorLabel: fullName(caller),
      from: ['paid'],
      mail: false,
      set: { assigneeId, startedAt: this.clock.now() },
    });
    v.status = 'in_review';
    v.assigneeId = assigneeId;
    await this.carryConversation(v, assigneeId);
  }

  mustBeWorkable(v: ValuationRequest): void {
    if (v.status === 'awaiting_payment') throw new DomainError('CONFLICT', STAFF_ERRORS.unpaid);
    if (!WORKABLE.includes(v.status)) throw new DomainError('CONFLICT', STAFF_ERRORS.closed);
  }

  /** Only the assignee or an admin works a request (an unassigned paid one: whoever takes it). */
  mustWork(v: ValuationRequest, caller: AuthenticatedUser): void {
    if (caller.role === 'admin') return;
    if (v.assigneeId === caller.id) return;
    if (v.status === 'paid' && v.assigneeId === null) return;
    throw new DomainError('FORBIDDEN', STAFF_ERRORS.notAssignee);
  }

  /** A request the caller may work now: it exists, is open, and is theirs (or unassigned and paid). */
  async workable(id: string, caller: AuthenticatedUser): Promise<ValuationRequest> {
    const v = await this.getOrFail(id);
    this.mustBeWorkable(v);
    this.mustWork(v, caller);
    return v;
  }

  async getOrFail(id: string): Promise<ValuationRequest> {
    const v = await this.requests.findById(id);
    if (!v) throw new DomainError('NOT_FOUND', VALUATION_ERRORS.notFound);
    return v;
  }
}

export function addYears(at: Date, years: number): Date {
  const d = new Date(at);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return d;
}

export { formatCertificateDate };
