import { Injectable } from '@nestjs/common';
import type { Valuation } from '@valuation/contracts';
import { DomainError } from '../../common/domain-error';
import { MailService } from '../../infrastructure/mail/mail.service';
import { valuationReceivedMail } from '../../infrastructure/mail/mail.templates';
import {
  RevaluationRequestsService,
  ValuationLifecycleService,
  ValuationsService,
} from '../valuations';
import { MarketNoticesService } from './market-notices.service';

export const REVALUATION_ERRORS = {
  notCompleted: 'Only a completed valuation can be revalued.',
} as const;

/**
 * "Request Revaluation" (docs/product.md "Notifications"): a new request of the
 * same item, filled in from the original (description, brand, the customer's details, the photos
 * copied through the one photo pipeline), at the catalogue's standard price, awaiting the usual
 * payment. It points at the original, whose certificate its own supersedes once completed. Asking
 * again while one is open answers that one.
 */
@Injectable()
export class MarketRevaluationService {
  constructor(
    private readonly revaluations: RevaluationRequestsService,
    private readonly valuations: ValuationsService,
    private readonly lifecycle: ValuationLifecycleService,
    private readonly market: MarketNoticesService,
    private readonly mail: MailService,
  ) {}

  async request(
    userId: string,
    originalId: string,
  ): Promise<{ valuation: Valuation; created: boolean }> {
    const original = await this.valuations.getOwn(userId, originalId);
    if (original.status !== 'completed') {
      throw new DomainError('CONFLICT', REVALUATION_ERRORS.notCompleted);
    }
    const open = await this.revaluations.openRevaluationOf(userId, original.id);
    if (open) return { valuation: await this.valuations.toDto(open), created: false };

    const created = await this.revaluations.requestRevaluation(original);
    const notice = await this.market.noticeFor(original.id);
    if (notice) await this.market.linkRevaluation(original.id, notice.movementId, created.id);
    const data = this.lifecycle.mailData(created);
    this.mail.send(created.email, valuationReceivedMail(data, data.url));
    return { valuation: await this.valuations.toDto(created), created: true };
  }
}
