import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { EventBus } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, Repository } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import {
  PAYMENT_TEXTS,
  ROUTES,
  routePath,
  VISIT_RULES,
  VISIT_TEXTS,
  type Visit,
  type VisitStatus,
  type VisitTimelineEntry,
} from '@valuation/contracts';
import { Clock } from '../../infrastructure/clock/clock';
import { DomainError } from '../../common/domain-error';
import { AppConfig } from '../../infrastructure/config/app.config';
import { MailConfig } from '../../infrastructure/config/mail.config';
import { claimOne } from '../../database/atomic-claim';
import { JobsService } from '../../infrastructure/jobs/jobs.module';
import { NotificationsService } from '../notifications';
import { User, UsersService } from '../users';
import { PaymentsService, type VisitPaymentPurpose } from '../valuations';
import { HomeVisitTimelineEntry } from './entities/home-visit-timeline-entry.entity';
import { HomeVisit } from './entities/home-visit.entity';
import { visitInvitation } from './visit-ics';
import { pounds, visitMail, VisitMailKind, visitNotice, visitWhen } from './visit-mails';
import { VisitAssigned, VisitChanged } from './visit.events';
import { toVisit } from './visit.mapper';

export const VISIT_HOLD_JOB = 'visit.hold-expiry';
export const VISIT_REMINDER_JOB = 'visit.reminder';
export const holdKey = (id: string) => `visit-hold:${id}`;
export const reminderKey = (id: string) => `visit-reminder:${id}`;

const fullName = (u: Pick<User, 'firstName' | 'lastName'>) => `${u.firstName} ${u.lastName}`;

/**
 * The life of a home visit (docs/product.md §2.22, Lifecycle): every change is one
 * conditional UPDATE (so two changes racing cannot both win), a timeline entry and a mail with
 * the calendar invitation when the time is set, moved or cancelled. Runs the 30-minute hold's
 * expiry and the 24-hour reminder (scheduled_jobs), and settles the visit's payments when
 * payments says so (deposit -> confirmed, balance -> paid; visit-payment.handlers.ts, ADR 020).
 */
@Injectable()
export class VisitLifecycleService implements OnModuleInit {
  private readonly logger = new Logger(VisitLifecycleService.name);
  private readonly publicUrl: string;
  private readonly organizerEmail: string;

  constructor(
    @InjectRepository(HomeVisit) private readonly visits: Repository<HomeVisit>,
    @InjectRepository(HomeVisitTimelineEntry)
    private readonly timeline: Repository<HomeVisitTimelineEntry>,
    private readonly users: UsersService,
    private readonly payments: PaymentsService,
    private readonly jobs: JobsService,
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
    private readonly events: EventBus,
    config: ConfigService,
  ) {
    this.publicUrl = config.getOrThrow<AppConfig>('app').publicUrl;
    const from = config.getOrThrow<MailConfig>('mail').from;
    this.organizerEmail = /<([^>]+)>/.exec(from)?.[1] ?? from;
  }

  onModuleInit(): void {
    this.jobs.register<{ visitId: string }>(VISIT_HOLD_JOB, (p, ctx) =>
      this.expireHold(p.visitId, ctx.attempts > 1),
    );
    this.jobs.register<{ visitId: string }>(VISIT_REMINDER_JOB, (p) => this.remind(p.visitId));
  }

  // --- Reading -------------------------------------------------------------------------------

  async getOrFail(id: string): Promise<HomeVisit> {
    const visit = await this.visits.findOne({ where: { id } });
    if (!visit) throw new DomainError('NOT_FOUND', VISIT_TEXTS.notFound);
    return visit;
  }

  /** The customer's own visit; another customer's is "not found". */
  async getOwn(userId: string, id: string): Promise<HomeVisit> {
    const visit = await this.visits.findOne({ where: { id, userId } });
    if (!visit) throw new DomainError('NOT_FOUND', VISIT_TEXTS.notFound);
    return visit;
  }

  async ownDto(userId: string, id: string): Promise<Visit> {
    return this.toDto(await this.getOwn(userId, id));
  }

  async toDto(visit: HomeVisit): Promise<Visit> {
    return (await this.toDtos([visit]))[0];
  }

  /** Visits with their experts, timelines and payments, in three queries for any number. */
  async toDtos(visits: HomeVisit[], staff = false): Promise<Visit[]> {
    if (visits.length === 0) return [];
    const ids = visits.map((v) => v.id);
    const expertIds = [...new Set(visits.map((v) => v.expertId).filter((e): e is string => !!e))];
    const [experts, entries, payments] = await Promise.all([
      expertIds.length ? this.users.findByIds(expertIds) : Promise.resolve([]),
      this.timeline.find({ where: { visitId: In(ids) }, order: { at: 'ASC' } }),
      Promise.all(ids.map((id) => this.payments.visitPayments(id))),
    ]);
    const byId = new Map(experts.map((e) => [e.id, { id: e.id, name: fullName(e) }]));
    return visits.map((visit, i) =>
      toVisit({
        visit,
        expert: visit.expertId ? (byId.get(visit.expertId) ?? null) : null,
        timeline: entries.filter((t) => t.visitId === visit.id),
        payments: payments[i],
        staff,
      }),
    );
  }

