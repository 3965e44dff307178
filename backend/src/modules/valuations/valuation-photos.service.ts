import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, MoreThanOrEqual, Not, Repository } from 'typeorm';
import {
  VALUATION_ERRORS,
  VALUATION_IMAGES_FIELD,
  type Valuation,
  photoAllowance,
  PHOTO_LIMITS,
} from '@valuation/contracts';
import { Clock } from '../../infrastructure/clock/clock';
import { DomainError } from '../../common/domain-error';
import { ValuationPhoto } from './entities/valuation-photo.entity';
import { ValuationRequest } from './entities/valuation-request.entity';
import { ValuationTimelineEntry } from './entities/valuation-timeline-entry.entity';
import { SignatureQuery } from '../../infrastructure/signing/signed-urls.service';
import { StoredObject } from '../../infrastructure/storage/file-store';
import type { Upload } from '../../infrastructure/uploads/upload-pipeline';
import { PhotoStorageService, StoredPhoto } from './photo-storage.service';
import { photoRows } from './valuation-creation.service';
import { ValuationsService } from './valuations.service';

/** The photos of an existing request: more of them, and their files behind signed URLs. */
@Injectable()
export class ValuationPhotosService {
  constructor(
    @InjectRepository(ValuationRequest) private readonly requests: Repository<ValuationRequest>,
    @InjectRepository(ValuationPhoto) private readonly photos: Repository<ValuationPhoto>,
    @InjectRepository(ValuationTimelineEntry)
    private readonly timeline: Repository<ValuationTimelineEntry>,
    private readonly storage: PhotoStorageService,
    private readonly valuations: ValuationsService,
    private readonly clock: Clock,
  ) {}

  /**
   * How many photos the owner may add now: before payment up to 5 in all; while the expert asks
   * for information up to 5 more per upload (20 in all). CONFLICT in any other status.
   */
  async allowance(userId: string, id: string): Promise<number> {
    const valuation = await this.valuations.getOwn(userId, id);
    if (valuation.status !== 'awaiting_payment' && valuation.status !== 'info_requested') {
      throw new DomainError('CONFLICT', VALUATION_ERRORS.cannotAddPhotos);
    }
    const count = await this.photos.count({ where: { valuationId: id } });
    const allowance = photoAllowance(valuation.status, count);
    if (allowance <= 0) {
      throw DomainError.onField(
        'INVALID_INPUT',
        VALUATION_IMAGES_FIELD,
        valuation.status === 'awaiting_payment'
          ? VALUATION_ERRORS.tooManyPhotos
          : `A request can hold at most ${PHOTO_LIMITS.perRequest} photos.`,
      );
    }
    return allowance;
  }

  /** Stores the uploaded photos (read within `allowance`); the status stays as it is. */
  async addPhotos(userId: string, id: string, upload: Upload): Promise<Valuation> {
    let stored: StoredPhoto[] = [];
    try {
      const valuation = await this.valuations.getOwn(userId, id);
      if (valuation.status !== 'awaiting_payment' && valuation.status !== 'info_requested') {
        throw new DomainError('CONFLICT', VALUATION_ERRORS.cannotAddPhotos);
      }
      if (upload.files.length === 0) {
        throw DomainError.onField(
          'INVALID_INPUT',
          VALUATION_IMAGES_FIELD,
          VALUATION_ERRORS.noPhotos,
        );
      }
      stored = await this.storage.storePhotos(userId, id, upload.files);
      const now = this.clock.now();
      await this.photos.insert(photoRows(id, stored, now));
      await this.requests.update({ id }, { updatedAt: now });
      // While the expert asks for more, the photos wait on the request: the customer may add more
      // and sends them with "Send to the expert" (InfoReplyService), never by uploading one.
      return this.valuations.getOwnDto(userId, id);
    } catch (err) {
      await this.storage.removeFiles(stored.flatMap((s) => [s.path, s.previewPath]));
      throw err;
    }
  }

