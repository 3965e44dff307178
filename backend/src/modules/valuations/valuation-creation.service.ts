import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { Repository } from 'typeorm';
import {
  DEFAULT_VALUATION_PURPOSE,
  PostalAddress,
  VALUATION_ERRORS,
  VALUATION_IMAGES_FIELD,
  valuationFormProblems,
  valuationPrice,
  type ServiceType,
  type TierKey,
  type Valuation,
  type ValuationPurpose,
} from '@valuation/contracts';
import { Clock } from '../../infrastructure/clock/clock';
import { DomainError, DomainErrorDetail } from '../../common/domain-error';
import { violatesUnique } from '../../common/idempotency/idempotency-key';
import { MailService } from '../../infrastructure/mail/mail.service';
import { valuationReceivedMail } from '../../infrastructure/mail/mail.templates';
import { ValuationPhoto } from './entities/valuation-photo.entity';
import { ValuationRequest } from './entities/valuation-request.entity';
import { ValuationTimelineEntry } from './entities/valuation-timeline-entry.entity';
import type { Upload } from '../../infrastructure/uploads/upload-pipeline';
import { PhotoStorageService, StoredPhoto } from './photo-storage.service';
import { optionalText, valuationFormOf } from './valuation-form';
import { ValuationJobsService } from './valuation-jobs.service';
import { CUSTOMER_ACTOR, ValuationLifecycleService } from './valuation-lifecycle.service';
import { insertWithReference } from './valuation-reference';
import { ValuationsService } from './valuations.service';

/** POST /api/valuations: checks the form, stores the photos, fixes the price, schedules the jobs. */
@Injectable()
export class ValuationCreationService {
  constructor(
    @InjectRepository(ValuationRequest) private readonly requests: Repository<ValuationRequest>,
    private readonly storage: PhotoStorageService,
    private readonly lifecycle: ValuationLifecycleService,
    private readonly valuations: ValuationsService,
    private readonly jobs: ValuationJobsService,
    private readonly mail: MailService,
    private readonly clock: Clock,
  ) {}

  /**
   * With `clientKey` (the Idempotency-Key), a request already created with it is answered as it is
   * (no second request, nothing mailed again); two tries at once create one.
   */
  async create(
    userId: string,
    upload: Upload,
    clientKey: string | null = null,
  ): Promise<Valuation> {
    if (clientKey) {
      const earlier = await this.createdWith(userId, clientKey);
      if (earlier) return earlier;
    }
    const id = randomUUID();
    try {
      const form = valuationFormOf(upload.fields);
      const problems: DomainErrorDetail[] = valuationFormProblems(form);
      if (upload.files.length === 0) {
        problems.push({ field: VALUATION_IMAGES_FIELD, message: VALUATION_ERRORS.noPhotos });
      }
      if (problems.length > 0) {
        throw new DomainError('INVALID_INPUT', problems.map((p) => p.message).join('. '), problems);
      }
      const f = upload.fields;
      const autoRevalue = f.autoRevalue === 'true';
      const price = valuationPrice(f.serviceType, f.serviceTier, autoRevalue)!;
      const stored = await this.storage.storePhotos(userId, id, upload.files);
      const now = this.clock.now();
      const address = form.address as PostalAddress;
      await insertWithReference(async (reference) => {
        await this.requests.manager.transaction(async (tx) => {
          await tx.insert(ValuationRequest, {
            id,
            reference,
            userId,
            status: 'awaiting_payment',
            serviceType: f.serviceType as ServiceType,
            serviceTier: f.serviceTier as TierKey,
            watchBrand: optionalText(f.watchBrand),
            otherWatchBrand: f.watchBrand === 'Other' ? optionalText(f.otherWatchBrand) : null,
            handbagBrand: optionalText(f.handbagBrand),
            otherHandbagBrand:
              f.handbagBrand === 'Other' ? optionalText(f.otherHandbagBrand) : null,
            itemDescription: f.itemDescription.trim(),
            purpose: (optionalText(f.purpose) ?? DEFAULT_VALUATION_PURPOSE) as ValuationPurpose,
            itemModel: optionalText(f.itemModel),
            itemReference: optionalText(f.itemReference),
            itemSerial: optionalText(f.itemSerial),
            lastKnownValue: optionalText(f.lastKnownValue),
            yearOfPurchase: optionalText(f.yearOfPurchase),
            autoRevalue,
            firstName: f.firstName.trim(),
            lastName: f.lastName.trim(),
            email: f.email.trim().toLowerCase(),
            phone: optionalText(f.phone),
            address: {
              street: address.street.trim(),
              city: address.city.trim(),
              state: (address.state ?? '').trim(),
              postalCode: address.postalCode.trim(),
              country: address.country.trim(),
            },
            priceTier: price.tier,
            priceAutoRevalue: price.autoRevalue,
            priceTotal: price.total,
            clientKey,
            createdAt: now,
            updatedAt: now,
          });
          await tx.insert(ValuationPhoto, photoRows(id, stored, now));
          await tx.insert(ValuationTimelineEntry, {
            valuationId: id,
            status: 'awaiting_payment',
            at: now,
            actorId: userId,
            actorLabel: CUSTOMER_ACTOR,
          });
        });
      });
      const valuation = (await this.requests.findOne({ where: { id } }))!;
      await this.jobs.scheduleUnpaid(id, now);
      const data = this.lifecycle.mailData(valuation);
      this.mail.send(valuation.email, valuationReceivedMail(data, data.url));
      return this.valuations.toDto(valuation);
    } catch (err) {
      await this.storage.removeValuation(userId, id);
      if (clientKey && violatesUnique(err, CLIENT_KEY_INDEX)) {
        const earlier = await this.createdWith(userId, clientKey);
        if (earlier) return earlier;
      }
      throw err;
    }
  }

  private async createdWith(userId: string, clientKey: string): Promise<Valuation | null> {
    const earlier = await this.requests.findOne({ where: { userId, clientKey } });
    return earlier ? this.valuations.toDto(earlier) : null;
  }
}

const CLIENT_KEY_INDEX = 'UQ_valuation_requests_clientKey';

/** The rows of stored photos, one millisecond apart so that they keep the order they were sent in. */
export function photoRows(valuationId: string, stored: StoredPhoto[], now: Date) {
  return stored.map((s, i) => ({
    valuationId,
    name: s.name,
    type: s.type,
    size: s.size,
    width: s.width,
    height: s.height,
    path: s.path,
    previewPath: s.previewPath,
    uploadedAt: new Date(now.getTime() + i),
  }));
}
