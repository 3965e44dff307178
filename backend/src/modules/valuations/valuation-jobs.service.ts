import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { VALUATION_RULES } from '@valuation/contracts';
import { JobsService } from '../jobs/jobs.module';
import { MailService } from '../mail/mail.service';
import { valuationUnpaidReminderMail } from '../mail/mail.templates';
import { User } from '../users/entities/user.entity';
import { ValuationRequest } from './entities/valuation-request.entity';
import { ValuationLifecycleService } from './valuation-lifecycle.service';
import { UNPAID_EXPIRY_JOB, UNPAID_REMINDER_JOB } from './valuation-jobs';
import { ValuationsService } from './valuations.service';

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
    private readonly valuations: ValuationsService,
    private readonly lifecycle: ValuationLifecycleService,
    private readonly mail: MailService,
    @InjectRepository(ValuationRequest) private readonly requests: Repository<ValuationRequest>,
    @InjectRepository(User) private readonly users: Repository<User>,
  ) {}

  onModuleInit(): void {
    this.jobs.register<{ valuationId: string }>(UNPAID_REMINDER_JOB, (p) =>
      this.remind(p.valuationId),
    );
    this.jobs.register<{ valuationId: string }>(UNPAID_EXPIRY_JOB, async (p) => {
      await this.valuations.expireUnpaid(p.valuationId);
    });
  }

  async remind(valuationId: string): Promise<void> {
    const v = await this.requests.findOne({ where: { id: valuationId } });
    if (!v || v.status !== 'awaiting_payment') return;
    const owner = await this.users.findOne({
      where: { id: v.userId },
      select: { id: true, notificationPreferences: true },
    });
    if (owner?.notificationPreferences?.email === false) return;
    const data = this.lifecycle.mailData(v);
    this.mail.send(
      v.email,
      valuationUnpaidReminderMail(data, data.url, VALUATION_RULES.unpaidExpiryDays),
    );
  }
}
