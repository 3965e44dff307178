import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { catalogueService, formatGbp, MARKET_TEXTS } from '@valuation/contracts';
import { IsNull, Not, Repository } from 'typeorm';
import { Clock } from '../../infrastructure/clock/clock';
import { yieldToEventLoop } from '../../common/concurrency/limiter';
import { JobsService } from '../../infrastructure/jobs/jobs.module';
import { marketMovementMail } from '../../infrastructure/mail/mail.templates';
import type { ValuationMailData } from '../../infrastructure/mail/valuation-mails';
import { type NotificationInput, NotificationsService } from '../notifications';
import {
  ValuationDirectoryService,
  ValuationLifecycleService,
  type ValuationRequest,
} from '../valuations';
import { MarketMovementEntity } from './entities/market-movement.entity';
import { MarketNoticeEntity } from './entities/market-notice.entity';

export const MARKET_NOTIFY_JOB = 'market.notify';
/**
 * Notifications written per statement. Small, so that a batch (its statements, its mails) holds
 * the process only briefly: with 250 and the mails not waited for, a 5,000-customer movement
 * slowed every other request of the process some 40 times (bench/market-movement.mjs).
 */
export const MARKET_BATCH_SIZE = 50;
/** A batch's mails being written at once; the next batch starts once they are handed over. */
export const MARKET_MAIL_CONCURRENCY = 4;
/** A job run hands over (reschedules itself) after this long, so other processes share the work. */
const RUN_BUDGET_MS = 20_000;

/** The key that makes a market notice one notification per movement and request. */
export function marketSourceKey(movementId: string, valuationId: string): string {
  return `market:${movementId}:${valuationId}`;
}

const jobKey = (movementId: string) => `market-notify:${movementId}`;

interface PendingRow {
  id: string;
  userId: string;
  valuationId: string;
  value: string;
  estimatedValue: string;
}

/**
 * What a movement tells the customer of one concerned request: in the app (and by push) and by
 * mail, amounts written by contracts' formatGbp as everywhere else.
 */
export function marketNotification(
  movement: MarketMovementEntity,
  notice: Pick<PendingRow, 'userId' | 'valuationId' | 'value' | 'estimatedValue'>,
  v: ValuationRequest,
  data: ValuationMailData,
): NotificationInput {
  const change = Number(movement.changePercent);
  const item =
    v.watchBrand && v.watchBrand !== 'Other'
      ? v.watchBrand
      : v.handbagBrand && v.handbagBrand !== 'Other'
        ? v.handbagBrand
        : (catalogueService(v.serviceType)?.name ?? v.serviceType).toLowerCase();
  const direction = change >= 0 ? 'risen' : 'fallen';
  const estimated = formatGbp(Number(notice.estimatedValue));
  return {
    userId: notice.userId,
    kind: 'market_movement',
    title: MARKET_TEXTS.noticeTitle,
    body: `The market for ${item} has ${direction} by ${Math.abs(change)}% since your valuation ${v.reference}. Its estimated value now is ${estimated}.`,
    url: `/valuations/${v.id}`,
    sourceKey: marketSourceKey(movement.id, notice.valuationId),
    mail: {
      to: v.email,
      content: marketMovementMail(data, {
        changePercent: change,
        value: Number(notice.value),
        estimatedValue: Number(notice.estimatedValue),
        note: movement.note,
      }),
    },
  };
}

/**
 * The scheduled job that tells a movement's customers (docs/product.md "Notifications"), in
 * batches, so the staff POST answers at once however many customers it reaches. It shares its
 * process with requests: small batches, each batch's mails written a few at a time and waited
 * for, pushes queued behind PushService's bound, and the event loop given back between batches.
 */
@Injectable()
export class MarketNotifyJob implements OnModuleInit {
  private readonly logger = new Logger(MarketNotifyJob.name);

  constructor(
    @InjectRepository(MarketMovementEntity)
    private readonly movements: Repository<MarketMovementEntity>,
    @InjectRepository(MarketNoticeEntity) private readonly notices: Repository<MarketNoticeEntity>,
    private readonly requests: ValuationDirectoryService,
    private readonly jobs: JobsService,
    private readonly notifications: NotificationsService,
    private readonly lifecycle: ValuationLifecycleService,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.jobs.register<{ movementId: string }>(MARKET_NOTIFY_JOB, (p) => this.run(p.movementId));
  }

  /**
   * Due at `at` (the movement's notifyAt, once its withdrawal window has passed), or now (a run
   * handing over the rest); one pending job per movement.
   */
  schedule(movementId: string, at: Date = this.clock.now()): Promise<unknown> {
    return this.jobs.schedule(MARKET_NOTIFY_JOB, at, { movementId }, { key: jobKey(movementId) });
  }

