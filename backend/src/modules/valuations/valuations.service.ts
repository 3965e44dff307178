import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { FastifyRequest } from 'fastify';
import { randomInt, randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { Repository } from 'typeorm';
import {
  CATALOGUE,
  PostalAddress,
  VALUATION_ERRORS,
  VALUATION_IMAGES_FIELD,
  valuationFormProblems,
  valuationPrice,
  type ServiceType,
  type TierKey,
  type ExportedValuation,
  type Valuation,
  type ValuationFormValues,
  type ValuationSummary,
} from '@valuation/contracts';
import { Clock } from '../../common/clock/clock';
import { DomainError, DomainErrorDetail } from '../../common/domain-error';
import { JobsService } from '../jobs/jobs.module';
import { MailService } from '../mail/mail.service';
import { valuationReceivedMail } from '../mail/mail.templates';
import { ValuationPhoto } from './entities/valuation-photo.entity';
import { ValuationRequest } from './entities/valuation-request.entity';
import { ValuationTimelineEntry } from './entities/valuation-timeline-entry.entity';
import { PaymentsService } from './payments/payments.service';
import { PhotoStorageService, StoredPhoto } from './photo-storage.service';
import {
  CANCELLATION_WINDOW_MS,
  CUSTOMER_ACTOR,
  ValuationLifecycleService,
} from './valuation-lifecycle.service';
import { cancellableUntil, toValuationDto, toValuationSummary } from './valuation.mapper';
import { parseValuationUpload, UploadedFile } from './valuation-upload';
import {
  expiryKey,
  reminderKey,
  UNPAID_EXPIRY_JOB,
  UNPAID_REMINDER_JOB,
  unpaidJobTimes,
} from './valuation-jobs';

/** The text parts of POST /api/valuations (contracts: CreateValuationFields). */
export const CREATE_FIELDS = [
  'serviceType',
  'serviceTier',
  'watchBrand',
  'otherWatchBrand',
  'handbagBrand',
  'otherHandbagBrand',
  'itemDescription',
  'lastKnownValue',
  'yearOfPurchase',
  'autoRevalue',
  'firstName',
  'lastName',
  'email',
  'phone',
  'address',
] as const;
const ADDRESS_KEYS = ['street', 'city', 'state', 'postalCode', 'country'] as const;
const ADDRESS_PART = /^address\[(street|city|state|postalCode|country)\]$/;
const KNOWN = new Set<string>(CREATE_FIELDS);

/** Most photos a request may hold: 5 before payment, up to 5 more per request for information. */
export const MAX_PHOTOS_PER_REQUEST = 20;

/** Reference alphabet: no 0/O, 1/I/L, so a reference read aloud or typed is unambiguous. */
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

export function newReference(): string {
  const pick = () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  const block = () => Array.from({ length: 4 }, pick).join('');
  return `LV-${block()}-${block()}`;
}

const optional = (v: string | undefined): string | null =>
  v === undefined || v.trim() === '' ? null : v.trim();

/** The customer's side of valuation requests: create, list, read, add photos, cancel. */
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
    private readonly mail: MailService,
    private readonly jobs: JobsService,
    private readonly clock: Clock,
  ) {}

  /** POST /api/valuations: streams the form, checks it, stores the photos, fixes the price. */
  async create(userId: string, request: FastifyRequest): Promise<Valuation> {
    const id = randomUUID();
    // each photo is processed as soon as it has arrived, while the next ones are still uploading
    const photos = new PhotoBatch(this.storage, userId, id);
    let upload: Awaited<ReturnType<typeof parseValuationUpload>>;
    try {
      upload = await parseValuationUpload(
        request,
        this.storage.tmpDir,
        (name) => KNOWN.has(name) || ADDRESS_PART.test(name),
        CATALOGUE.images.maxFiles,
        (file) => photos.add(file),
      );
    } catch (err) {
      await photos.discard();
      await this.storage.removeValuation(userId, id);
      throw err;
    }
    try {
      const form = this.formOf(upload.fields);
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
      const stored = await photos.done();
      const now = this.clock.now();
      const address = form.address as PostalAddress;
      try {
        await this.insertWithReference(async (reference) => {
          await this.requests.manager.transaction(async (tx) => {
            await tx.insert(ValuationRequest, {
              id,
              reference,
              userId,
              status: 'awaiting_payment',
              serviceType: f.serviceType as ServiceType,
              serviceTier: f.serviceTier as TierKey,
              watchBrand: optional(f.watchBrand),
              otherWatchBrand: f.watchBrand === 'Other' ? optional(f.otherWatchBrand) : null,
              handbagBrand: optional(f.handbagBrand),
              otherHandbagBrand: f.handbagBrand === 'Other' ? optional(f.otherHandbagBrand) : null,
              itemDescription: f.itemDescription.trim(),
              lastKnownValue: optional(f.lastKnownValue),
              yearOfPurchase: optional(f.yearOfPurchase),
              autoRevalue,
              firstName: f.firstName.trim(),
              lastName: f.lastName.trim(),
              email: f.email.trim().toLowerCase(),
              phone: optional(f.phone),
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
              createdAt: now,
              updatedAt: now,
            });
            await this.insertPhotos(tx.getRepository(ValuationPhoto), id, stored, now);
            await tx.insert(ValuationTimelineEntry, {
              valuationId: id,
              status: 'awaiting_payment',
              at: now,
              actorId: userId,
              actorLabel: CUSTOMER_ACTOR,
            });
          });
        });
      } catch (err) {
        await this.storage.removeValuation(userId, id);
        throw err;
      }
      const valuation = (await this.requests.findOne({ where: { id } }))!;
      const times = unpaidJobTimes(now);
      await this.jobs.schedule(
        UNPAID_REMINDER_JOB,
        times.reminder,
        { valuationId: id },
        { key: reminderKey(id) },
      );
      await this.jobs.schedule(
        UNPAID_EXPIRY_JOB,
        times.expiry,
        { valuationId: id },
        { key: expiryKey(id) },
      );
      const data = this.lifecycle.mailData(valuation);
      this.mail.send(valuation.email, valuationReceivedMail(data, data.url));
      return this.toDto(valuation);
    } catch (err) {
      await photos.discard();
      await this.storage.removeValuation(userId, id);
      throw err;
    } finally {
      await this.dropTemp(upload.files);
    }
  }

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

  /**
   * More photos: before payment up to 5 in all; while the expert asks for information up to 5
   * more per upload (20 in all). Same rules as at creation.
   */
  async addPhotos(userId: string, id: string, request: FastifyRequest): Promise<Valuation> {
    const valuation = await this.getOwn(userId, id);
    if (valuation.status !== 'awaiting_payment' && valuation.status !== 'info_requested') {
      throw new DomainError('CONFLICT', VALUATION_ERRORS.cannotAddPhotos);
    }
    const count = await this.photos.count({ where: { valuationId: id } });
    const allowance =
      valuation.status === 'awaiting_payment'
        ? CATALOGUE.images.maxFiles - count
        : Math.min(CATALOGUE.images.maxFiles, MAX_PHOTOS_PER_REQUEST - count);
    if (allowance <= 0) {
      throw DomainError.onField(
        'INVALID_INPUT',
        VALUATION_IMAGES_FIELD,
        valuation.status === 'awaiting_payment'
          ? VALUATION_ERRORS.tooManyPhotos
          : `A request can hold at most ${MAX_PHOTOS_PER_REQUEST} photos.`,
      );
    }
    const batch = new PhotoBatch(this.storage, userId, id);
    let upload: Awaited<ReturnType<typeof parseValuationUpload>>;
    try {
      upload = await parseValuationUpload(
        request,
        this.storage.tmpDir,
        () => false,
        allowance,
        (file) => batch.add(file),
      );
    } catch (err) {
      await batch.discard();
      throw err;
    }
    try {
      if (upload.files.length === 0) {
        throw DomainError.onField(
          'INVALID_INPUT',
          VALUATION_IMAGES_FIELD,
          VALUATION_ERRORS.noPhotos,
        );
      }
      const stored = await batch.done();
      const now = this.clock.now();
      await this.insertPhotos(this.photos, id, stored, now);
      await this.requests.update({ id }, { updatedAt: now });
      // The expert asked for more: the customer's photos answer it, so the request is back in review.
      if (valuation.status === 'info_requested') {
        await this.lifecycle.transition(id, 'in_review', {
          actorId: userId,
          actorLabel: CUSTOMER_ACTOR,
          note: `${stored.length} new photo${stored.length === 1 ? '' : 's'} added`,
          from: ['info_requested'],
          mail: false,
        });
      }
      return this.getOwnDto(userId, id);
    } catch (err) {
      await batch.discard();
      throw err;
    } finally {
      await this.dropTemp(upload.files);
    }
  }

  /** Cancels as contracts.md allows (refunding a paid one in full); else CONFLICT. */
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
      await this.cancelUnpaidJobs(id);
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

  /** A photo's file for a signed URL; 403 for a wrong or expired signature, 404 when gone. */
  async photoFile(
    photoId: string,
    q: { variant?: string; exp?: string; sig?: string },
  ): Promise<string> {
    const ok = this.storage.verify(photoId, q.variant ?? 'full', q.exp ?? '', q.sig ?? '');
    if (ok !== 'ok') throw new DomainError('FORBIDDEN', VALUATION_ERRORS.photoLinkInvalid);
    const photo = await this.photos.findOne({ where: { id: photoId } });
    const path = photo
      ? await this.storage.existing(q.variant === 'preview' ? photo.previewPath : photo.path)
      : null;
    if (!path) {
      throw new DomainError('NOT_FOUND', VALUATION_ERRORS.photoNotFound);
    }
    return path;
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

  /** 30 days unpaid: cancelled by the system and its photos deleted (the expiry job). */
  async expireUnpaid(id: string): Promise<boolean> {
    const valuation = await this.requests.findOne({ where: { id } });
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
      await this.lifecycle.mailCancelled(done, 'expired', false);
      return true;
    } catch (err) {
      if (err instanceof DomainError && err.code === 'CONFLICT') return false;
      throw err;
    }
  }

  /** The unpaid reminder and expiry are not needed once the request is paid or cancelled. */
  async cancelUnpaidJobs(id: string): Promise<void> {
    await this.jobs.cancel(reminderKey(id));
    await this.jobs.cancel(expiryKey(id));
  }

  private formOf(fields: Record<string, string>): ValuationFormValues {
    const form: ValuationFormValues = { ...fields };
    delete form.address;
    const parts = Object.keys(fields).filter((k) => ADDRESS_PART.test(k));
    if (fields.address !== undefined && parts.length > 0) {
      throw DomainError.onField(
        'INVALID_INPUT',
        'address',
        'Send the address either as one JSON object or as address[...] parts, not both',
      );
    }
    let address: Record<string, unknown> = {};
    if (fields.address !== undefined) {
      try {
        const parsed: unknown = JSON.parse(fields.address);
        if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
          throw new Error();
        address = parsed as Record<string, unknown>;
      } catch {
        throw DomainError.onField(
          'INVALID_INPUT',
          'address',
          'The address must be a JSON object with street, city, state, postalCode and country',
        );
      }
      const unknown = Object.keys(address).find(
        (k) => !(ADDRESS_KEYS as readonly string[]).includes(k),
      );
      if (unknown) {
        throw DomainError.onField(
          'INVALID_INPUT',
          `address.${unknown.slice(0, 40)}`,
          `Unknown field "address.${unknown.slice(0, 40)}"`,
        );
      }
    } else {
      for (const key of parts) address[ADDRESS_PART.exec(key)![1]] = fields[key];
      for (const key of parts) delete form[key];
    }
    form.address = address;
    return form;
  }

  private async insertPhotos(
    repo: Repository<ValuationPhoto>,
    valuationId: string,
    stored: (StoredPhoto & { name: string })[],
    now: Date,
  ): Promise<void> {
    // one millisecond apart, so that the photos keep the order they were sent in
    await repo.insert(
      stored.map((s, i) => ({
        valuationId,
        name: s.name,
        type: s.type,
        size: s.size,
        width: s.width,
        height: s.height,
        path: s.path,
        previewPath: s.previewPath,
        uploadedAt: new Date(now.getTime() + i),
      })),
    );
  }

  /** Runs `insert` with a fresh random reference, again on the (unlikely) clash. */
  private async insertWithReference(insert: (reference: string) => Promise<void>): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        await insert(newReference());
        return;
      } catch (err) {
        const clash = (err as { code?: string; constraint?: string }).code === '23505';
        if (!clash || attempt >= 4) throw err;
      }
    }
  }

  private async dropTemp(files: UploadedFile[]): Promise<void> {
    await Promise.all(files.map((f) => rm(f.tmpPath, { force: true })));
  }
}

