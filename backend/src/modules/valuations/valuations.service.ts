import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import {
  VALUATION_ERRORS,
  type ExportedValuation,
  type Valuation,
  type ValuationSummary,
} from '@valuation/contracts';
import { Clock } from '../../infrastructure/clock/clock';
import { DomainError } from '../../common/domain-error';
import { ValuationPhoto } from './entities/valuation-photo.entity';
import { ValuationRequest } from './entities/valuation-request.entity';
import { ValuationTimelineEntry } from './entities/valuation-timeline-entry.entity';
import { PaymentsService } from './payments/payments.service';
import { PhotoStorageService } from './photo-storage.service';
import { ValuationJobsService } from './valuation-jobs.service';
import { CUSTOMER_ACTOR, ValuationLifecycleService } from './valuation-lifecycle.service';
import { cancellableUntil, toValuationDto, toValuationSummary } from './valuation.mapper';

/** The customer's requests as the API answers them: list, read, cancel, export. */
@Injectable()
export class ValuationsService {
  private readonly logger = new Logger(ValuationsService.name);

  constructor(
    @InjectRepository(ValuationRequest) private readonly requests: Repository<ValuationRequest>,
    @InjectRepository(ValuationPhoto) private readonly photos: Repository<ValuationPhoto>,
    @InjectRepository(ValuationTimelineEntry)
    private readonly timeline: Repository<ValuationTimelineEntry>,
    private readonly storage: PhotoStorageService,
    private readonly lifecycle: ValuationLifecycleService,
    private readonly payments: PaymentsService,
    private readonly jobs: ValuationJobsService,
    private readonly clock: Clock,
  ) {}

  /** The customer's requests, newest first (index valuation_requests(userId, createdAt DESC)). */
  async list(userId: string): Promise<ValuationSummary[]> {
    const rows = await this.requests.find({
      where: { userId },
      order: { createdAt: 'DESC', id: 'ASC' },
    });
    return rows.map(toValuationSummary);
  }

  /** The customer's own request; anyone else's (or a missing one) is NOT_FOUND. */
  async getOwn(userId: string, id: string): Promise<ValuationRequest> {
    const valuation = await this.requests.findOne({ where: { id, userId } });
    if (!valuation) throw new DomainError('NOT_FOUND', VALUATION_ERRORS.notFound);
    return valuation;
  }

  async getOwnDto(userId: string, id: string): Promise<Valuation> {
    return this.toDto(await this.getOwn(userId, id));
  }

  /** The contract's Valuation (signed photo URLs); also for the staff console. */
  async toDto(valuation: ValuationRequest): Promise<Valuation> {
    const [photos, timeline, payment] = await Promise.all([
      this.photos.find({
        where: { valuationId: valuation.id },
        order: { uploadedAt: 'ASC', id: 'ASC' },
      }),
      this.timeline.find({ where: { valuationId: valuation.id }, order: { at: 'ASC', id: 'ASC' } }),
      this.payments.paymentOf(valuation.id),
    ]);
    return toValuationDto(valuation, {
      photos,
      timeline,
      payment,
      sign: (photoId, variant) => this.storage.signedUrl(photoId, variant),
      now: this.clock.now(),
    });
  }

  /** Cancels as docs/product.md §4 allows (refunding a paid one in full); else CONFLICT. */
  async cancel(userId: string, id: string): Promise<Valuation> {
    const valuation = await this.getOwn(userId, id);
    const now = this.clock.now();
    const actor = { actorId: userId, actorLabel: CUSTOMER_ACTOR, mail: false };
    if (valuation.status === 'awaiting_payment') {
      const done = await this.lifecycle.transition(id, 'cancelled', {
        ...actor,
        from: ['awaiting_payment'],
        set: { cancelledAt: now },
      });
      await this.jobs.cancelUnpaid(id);
      await this.lifecycle.mailCancelled(done, 'customer', false);
      return this.toDto(done);
    }
    if (valuation.status === 'cancelled')
      throw new DomainError('CONFLICT', VALUATION_ERRORS.cancelled);
    if (!cancellableUntil(valuation, now)) {
      throw new DomainError('CONFLICT', VALUATION_ERRORS.cannotCancel);
    }
    const done = await this.lifecycle.transition(id, 'cancelled', {
      ...actor,
      from: ['paid'],
      note: 'Refunded in full',
      set: { cancelledAt: now },
    });
    let refunded: boolean;
    try {
      refunded = await this.payments.refundFor(id);
    } catch (err) {
      this.logger.error(
        `The refund of cancelled request ${valuation.reference} failed: ${(err as Error).message}`,
      );
      throw new DomainError('PAYMENT_PROVIDER_FAILED', VALUATION_ERRORS.refundFailed);
    }
    await this.lifecycle.mailCancelled(done, 'customer', refunded);
    return this.toDto(done);
  }

  /** For the data export: every request of the customer, photos as metadata only. */
  async exportForUser(userId: string): Promise<ExportedValuation[]> {
    const rows = await this.requests.find({
      where: { userId },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    const out: ExportedValuation[] = [];
    for (const row of rows) {
      const { photos, cancellableUntil: _until, ...rest } = await this.toDto(row);
      out.push({
        ...rest,
        photos: photos.map(({ url: _url, previewUrl: _preview, ...meta }) => meta),
      });
    }
    return out;
  }
}
