import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { EventBus } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import {
  catalogueService,
  VALUATION_ERRORS,
  VALUATION_RULES,
  VALUATION_STATUS_LABELS,
  type ValuationStatus,
} from '@valuation/contracts';
import { Clock } from '../../infrastructure/clock/clock';
import { DomainError } from '../../common/domain-error';
import { claimOne } from '../../database/atomic-claim';
import { AppConfig } from '../../infrastructure/config/app.config';
import {
  MailContent,
  paymentReceiptMail,
  valuationCancelledMail,
  ValuationMailData,
  valuationStatusMail,
} from '../../infrastructure/mail/mail.templates';
import { NotificationsService } from '../notifications';
import { ValuationRequest } from './entities/valuation-request.entity';
import { ValuationTimelineEntry } from './entities/valuation-timeline-entry.entity';
import { ValuationStatusChanged } from './valuation.events';

/** The lifecycle of docs/product.md §4: which status may follow which. */
export const ALLOWED_TRANSITIONS: Record<ValuationStatus, readonly ValuationStatus[]> = {
  awaiting_payment: ['paid', 'cancelled'],
  paid: ['in_review', 'cancelled'],
  in_review: ['info_requested', 'completed'],
  info_requested: ['in_review', 'completed'],
  completed: [],
  cancelled: [],
};

export const SYSTEM_ACTOR = 'system';
export const CUSTOMER_ACTOR = 'customer';

export interface TransitionOptions {
  /** The account that made the change (an expert, the customer), or none for the system. */
  actorId?: string | null;
  /** How the timeline names who made it: "customer", the expert's name, "system" (default). */
  actorLabel?: string;
  /** Shown on the timeline and in the mail (e.g. what the expert asks for). */
  note?: string | null;
  /** Other columns changed in the same statement (paidAt, assigneeId, result…). */
  set?: QueryDeepPartialEntity<ValuationRequest>;
  /** Only from these statuses (besides the allowed transitions), e.g. ['paid'] for a refund. */
  from?: readonly ValuationStatus[];
  /** false: the caller sends its own mail (default: the status mail of this change). */
  mail?: boolean;
}

/**
 * The ONE place where a request's status changes: checks the contract's transitions, claims the
 * change atomically (only if the status is still the one read, so two racing changes cannot both
 * happen), records the timeline entry, mails the customer (when their email notifications are
 * on; payment receipts and refunds always) and publishes ValuationStatusChanged (ADR 020).
 */
@Injectable()
export class ValuationLifecycleService {
  private readonly publicUrl: string;

  constructor(
    @InjectRepository(ValuationRequest) private readonly requests: Repository<ValuationRequest>,
    @InjectRepository(ValuationTimelineEntry)
    private readonly timeline: Repository<ValuationTimelineEntry>,
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
    private readonly events: EventBus,
    config: ConfigService,
  ) {
    this.publicUrl = config.getOrThrow<AppConfig>('app').publicUrl;
  }

  /** Changes the status; DomainError NOT_FOUND, or CONFLICT with a sentence when not allowed. */
  async transition(
    valuationId: string,
    to: ValuationStatus,
    options: TransitionOptions = {},
  ): Promise<ValuationRequest> {
    const current = await this.requests.findOne({ where: { id: valuationId } });
    if (!current) throw new DomainError('NOT_FOUND', VALUATION_ERRORS.notFound);
    const from = current.status;
    if (!ALLOWED_TRANSITIONS[from].includes(to) || (options.from && !options.from.includes(from))) {
      throw new DomainError(
        'CONFLICT',
        from === 'cancelled'
          ? VALUATION_ERRORS.cancelled
          : `A request that is "${VALUATION_STATUS_LABELS[from]}" cannot become "${VALUATION_STATUS_LABELS[to]}".`,
      );
    }
    const now = this.clock.now();
    const claimed = await claimOne(
      this.requests,
      { id: valuationId, status: from },
      { ...(options.set ?? {}), status: to, updatedAt: now },
      ['id'],
    );
    if (!claimed) throw new DomainError('CONFLICT', VALUATION_ERRORS.changedMeanwhile);
    await this.record(valuationId, to, now, options);
    const updated = (await this.requests.findOne({ where: { id: valuationId } }))!;
    if (options.mail !== false) await this.mailChange(updated, to, options.note ?? null);
    this.events.publish(
      new ValuationStatusChanged(updated.id, updated.userId, updated.assigneeId, from, to),
    );
    return updated;
  }

  /** Adds a timeline entry (creation uses it for the first one). */
  async record(
    valuationId: string,
    status: ValuationStatus,
    at: Date,
    options: Pick<TransitionOptions, 'actorId' | 'actorLabel' | 'note'> = {},
  ): Promise<void> {
    await this.timeline.insert({
      valuationId,
      status,
      at,
      note: options.note ?? null,
      actorId: options.actorId ?? null,
      actorLabel: options.actorLabel ?? SYSTEM_ACTOR,
    });
  }

  /** The mail facts of a request: name, reference, what, price, its page. */
  mailData(v: ValuationRequest): ValuationMailData {
    const service = catalogueService(v.serviceType);
    const tier = service?.tiers[v.serviceTier];
    return {
      firstName: v.firstName,
      reference: v.reference,
      description: `${service?.name ?? v.serviceType} valuation, ${tier?.name ?? v.serviceTier}`,
      total: v.priceTotal,
      url: `${this.publicUrl}/valuations/${v.id}`,
    };
  }

  /** The cancellation mail (always sent when a payment was refunded). */
  async mailCancelled(
    v: ValuationRequest,
    reason: 'customer' | 'expired',
    refunded: boolean,
    options: { wait?: boolean } = {},
  ): Promise<void> {
    await this.send(
      v,
      valuationCancelledMail(this.mailData(v), reason, refunded),
      refunded,
      VALUATION_STATUS_LABELS.cancelled,
      options,
    );
  }

  private async mailChange(v: ValuationRequest, to: ValuationStatus, note: string | null) {
    if (to === 'paid') {
      await this.send(
        v,
        paymentReceiptMail(this.mailData(v), v.paidAt ?? this.clock.now(), v.dueAt),
        true,
        VALUATION_STATUS_LABELS.paid,
      );
    } else if (to === 'cancelled') {
      await this.mailCancelled(v, 'customer', false);
    } else {
      await this.send(
        v,
        valuationStatusMail(this.mailData(v), VALUATION_STATUS_LABELS[to], note),
        false,
        note ?? VALUATION_STATUS_LABELS[to],
      );
    }
  }

  /**
   * Tells the customer through the one notification service (in the app, by push, and this mail
   * to the request's email; `always` ignores the email preference: receipts and refunds).
   */
  async send(
    v: ValuationRequest,
    content: MailContent,
    always: boolean,
    body: string,
    options: { wait?: boolean } = {},
  ): Promise<void> {
    await this.notifications.notify(
      {
        userId: v.userId,
        kind: 'valuation_status',
        title: content.subject,
        body,
        url: `/valuations/${v.id}`,
        mail: { content, to: v.email, always },
      },
      options,
    );
  }
}

/** How long after payment a paid request may still be cancelled. */
export const CANCELLATION_WINDOW_MS = VALUATION_RULES.cancellationDays * 24 * 60 * 60 * 1000;
