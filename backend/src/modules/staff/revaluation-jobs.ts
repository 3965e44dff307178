import { Injectable, OnModuleInit } from '@nestjs/common';
import { formatCertificateDate } from '../certificates';
import { JobsService } from '../../infrastructure/jobs/jobs.module';
import { NotificationsService } from '../notifications';
import {
  revaluationReadyMail,
  revaluationReminderMail,
} from '../../infrastructure/mail/mail.templates';
import {
  REVALUATION_PHOTOS_NOTE,
  RevaluationRequestsService,
  ValuationDirectoryService,
  ValuationLifecycleService,
  type ValuationRequest,
} from '../valuations';

export const REVALUATION_JOBS = {
  reminder: 'valuation.revaluation-reminder',
  due: 'valuation.revaluation-due',
} as const;

/** The reminder goes this long before the revaluation is due. */
export const REMINDER_BEFORE_MS = 30 * 24 * 60 * 60 * 1000;

interface Payload {
  valuationId: string;
}

/**
 * Lifetime support for auto-revalue (docs/product.md §2.21): a month before and on the day two
 * years after completion the customer is mailed; on the day a prepaid request is opened, filled
 * in from the original, in `info_requested` (paid, assigned to the original valuer) so the
 * customer only adds fresh photos, which puts it back in review. Its certificate supersedes the
 * original's.
 */
@Injectable()
export class RevaluationJobs implements OnModuleInit {
  constructor(
    private readonly requests: ValuationDirectoryService,
    private readonly revaluations: RevaluationRequestsService,
    private readonly jobs: JobsService,
    private readonly lifecycle: ValuationLifecycleService,
    private readonly notifications: NotificationsService,
  ) {}

  onModuleInit(): void {
    this.jobs.register<Payload>(REVALUATION_JOBS.reminder, (p) => this.remind(p.valuationId));
    this.jobs.register<Payload>(REVALUATION_JOBS.due, (p, ctx) =>
      this.open(p.valuationId, ctx.attempts > 1),
    );
  }

  async schedule(valuationId: string, dueAt: Date): Promise<void> {
    const payload = { valuationId };
    await this.jobs.schedule(
      REVALUATION_JOBS.reminder,
      new Date(dueAt.getTime() - REMINDER_BEFORE_MS),
      payload,
      { key: `revaluation-reminder:${valuationId}` },
    );
    await this.jobs.schedule(REVALUATION_JOBS.due, dueAt, payload, {
      key: `revaluation-due:${valuationId}`,
    });
  }

  async remind(valuationId: string): Promise<void> {
    const v = await this.requests.findById(valuationId);
    if (!v || v.status !== 'completed' || !v.revaluationDueAt) return;
    const dueDate = formatCertificateDate(v.revaluationDueAt);
    const content = revaluationReminderMail(this.lifecycle.mailData(v), dueDate);
    // The prepaid service's own mails go out whatever the email preference (as before). Awaited
    // (wait): the job is done only once the mail is handed over.
    await this.notifications.notify(
      {
        userId: v.userId,
        kind: 'revaluation_due',
        title: content.subject,
        body: `The revaluation you paid for is due on ${dueDate}.`,
        url: `/valuations/${v.id}`,
        mail: { content, to: v.email, always: true },
      },
      { wait: true },
    );
  }

  /**
   * Opens the prepaid revaluation request (once: a second run finds it). `again` (a run after one
   * that failed or whose process died) tells the customer again when the request is there
   * already: that run may have stopped before its mail was handed over.
   */
  async open(valuationId: string, again = false): Promise<void> {
    const original = await this.requests.findById(valuationId);
    if (!original || original.status !== 'completed' || !original.autoRevalue) return;
    const opened = await this.revaluations.revaluationOf(original.id);
    if (opened) {
      if (again) await this.tellOpened(original, opened);
      return;
    }
    const created = await this.revaluations.openPrepaid(original);
    await this.tellOpened(original, created);
  }

  /** In the app, by push and by mail, awaited (a scheduled job's). */
  private async tellOpened(original: ValuationRequest, created: ValuationRequest): Promise<void> {
    const content = revaluationReadyMail(
      this.lifecycle.mailData(original),
      this.lifecycle.mailData(created),
    );
    await this.notifications.notify(
      {
        userId: original.userId,
        kind: 'revaluation_due',
        title: content.subject,
        body: REVALUATION_PHOTOS_NOTE,
        url: `/valuations/${created.id}`,
        mail: { content, to: original.email, always: true },
      },
      { wait: true },
    );
  }
}
