import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { VALUATION_RULES } from '@valuation/contracts';
import { JobsService } from '../../infrastructure/jobs/jobs.module';
import { MailService } from '../../infrastructure/mail/mail.service';
import { valuationUnpaidReminderMail } from '../../infrastructure/mail/mail.templates';
import { UsersService } from '../users';
import { ValuationRequest } from './entities/valuation-request.entity';
import { Clock } from '../../infrastructure/clock/clock';
import { DomainError } from '../../common/domain-error';
import { ValuationPhoto } from './entities/valuation-photo.entity';
import { PhotoStorageService } from './photo-storage.service';
import { ValuationLifecycleService } from './valuation-lifecycle.service';
import {
  expiryKey,
  reminderKey,
  UNPAID_EXPIRY_JOB,
  UNPAID_REMINDER_JOB,
  unpaidJobTimes,
} from './valuation-jobs';

/**
 * The scheduled work of unpaid requests (contracts: Scheduled work): a reminder with a pay link
 * 24 hours after creation, and the expiry after 30 days (cancelled, photos deleted). Both are
 * scheduled at creation and cancelled when the request is paid or cancelled; each handler also
 * checks the status, so a late run does nothing.
 */
@Injectable()
export class ValuationJobsService implements OnModuleInit {
  constructor(
    private readonly jobs: JobsService,
    private readonly lifecycle: ValuationLifecycleService,
    private readonly mail: MailService,
    private readonly storage: PhotoStorageService,
    private readonly clock: Clock,
    @InjectRepository(ValuationRequest) private readonly requests: Repository<ValuationRequest>,
    @InjectRepository(ValuationPhoto) private readonly photos: Repository<ValuationPhoto>,
    private readonly users: UsersService,
  ) {}

  onModuleInit(): void {
    this.jobs.register<{ valuationId: string }>(UNPAID_REMINDER_JOB, (p) =>
      this.remind(p.valuationId),
    );
    this.jobs.register<{ valuationId: string }>(UNPAID_EXPIRY_JOB, async (p, ctx) => {
      await this.expireUnpaid(p.valuationId, ctx.attempts > 1);
    });
  }

  /** At creation: the reminder after 24 hours and the expiry after 30 days, keyed per request. */
  async scheduleUnpaid(valuationId: string, createdAt: Date): Promise<void> {
    const times = unpaidJobTimes(createdAt);
    await this.jobs.schedule(
      UNPAID_REMINDER_JOB,
      times.reminder,
      { valuationId },
      { key: reminderKey(valuationId) },
    );
    await this.jobs.schedule(
      UNPAID_EXPIRY_JOB,
      times.expiry,
      { valuationId },
      { key: expiryKey(valuationId) },
    );
  }

  /** The unpaid reminder and expiry are not needed once the request is paid or cancelled. */
  async cancelUnpaid(valuationId: string): Promise<void> {
    await this.jobs.cancel(reminderKey(valuationId));
    await this.jobs.cancel(expiryKey(valuationId));
  }

  /**
   * 30 days unpaid: cancelled by the system and its photos deleted, the customer told (awaited:
   * the job is done only once the mail is handed over). `again` (a run after one that failed or
   * whose process died) finishes a cancellation that run made: photos, then the mail.
   */
  async expireUnpaid(id: string, again = false): Promise<boolean> {
    const valuation = await this.requests.findOne({ where: { id } });
    if (again && valuation?.status === 'cancelled' && !valuation.paidAt) {
      await this.photos.delete({ valuationId: id });
      await this.storage.removeValuation(valuation.userId, id);
      await this.lifecycle.mailCancelled(valuation, 'expired', false, { wait: true });
      return true;
    }
    if (!valuation || valuation.status !== 'awaiting_payment') return false;
    try {
      const done = await this.lifecycle.transition(id, 'cancelled', {
        from: ['awaiting_payment'],
        note: 'Not paid within 30 days',
        set: { cancelledAt: this.clock.now() },
        mail: false,
      });
      await this.photos.delete({ valuationId: id });
      await this.storage.removeValuation(valuation.userId, id);
      await this.lifecycle.mailCancelled(done, 'expired', false, { wait: true });
      return true;
    } catch (err) {
      if (err instanceof DomainError && err.code === 'CONFLICT') return false;
      throw err;
    }
  }

  async remind(valuationId: string): Promise<void> {
    const v = await this.requests.findOne({ where: { id: valuationId } });
    if (!v || v.status !== 'awaiting_payment') return;
    const owner = await this.users.findById(v.userId);
    if (owner?.notificationPreferences?.email === false) return;
    const data = this.lifecycle.mailData(v);
    // Awaited, so that the job is done only once the mail is handed over.
    await this.mail.sendNow(
      v.email,
      valuationUnpaidReminderMail(data, data.url, VALUATION_RULES.unpaidExpiryDays),
    );
  }
}