  /**
   * A withdrawn movement: its pending job never runs, and any of its notices already in a bell
   * (a run that raced the withdrawal) is removed.
   */
  async withdraw(movementId: string): Promise<void> {
    await this.jobs.cancel(jobKey(movementId));
    const notices = await this.notices.find({
      where: { movementId },
      select: ['id', 'valuationId'],
    });
    await this.notifications.removeBySourceKeys(
      notices.map((n) => marketSourceKey(movementId, n.valuationId)),
    );
  }

  /**
   * Notifies the movement's customers, a batch per statement, until none is left or time is up.
   * A mail refused by the mail server leaves its notice unmailed: the run ends with an error once
   * every other notice is done, so the job runs again after its back-off (or, if this process
   * dies, after its lease) and mails only the notices not yet mailed.
   */
  async run(movementId: string): Promise<void> {
    const movement = await this.movements.findOne({ where: { id: movementId } });
    // withdrawn: nobody is told (the withdrawal cancelled the job; this is a run it raced)
    if (!movement || movement.withdrawnAt) return;
    const started = Date.now();
    // This run's place: a notice whose mail was refused is not tried again before the next run.
    let after = '00000000-0000-0000-0000-000000000000';
    let refused = 0;
    for (;;) {
      const pending = await this.notices
        .createQueryBuilder('n')
        .select(['n.id', 'n.userId', 'n.valuationId', 'n.value', 'n.estimatedValue'])
        .addSelect('n.notifiedAt')
        .where('n.movementId = :movementId AND n.id > :after', { movementId, after })
        .andWhere('(n.notifiedAt IS NULL OR n.mailedAt IS NULL)')
        .orderBy('n.id')
        .limit(MARKET_BATCH_SIZE)
        .getMany();
      if (pending.length === 0) {
        if (refused > 0)
          throw new Error(`${refused} market movement mail(s) refused; they are sent again later`);
        await this.movements.update({ id: movementId }, { sentAt: this.clock.now() });
        return;
      }
      // withdrawn meanwhile (a run that started at the very end of the window): stop here
      if (await this.movements.exists({ where: { id: movementId, withdrawnAt: Not(IsNull()) } }))
        return;
      refused += await this.notifyBatch(movement, pending);
      after = pending[pending.length - 1].id;
      if (Date.now() - started > RUN_BUDGET_MS) {
        await this.schedule(movementId);
        return;
      }
      // What arrived meanwhile (other requests) is answered before the next batch.
      await yieldToEventLoop();
    }
  }

  /**
   * Tells the batch's customers not yet told (in the app, by push), then mails those not yet
   * mailed, each recorded as soon as it is handed over, so a run after a refusal or a SIGKILL
   * mails none twice. The in-app notices are stored by their source key (one per movement and
   * request), so a batch stored again after its process died between storing them and marking
   * them told stores (and pushes) nothing twice. Answers how many mails were refused.
   */
  private async notifyBatch(
    movement: MarketMovementEntity,
    pending: (PendingRow & { notifiedAt: Date | null })[],
  ): Promise<number> {
    const requests = await this.requests.findByIds(pending.map((p) => p.valuationId));
    const byId = new Map(requests.map((v) => [v.id, v]));
    const told = pending.filter((notice) => byId.has(notice.valuationId));
    const inputs = told.map((notice) => {
      const v = byId.get(notice.valuationId)!;
      return marketNotification(movement, notice, v, this.lifecycle.mailData(v));
    });
    const toTell = told.flatMap((notice, i) =>
      notice.notifiedAt ? [] : [{ ...inputs[i], mail: undefined }],
    );
    await this.notifications.notifyMany(toTell);
    const untold = pending.filter((notice) => !notice.notifiedAt).map((notice) => notice.id);
    if (untold.length) await this.mark(untold, 'notifiedAt');
    const sent = new Set<number>();
    const mailed = await this.notifications.mailMany(inputs, MARKET_MAIL_CONCURRENCY, (i) => {
      sent.add(i);
      return this.mark([told[i].id], 'mailedAt');
    });
    // Done with, no mail sent: none wanted (preference, disabled account), or the request is gone.
    const settled = [
      ...told.filter((_, i) => mailed[i] && !sent.has(i)),
      ...pending.filter((notice) => !byId.has(notice.valuationId)),
    ].map((notice) => notice.id);
    if (settled.length) await this.mark(settled, 'mailedAt');
    const refused = mailed.filter((ok) => !ok).length;
    this.logger.debug?.(`Market movement ${movement.id}: ${told.length} told, ${refused} refused`);
    return refused;
  }

  private mark(ids: string[], column: 'notifiedAt' | 'mailedAt') {
    return this.notices
      .createQueryBuilder()
      .update()
      .set({ [column]: this.clock.now() })
      .where('id IN (:...ids)', { ids })
      .execute();
  }
}