  // --- Changing ------------------------------------------------------------------------------

  /**
   * Moves a visit from one of `from` to `to` in one conditional UPDATE with `set`, records the
   * timeline entry; CONFLICT with `conflict` when the visit is no longer in one of `from`.
   */
  async transition(
    id: string,
    to: VisitStatus,
    options: {
      from: VisitStatus[];
      set?: QueryDeepPartialEntity<HomeVisit>;
      note?: string;
      conflict: string;
    },
  ): Promise<HomeVisit> {
    const claimed = await claimOne(
      this.visits,
      { id, status: In(options.from) },
      { ...(options.set ?? {}), status: to },
      ['id'],
    );
    if (!claimed) throw new DomainError('CONFLICT', options.conflict);
    await this.record(id, to, options.note);
    return this.getOrFail(id);
  }

  /** A timeline entry; every change of a visit makes one, so its pages are told here (live). */
  async record(visitId: string, status: VisitTimelineEntry['status'], note?: string) {
    await this.timeline.insert({ visitId, status, note: note ?? null, at: this.clock.now() });
    const visit = await this.visits.findOne({
      where: { id: visitId },
      select: { id: true, userId: true, status: true },
    });
    if (visit) this.events.publish(new VisitChanged(visit.id, visit.userId, visit.status));
  }

  /** A confirmed visit became `expertId`'s (staff's notice, ADR 020); `actorId` null: the payment. */
  assigned(visit: HomeVisit, expertId: string | null, actorId: string | null): void {
    if (!expertId || visit.status !== 'confirmed') return;
    this.events.publish(
      new VisitAssigned(visit.id, visit.reference, expertId, visitWhen(visit), actorId),
    );
  }

  /**
   * Tells the customer about the visit through the one notification service (kind `visit`: in
   * the app, pushed, and mailed with the invitation when the time is set, moved or cancelled).
   * The mail follows the email preference, except the receipts and refunds (always).
   */
  async notify(
    kind: VisitMailKind,
    visit: HomeVisit,
    extra: { refundPence?: number; depositKept?: boolean; previousWhen?: string } = {},
    /** A scheduled job's: awaited until the mail is handed over (NotificationsService.notify). */
    options: { wait?: boolean } = {},
  ): Promise<void> {
    const owner = await this.users.findById(visit.userId);
    if (!owner) return;
    const expert = visit.expertId ? await this.users.findById(visit.expertId) : null;
    const expertName = expert ? fullName(expert) : null;
    const withInvitation =
      ['confirmed', 'moved', 'reminder'].includes(kind) ||
      (kind === 'cancelled' && visit.calendarSequence > 0);
    const invitation = withInvitation
      ? visitInvitation(visit, {
          publicUrl: this.publicUrl,
          organizerEmail: this.organizerEmail,
          customer: { name: fullName(owner), email: owner.email },
          expertName,
        })
      : undefined;
    const input = {
      kind,
      visit,
      firstName: owner.firstName,
      publicUrl: this.publicUrl,
      expertName,
      ...extra,
    };
    const always =
      kind === 'confirmed' ||
      kind === 'balance_paid' ||
      (kind === 'cancelled' && (extra.refundPence ?? 0) > 0);
    await this.notifications.notify(
      {
        userId: owner.id,
        kind: 'visit',
        ...visitNotice(input),
        url: routePath(ROUTES.visit, { id: visit.id }),
        mail: { content: visitMail(input, invitation), always },
      },
      options,
    );
  }

  /** The calendar file of a visit, as the owner downloads it. */
  async invitation(visit: HomeVisit): Promise<string> {
    const owner = await this.users.getOrFail(visit.userId);
    const expert = visit.expertId ? await this.users.findById(visit.expertId) : null;
    return visitInvitation(visit, {
      publicUrl: this.publicUrl,
      organizerEmail: this.organizerEmail,
      customer: { name: fullName(owner), email: owner.email },
      expertName: expert && visit.status !== 'awaiting_deposit' ? fullName(expert) : null,
    });
  }

  /** Schedules (or moves) the 24-hour reminder of a confirmed visit. */
  async scheduleReminder(visit: HomeVisit): Promise<void> {
    const at = new Date(visit.startAt.getTime() - VISIT_RULES.reminderHours * 3600_000);
    const now = this.clock.now();
    await this.jobs.schedule(
      VISIT_REMINDER_JOB,
      at > now ? at : now,
      { visitId: visit.id },
      { key: reminderKey(visit.id) },
    );
  }

