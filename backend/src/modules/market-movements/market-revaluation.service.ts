import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import {
  REVALUATION_TIER,
  VALUATION_ERRORS,
  valuationPrice,
  type Valuation,
} from '@valuation/contracts';
import { In, Not, Repository } from 'typeorm';
import { Clock } from '../../infrastructure/clock/clock';
import { DomainError } from '../../common/domain-error';
import { MailService } from '../../infrastructure/mail/mail.service';
import { valuationReceivedMail } from '../../infrastructure/mail/mail.templates';
import {
  CUSTOMER_ACTOR,
  newReference,
  photoRows,
  PhotoStorageService,
  type StoredPhoto,
  ValuationJobsService,
  ValuationLifecycleService,
  ValuationPhoto,
  ValuationRequest,
  ValuationsService,
  ValuationTimelineEntry,
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
    @InjectRepository(ValuationRequest) private readonly requests: Repository<ValuationRequest>,
    @InjectRepository(ValuationPhoto) private readonly photos: Repository<ValuationPhoto>,
    private readonly storage: PhotoStorageService,
    private readonly valuations: ValuationsService,
    private readonly lifecycle: ValuationLifecycleService,
    private readonly market: MarketNoticesService,
    private readonly jobs: ValuationJobsService,
    private readonly mail: MailService,
    private readonly clock: Clock,
  ) {}

  async request(
    userId: string,
    originalId: string,
  ): Promise<{ valuation: Valuation; created: boolean }> {
    const original = await this.valuations.getOwn(userId, originalId);
    if (original.status !== 'completed') {
      throw new DomainError('CONFLICT', REVALUATION_ERRORS.notCompleted);
    }
    const open = await this.requests.findOne({
      where: { revaluationOfId: original.id, userId, status: Not(In(['cancelled', 'completed'])) },
      order: { createdAt: 'DESC' },
    });
    if (open) return { valuation: await this.valuations.toDto(open), created: false };

    const id = randomUUID();
    const price = valuationPrice(original.serviceType, REVALUATION_TIER, false);
    if (!price) throw new DomainError('CONFLICT', VALUATION_ERRORS.notFound);
    const sources = await this.photos.find({
      where: { valuationId: original.id },
      order: { uploadedAt: 'ASC' },
    });
    const copies: StoredPhoto[] = [];
    try {
      for (const photo of sources) {
        const copy = await this.storage.copyPhoto(userId, id, { ...photo, type: 'image/jpeg' });
        if (copy) copies.push(copy);
      }
      const now = this.clock.now();
      let reference = '';
      for (let attempt = 0; ; attempt++) {
        reference = newReference();
        if (!(await this.requests.existsBy({ reference }))) break;
        if (attempt >= 4) throw new Error('Could not find a free reference');
      }
      await this.requests.manager.transaction(async (tx) => {
        await tx.insert(ValuationRequest, {
          id,
          reference,
          userId,
          status: 'awaiting_payment',
          serviceType: original.serviceType,
          serviceTier: REVALUATION_TIER,
          watchBrand: original.watchBrand,
          otherWatchBrand: original.otherWatchBrand,
          handbagBrand: original.handbagBrand,
          otherHandbagBrand: original.otherHandbagBrand,
          itemDescription: original.itemDescription,
          purpose: original.purpose,
          itemModel: original.itemModel,
          itemReference: original.itemReference,
          itemSerial: original.itemSerial,
          lastKnownValue: original.lastKnownValue,
          yearOfPurchase: original.yearOfPurchase,
          autoRevalue: false,
          firstName: original.firstName,
          lastName: original.lastName,
          email: original.email,
          phone: original.phone,
          address: original.address,
          priceTier: price.tier,
          priceAutoRevalue: 0,
          priceTotal: price.total,
          revaluationOfId: original.id,
          createdAt: now,
          updatedAt: now,
        });
        if (copies.length > 0) await tx.insert(ValuationPhoto, photoRows(id, copies, now));
        await tx.insert(ValuationTimelineEntry, {
          valuationId: id,
          status: 'awaiting_payment',
          at: now,
          note: `Revaluation of ${original.reference}`,
          actorId: userId,
          actorLabel: CUSTOMER_ACTOR,
        });
      });
      await this.jobs.scheduleUnpaid(id, now);
    } catch (err) {
      await this.storage.removeValuation(userId, id);
      throw err;
    }
    const created = (await this.requests.findOne({ where: { id } }))!;
    const notice = await this.market.noticeFor(original.id);
    if (notice) await this.market.linkRevaluation(original.id, notice.movementId, id);
    const data = this.lifecycle.mailData(created);
    this.mail.send(created.email, valuationReceivedMail(data, data.url));
    return { valuation: await this.valuations.toDto(created), created: true };
  }
}