  /** A photo's file for a signed URL; 403 for a wrong or expired signature, 404 when gone. */
  async photoFile(
    photoId: string,
    q: SignatureQuery & { variant?: string },
  ): Promise<StoredObject> {
    const variant = q.variant ?? 'full';
    if (!this.storage.verify(photoId, variant, q))
      throw new DomainError('FORBIDDEN', VALUATION_ERRORS.photoLinkInvalid);
    const photo = await this.photos.findOne({ where: { id: photoId } });
    const file = photo
      ? await this.storage.open(variant === 'preview' ? photo.previewPath : photo.path)
      : null;
    if (!file) throw new DomainError('NOT_FOUND', VALUATION_ERRORS.photoNotFound);
    return file;
  }

  /**
   * How many photos the owner added since the expert last asked for more information (all of the
   * request's photos when it was never asked).
   */
  async addedSinceInfoRequested(valuationId: string): Promise<number> {
    const asked = await this.timeline.findOne({
      where: { valuationId, status: 'info_requested' },
      order: { at: 'DESC', id: 'DESC' },
    });
    return this.photos.count({
      where: asked ? { valuationId, uploadedAt: MoreThanOrEqual(asked.at) } : { valuationId },
    });
  }

  /** A request by id, whoever owns it (staff): NOT_FOUND when there is none. */
  async getOrFail(id: string): Promise<ValuationRequest> {
    const v = await this.requests.findOne({ where: { id } });
    if (!v) throw new DomainError('NOT_FOUND', VALUATION_ERRORS.notFound);
    return v;
  }

  /** The chat attachments the request's photos were copied from. */
  async chatSources(valuationId: string): Promise<Set<string>> {
    const rows = await this.photos.find({
      where: { valuationId, sourceAttachmentId: Not(IsNull()) },
      select: ['id', 'sourceAttachmentId'],
    });
    return new Set(rows.map((p) => p.sourceAttachmentId!));
  }

  /**
   * Whether a chat image may become one of the request's photos: CONFLICT when it already is,
   * INVALID_INPUT (on `attachmentId`) when the request holds its most photos.
   */
  async assertChatPhotoFits(valuationId: string, attachmentId: string): Promise<void> {
    if (await this.hasChatSource(valuationId, attachmentId))
      throw new DomainError('CONFLICT', VALUATION_ERRORS.chatImageAlreadyAdded);
    if ((await this.photos.count({ where: { valuationId } })) >= PHOTO_LIMITS.perRequest)
      throw DomainError.onField(
        'INVALID_INPUT',
        'attachmentId',
        `A request can hold at most ${PHOTO_LIMITS.perRequest} photos.`,
      );
  }

  /**
   * Records a chat image already copied into the request's files as one of its photos, and moves
   * the request's `updatedAt`. When the row cannot be stored the copied files are removed; CONFLICT
   * when another expert added the same image meanwhile (the unique index keeps one).
   */
  async recordChatPhoto(
    v: ValuationRequest,
    copy: StoredPhoto,
    attachmentId: string,
    at: Date,
  ): Promise<void> {
    try {
      await this.photos.insert({
        valuationId: v.id,
        name: copy.name,
        type: copy.type,
        size: copy.size,
        width: copy.width,
        height: copy.height,
        path: copy.path,
        previewPath: copy.previewPath,
        uploadedAt: at,
        sourceAttachmentId: attachmentId,
      });
    } catch (error) {
      await this.storage.removeFiles([copy.path, copy.previewPath]);
      if (await this.hasChatSource(v.id, attachmentId))
        throw new DomainError('CONFLICT', VALUATION_ERRORS.chatImageAlreadyAdded);
      throw error;
    }
    await this.requests.update({ id: v.id }, { updatedAt: at });
  }

  private hasChatSource(valuationId: string, attachmentId: string): Promise<boolean> {
    return this.photos.exists({ where: { valuationId, sourceAttachmentId: attachmentId } });
  }
}