  /**
   * Cancels a visit from one of `from` (the caller decided who may): refunds the deposit when
   * `refund`, raises the invitation's SEQUENCE, drops its jobs, mails the customer.
   */
  async cancel(
    visit: HomeVisit,
    options: {
      from: VisitStatus[];
      refund: boolean;
      reason?: string;
      note: string;
      /**
       * The hold's own job cancels: its job row is left for the job to finish (a run cut off
       * runs again), and the mail is awaited.
       */
      byHoldJob?: boolean;
    },
  ): Promise<{ visit: HomeVisit; refundPence: number }> {
    const paid = visit.status === 'confirmed';
    let cancelled = await this.transition(visit.id, 'cancelled', {
      from: options.from,
      note: options.note,
      conflict: VISIT_TEXTS.notCancellable,
      set: {
        cancellationReason: options.reason ?? null,
        calendarSequence: () => '"calendarSequence" + 1',
        holdUntil: null,
      },
    });
    let refundPence = 0;
    if (paid && options.refund) {
      refundPence = await this.payments.refundVisit(visit.id, 'deposit');
      await this.visits.update({ id: visit.id }, { refundPence });
      // The refund is said on the cancellation's own entry: the timeline lists "Cancelled" once.
      if (refundPence > 0)
        await this.timeline.update(
          { visitId: visit.id, status: 'cancelled' },
          { note: `${options.note}; the deposit of ${pounds(refundPence)} is refunded` },
        );
    } else if (paid) {
      await this.visits.update({ id: visit.id }, { refundPence: 0 });
    }
    if (!options.byHoldJob) await this.jobs.cancel(holdKey(visit.id));
    await this.jobs.cancel(reminderKey(visit.id));
    cancelled = await this.getOrFail(visit.id);
    await this.notify(
      visit.status === 'awaiting_deposit' ? 'expired' : 'cancelled',
      cancelled,
      { refundPence, depositKept: paid && !options.refund },
      { wait: options.byHoldJob },
    );
    return { visit: cancelled, refundPence };
  }

  // --- Jobs ----------------------------------------------------------------------------------

  /**
   * The 30-minute hold ran out unpaid: the booking is cancelled and its time offered again.
   * `again` (a run after one that failed or whose process died): a booking that run cancelled is
   * told about once more, as that run may have stopped before its mail was handed over.
   */
  async expireHold(visitId: string, again = false): Promise<void> {
    const visit = await this.visits.findOne({ where: { id: visitId } });
    // (a booking cancelled otherwise took this job away: only this job's run cancelled it)
    if (again && visit?.status === 'cancelled') {
      await this.notify('expired', visit, { refundPence: 0, depositKept: false }, { wait: true });
      return;
    }
    if (!visit || visit.status !== 'awaiting_deposit') return;
    try {
      await this.cancel(visit, {
        from: ['awaiting_deposit'],
        refund: false,
        byHoldJob: true,
        note: 'The deposit was not paid within 30 minutes',
      });
    } catch (err) {
      if (!(err instanceof DomainError && err.code === 'CONFLICT')) throw err;
    }
  }

  async remind(visitId: string): Promise<void> {
    const visit = await this.visits.findOne({ where: { id: visitId } });
    if (!visit || visit.status !== 'confirmed') return;
    await this.notify('reminder', visit, {}, { wait: true });
  }

  // --- Payments ------------------------------------------------------------------------------

  /** What a checkout of the visit is worth and to whom (payments' DescribeVisitPayment). */
  async describePayment(id: string, purpose: VisitPaymentPurpose) {
    const visit = await this.visits.findOne({ where: { id } });
    if (!visit) return null;
    const amountPence = purpose === 'deposit' ? visit.depositPence : (visit.balancePence ?? 0);
    const paid =
      purpose === 'deposit'
        ? visit.status === 'confirmed' || visit.status === 'completed' || visit.refundPence !== null
        : visit.balancePaidAt !== null;
    const open =
      purpose === 'deposit'
        ? visit.status === 'awaiting_deposit'
        : visit.status === 'completed' && amountPence > 0;
    return {
      userId: visit.userId,
      reference: visit.reference,
      amountPence,
      startAt: visit.startAt,
      endAt: visit.endAt,
      status: paid ? ('paid' as const) : open ? ('open' as const) : ('expired' as const),
    };
  }

  /** The deposit or the balance was paid (payments' SettleVisitPayment). */
  async paid(id: string, purpose: VisitPaymentPurpose, at: Date): Promise<void> {
    if (purpose === 'balance') {
      const claimed = await claimOne(
        this.visits,
        { id, status: 'completed', balancePaidAt: IsNull() },
        { balancePaidAt: at },
        ['id'],
      );
      if (!claimed) throw new DomainError('CONFLICT', PAYMENT_TEXTS.alreadyPaid);
      await this.record(id, 'completed', 'Balance paid');
      await this.notify('balance_paid', await this.getOrFail(id));
      return;
    }
    const visit = await this.getOrFail(id);
    const confirmed = await this.transition(id, 'confirmed', {
      from: ['awaiting_deposit'],
      set: { holdUntil: null },
      note: 'Deposit paid',
      conflict: visit.status === 'cancelled' ? VISIT_TEXTS.notPayable : PAYMENT_TEXTS.alreadyPaid,
    });
    await this.jobs.cancel(holdKey(id));
    await this.scheduleReminder(confirmed);
    await this.notify('confirmed', confirmed);
    this.assigned(confirmed, confirmed.expertId, null);
    this.logger.log(`Visit ${confirmed.reference} confirmed for ${visitWhen(confirmed)}`);
  }
}