export { CANCELLATION_WINDOW_MS };

type NamedPhoto = StoredPhoto & { name: string };

/**
 * The photos of one upload, processed one after another as they arrive (PhotoStorageService.store),
 * in the order sent. `done()` waits for the last and throws the first failure; `discard()` deletes
 * what was stored (a refused request).
 */
class PhotoBatch {
  private readonly stored: NamedPhoto[] = [];
  private chain: Promise<void> = Promise.resolve();
  private failure: DomainError | null = null;

  constructor(
    private readonly storage: PhotoStorageService,
    private readonly userId: string,
    private readonly valuationId: string,
  ) {}

  add(file: UploadedFile): void {
    this.chain = this.chain.then(async () => {
      if (this.failure) return;
      try {
        const photo = await this.storage.store(this.userId, this.valuationId, file.tmpPath);
        this.stored.push({ ...photo, name: file.name });
      } catch {
        this.failure = DomainError.onField(
          'INVALID_INPUT',
          VALUATION_IMAGES_FIELD,
          `"${file.name}" could not be read as an image.`,
        );
      } finally {
        await rm(file.tmpPath, { force: true });
      }
    });
  }

  async done(): Promise<NamedPhoto[]> {
    await this.chain;
    if (this.failure) throw this.failure;
    return this.stored;
  }

  async discard(): Promise<void> {
    await this.chain;
    await this.storage.removeFiles(this.stored.flatMap((s) => [s.path, s.previewPath]));
    this.stored.length = 0;
  }
}
