import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Not, Repository } from 'typeorm';
import sharp from 'sharp';
import {
  CHAT_PHOTO_STATUSES,
  PHOTO_LIMITS,
  VALUATION_ERRORS,
  type ChatImageCandidate,
} from '@valuation/contracts';
import { Clock } from '../../infrastructure/clock/clock';
import { DomainError } from '../../common/domain-error';
import type { AuthenticatedUser } from '../auth';
import { ChatAttachmentsService } from '../chat';
import {
  PhotoStorageService,
  ValuationLifecycleService,
  ValuationPhoto,
  ValuationRequest,
} from '../valuations';

/** How many of the chat's latest images the console offers. */
export const CHAT_IMAGES_LIMIT = 50;

/**
 * An image the customer sent in the chat, added to their request by an expert (docs/product.md,
 * "The 'more information' loop"): only an image of that customer's own conversation, copied in
 * the one FileStore with its preview, recorded on the timeline by the expert's name.
 */
@Injectable()
export class ChatPhotosService {
  constructor(
    @InjectRepository(ValuationRequest) private readonly requests: Repository<ValuationRequest>,
    @InjectRepository(ValuationPhoto) private readonly photos: Repository<ValuationPhoto>,
    private readonly attachments: ChatAttachmentsService,
    private readonly storage: PhotoStorageService,
    private readonly lifecycle: ValuationLifecycleService,
    private readonly clock: Clock,
  ) {}

  /** The images of the request's customer's chat, newest first, marked when already added. */
  async candidates(valuationId: string): Promise<ChatImageCandidate[]> {
    const v = await this.getOrFail(valuationId);
    const [images, added] = await Promise.all([
      this.attachments.customerImages(v.userId, CHAT_IMAGES_LIMIT),
      this.photos.find({
        where: { valuationId, sourceAttachmentId: Not(IsNull()) },
        select: ['id', 'sourceAttachmentId'],
      }),
    ]);
    const addedIds = new Set(added.map((p) => p.sourceAttachmentId));
    return images.map(({ attachment, sentAt, senderRole }) => ({
      attachmentId: attachment.id,
      name: attachment.name,
      sentAt: new Date(sentAt).toISOString(),
      senderRole,
      previewUrl: this.attachments.toJSON(attachment).previewUrl ?? '',
      added: addedIds.has(attachment.id),
    }));
  }

  /**
   * Copies the image into the request's photos. NOT_FOUND for an unknown request; INVALID_INPUT
   * for an attachment that is not an image of this customer's chat (another customer's is never
   * revealed) or when the request holds its most photos; CONFLICT when closed or already added.
   */
  async add(valuationId: string, attachmentId: string, caller: AuthenticatedUser): Promise<void> {
    const v = await this.getOrFail(valuationId);
    if (!CHAT_PHOTO_STATUSES.includes(v.status))
      throw new DomainError('CONFLICT', VALUATION_ERRORS.cannotAddChatPhoto);
    const image = await this.attachments.customerImage(v.userId, attachmentId);
    if (!image)
      throw DomainError.onField(
        'INVALID_INPUT',
        'attachmentId',
        VALUATION_ERRORS.chatImageNotFound,
      );
    const { attachment } = image;
    if (await this.photos.exists({ where: { valuationId, sourceAttachmentId: attachment.id } }))
      throw new DomainError('CONFLICT', VALUATION_ERRORS.chatImageAlreadyAdded);
    if ((await this.photos.count({ where: { valuationId } })) >= PHOTO_LIMITS.perRequest)
      throw DomainError.onField(
        'INVALID_INPUT',
        'attachmentId',
        `A request can hold at most ${PHOTO_LIMITS.perRequest} photos.`,
      );
    const bytes = await this.storage.read(image.key);
    if (!bytes)
      throw DomainError.onField(
        'INVALID_INPUT',
        'attachmentId',
        VALUATION_ERRORS.chatImageNotFound,
      );
    const meta = await sharp(bytes).metadata();
    const copy = await this.storage.copyPhoto(v.userId, v.id, {
      name: attachment.name,
      size: attachment.size,
      width: meta.width ?? 0,
      height: meta.height ?? 0,
      type: 'image/jpeg',
      path: image.key,
      previewPath: image.previewKey,
    });
    if (!copy)
      throw DomainError.onField(
        'INVALID_INPUT',
        'attachmentId',
        VALUATION_ERRORS.chatImageNotFound,
      );
    const now = this.clock.now();
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
        uploadedAt: now,
        sourceAttachmentId: attachment.id,
      });
    } catch (error) {
      await this.storage.removeFiles([copy.path, copy.previewPath]);
      // Two experts adding the same image at once: the unique index keeps one.
      if (await this.photos.exists({ where: { valuationId, sourceAttachmentId: attachment.id } }))
        throw new DomainError('CONFLICT', VALUATION_ERRORS.chatImageAlreadyAdded);
      throw error;
    }
    await this.requests.update({ id: v.id }, { updatedAt: now });
    await this.lifecycle.record(v.id, v.status, now, {
      actorId: caller.id,
      actorLabel: `${caller.firstName} ${caller.lastName}`.trim(),
      note: `Photo ${attachment.name} added from the chat`,
    });
  }

  private async getOrFail(id: string): Promise<ValuationRequest> {
    const v = await this.requests.findOne({ where: { id } });
    if (!v) throw new DomainError('NOT_FOUND', VALUATION_ERRORS.notFound);
    return v;
  }
}
