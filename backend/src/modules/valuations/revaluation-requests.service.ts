import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import {
  REVALUATION_TIER,
  VALUATION_ERRORS,
  valuationDueAt,
  valuationPrice,
} from '@valuation/contracts';
import { In, Not, Repository } from 'typeorm';
import { Clock } from '../../infrastructure/clock/clock';
import { DomainError } from '../../common/domain-error';
import { ValuationPhoto } from './entities/valuation-photo.entity';
import { ValuationRequest } from './entities/valuation-request.entity';
import { ValuationTimelineEntry } from './entities/valuation-timeline-entry.entity';
import { PhotoStorageService, type StoredPhoto } from './photo-storage.service';
import { photoRows } from './valuation-creation.service';
import { ValuationJobsService } from './valuation-jobs.service';
import { CUSTOMER_ACTOR, ValuationLifecycleService } from './valuation-lifecycle.service';
import { newReference } from './valuation-reference';

/** The timeline's (and the customer's notice's) words when a prepaid revaluation opens. */
export const REVALUATION_PHOTOS_NOTE =
  'Your prepaid revaluation is open. Please add fresh photos of the item: our expert starts as soon as they arrive.';

/** What a revaluation copies of the original request: the item and the customer's details. */
function copiedFrom(original: ValuationRequest) {
  return {
    userId: original.userId,
    serviceType: original.serviceType,
    watchBrand: original.watchBrand,
    otherWatchBrand: original.otherWatchBrand,
    handbagBrand: original.handbagBrand,
    otherHandbagBrand: original.otherHandbagBrand,
    purpose: original.purpose,
    itemModel: original.itemModel,
    itemReference: original.itemReference,
    itemSerial: original.itemSerial,
    yearOfPurchase: original.yearOfPurchase,
    autoRevalue: false,
    firstName: original.firstName,
    lastName: original.lastName,
    email: original.email,
    phone: original.phone,
    address: original.address,
    priceAutoRevalue: 0,
    revaluationOfId: original.id,
  };
}

/**
 * The two ways a completed request is valued again, each a new request that points at the
 * original (whose certificate its own supersedes once completed): the customer's "Request
 * Revaluation" from a market notice (awaiting the usual payment, photos copied), and the prepaid
 * auto-revalue opened two years on by the staff module's job (paid, waiting for fresh photos).
 */
@Injectable()
export class RevaluationRequestsService {
  constructor(
    @InjectRepository(ValuationRequest) private readonly requests: Repository<ValuationRequest>,
    @InjectRepository(ValuationPhoto) private readonly photos: Repository<ValuationPhoto>,
    private readonly storage: PhotoStorageService,
    private readonly lifecycle: ValuationLifecycleService,
    private readonly jobs: ValuationJobsService,
    private readonly clock: Clock,
  ) {}

  /** The customer's revaluation of `originalId` still under way (newest), or null. */
  openRevaluationOf(userId: string, originalId: string): Promise<ValuationRequest | null> {
    return this.requests.findOne({
      where: { revaluationOfId: originalId, userId, status: Not(In(['cancelled', 'completed'])) },
      order: { createdAt: 'DESC' },
    });
  }

  /** A revaluation of `originalId`, whatever its status, or null. */
  revaluationOf(originalId: string): Promise<ValuationRequest | null> {
    return this.requests.findOne({ where: { revaluationOfId: originalId } });
  }

  /**
   * The customer's revaluation: the item's description and photos (copied through the one photo
   * pipeline) from the original, the catalogue's revaluation price, awaiting payment (the unpaid
   * request's jobs scheduled as for any other).
   */
  async requestRevaluation(original: ValuationRequest): Promise<ValuationRequest> {
    const userId = original.userId;
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
      const reference = await this.freeReference(original);
      await this.requests.manager.transaction(async (tx) => {
        await tx.insert(ValuationRequest, {
          ...copiedFrom(original),
          id,
          reference,
          status: 'awaiting_payment',
          serviceTier: REVALUATION_TIER,
          itemDescription: original.itemDescription,
          lastKnownValue: original.lastKnownValue,
          priceTier: price.tier,
          priceTotal: price.total,
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
    return (await this.requests.findOne({ where: { id } }))!;
  }

  /**
   * The prepaid revaluation, in `info_requested` (paid, assigned to the original valuer) so the
   * customer only adds fresh photos, which puts it back in review.
   */
  async openPrepaid(original: ValuationRequest): Promise<ValuationRequest> {
    const now = this.clock.now();
    const prepaid = original.priceAutoRevalue;
    const created = await this.requests.save(
      this.requests.create({
        ...copiedFrom(original),
        reference: await this.freeReference(original),
        status: 'info_requested',
        serviceTier: original.serviceTier,
        itemDescription: original.resultAssessedDescription ?? original.itemDescription,
        lastKnownValue: original.resultValue ? `£${original.resultValue}` : original.lastKnownValue,
        priceTier: prepaid,
        priceTotal: prepaid,
        assigneeId: original.resultValuerId,
        paidAt: now,
        dueAt: valuationDueAt(now, original.serviceType, original.serviceTier),
      }),
    );
    await this.lifecycle.record(created.id, 'paid', now, {
      note: `Revaluation of ${original.reference}, paid in advance`,
    });
    await this.lifecycle.record(created.id, 'info_requested', now, {
      note: REVALUATION_PHOTOS_NOTE,
    });
    return created;
  }

  /** A reference no request has (five tries). */
  private async freeReference(original: ValuationRequest): Promise<string> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const reference = newReference();
      if (!(await this.requests.existsBy({ reference }))) return reference;
    }
    throw new Error(`Could not find a free reference for the revaluation of ${original.reference}`);
  }
}
