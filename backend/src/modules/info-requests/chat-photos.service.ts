import { Injectable } from '@nestjs/common';
import sharp from 'sharp';
import {
  CHAT_PHOTO_STATUSES,
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
  ValuationPhotosService,
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
    private readonly photos: ValuationPhotosService,
    private readonly attachments: ChatAttachmentsService,
    private readonly storage: PhotoStorageService,
    private readonly lifecycle: ValuationLifecycleService,
    private readonly clock: Clock,
  ) {}

  /** The images of the request's customer's chat, newest first, marked when already added. */
  async candidates(valuationId: string): Promise<ChatImageCandidate[]> {
    const v = await this.photos.getOrFail(valuationId);
    const [images, addedIds] = await Promise.all([
      this.attachments.customerImages(v.userId, CHAT_IMAGES_LIMIT),
      this.photos.chatSources(valuationId),
    ]);
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
    const v = await this.photos.getOrFail(valuationId);
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
    await this.photos.assertChatPhotoFits(valuationId, attachment.id);
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
    await this.photos.recordChatPhoto(v, copy, attachment.id, now);
    await this.lifecycle.record(v.id, v.status, now, {
      actorId: caller.id,
      actorLabel: `${caller.firstName} ${caller.lastName}`.trim(),
      note: `Photo ${attachment.name} added from the chat`,
    });
  }
}
