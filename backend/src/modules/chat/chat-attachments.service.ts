import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { ChatAttachment, SenderRole } from '@valuation/contracts';
import { In, Repository } from 'typeorm';
import { Clock } from '../../infrastructure/clock/clock';
import { DomainError } from '../../common/domain-error';
import { UUID_RE } from '../../common/pipes/parse-id.pipe';
import { SignatureQuery, SignedUrlService } from '../../infrastructure/signing/signed-urls.service';
import { FileStore, StoredObject } from '../../infrastructure/storage/file-store';
import { isImageType } from '../../infrastructure/uploads/file-kind';
import type { UploadedFile } from '../../infrastructure/uploads/upload-pipeline';
import { JobsService } from '../../infrastructure/jobs/jobs.module';
import { CHAT_ERRORS, ChatActor, isStaff } from './chat.types';
import { ChatAttachmentEntity } from './entities/chat-attachment.entity';

/** Where a customer's chat files are kept in the FileStore. */
const customerPrefix = (customerId: string) => {
  if (!UUID_RE.test(customerId)) throw new Error('not a user id');
  return `chat/${customerId.toLowerCase()}/`;
};
const fileKey = (customerId: string, id: string) => `${customerPrefix(customerId)}${id}`;
const previewKey = (customerId: string, id: string) =>
  `${customerPrefix(customerId)}${id}-preview.jpg`;

/** Deletes the stored files of a message that was never committed (see storeFiles). */
export const UNCLAIMED_ATTACHMENTS_JOB = 'chat.unclaimed-attachments';
/** Far beyond the seconds between storing a message's files and committing it. */
const UNCLAIMED_UPLOAD_MS = 60 * 60_000;

/** The files of chat messages: kept in the FileStore, handed out by signed URLs, deleted with the account. */
@Injectable()
export class ChatAttachmentsService implements OnModuleInit {
  private readonly logger = new Logger(ChatAttachmentsService.name);

  constructor(
    @InjectRepository(ChatAttachmentEntity)
    private readonly attachments: Repository<ChatAttachmentEntity>,
    private readonly store: FileStore,
    private readonly urls: SignedUrlService,
    private readonly jobs: JobsService,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.jobs.register<{ customerId: string; ids: string[] }>(UNCLAIMED_ATTACHMENTS_JOB, (p) =>
      this.sweep(p.customerId, p.ids),
    );
  }

  /** Moves a message's processed files (and image previews) into the store. */
  async storeFiles(customerId: string, files: UploadedFile[]): Promise<void> {
    // A process killed (SIGKILL) between storing the files and committing the message would leave
    // them named by nothing: this job, due in an hour, deletes those no attachment row names.
    await this.jobs.schedule(
      UNCLAIMED_ATTACHMENTS_JOB,
      new Date(this.clock.nowMs() + UNCLAIMED_UPLOAD_MS),
      { customerId, ids: files.map((f) => f.id) },
    );
    try {
      for (const f of files) {
        await this.store.moveIn(fileKey(customerId, f.id), f.path, f.type);
        if (f.image) {
          await this.store.moveIn(previewKey(customerId, f.id), f.image.previewPath, 'image/jpeg');
        }
      }
    } catch (err) {
      await this.deleteFiles(
        customerId,
        files.map((f) => f.id),
      );
      throw err;
    }
  }

  /** Deletes the files of those of `ids` that no attachment row names (throws: the job retries). */
  async sweep(customerId: string, ids: string[]): Promise<void> {
    if (!UUID_RE.test(customerId) || !Array.isArray(ids)) return;
    const valid = ids.filter((id) => UUID_RE.test(id));
    if (valid.length === 0) return;
    const named = await this.attachments.find({ where: { id: In(valid) }, select: { id: true } });
    const kept = new Set(named.map((a) => a.id));
    const unclaimed = valid.filter((id) => !kept.has(id));
    if (unclaimed.length)
      await this.store.delete(
        unclaimed.flatMap((id) => [fileKey(customerId, id), previewKey(customerId, id)]),
      );
  }

  /** Deletes these attachments' files and previews (a message that could not be stored). */
  async deleteFiles(customerId: string, ids: string[]): Promise<void> {
    await this.store
      .delete(ids.flatMap((id) => [fileKey(customerId, id), previewKey(customerId, id)]))
      .catch((err: Error) => this.logger.error(`Could not delete chat files: ${err.message}`));
  }

  /** The attachments of these messages, in the order they were sent. */
  ofMessages(messageIds: string[]): Promise<ChatAttachmentEntity[]> {
    return this.attachments.find({
      where: { messageId: In(messageIds) },
      order: { position: 'ASC', id: 'ASC' },
    });
  }

  /** An attachment as the API answers it, with freshly signed URLs. */
  toJSON(file: ChatAttachmentEntity): ChatAttachment {
    const path = `/api/chat/attachments/${file.id}`;
    const sign = (variant: 'full' | 'preview') =>
      this.urls.sign(path, { kind: 'chat-attachment', id: file.id, variant });
    return {
      id: file.id,
      name: file.name,
      type: file.type,
      size: file.size,
      url: sign('full'),
      ...(isImageType(file.type) ? { previewUrl: sign('preview') } : {}),
    };
  }

  /**
   * The attachment and its stored file, for the conversation's customer, for staff, or for anyone
   * with a valid signed URL; anyone else gets 404 (its existence is not revealed), as does a row
   * whose file is gone. An image's preview falls back to the image (files kept before previews).
   */
  async open(
    id: string,
    caller: ChatActor | null,
    query: SignatureQuery & { variant?: unknown },
  ): Promise<{ attachment: ChatAttachmentEntity; file: StoredObject; preview: boolean }> {
    const attachment = await this.attachments.findOne({
      where: { id },
      relations: { conversation: true },
    });
    const notFound = new DomainError('NOT_FOUND', CHAT_ERRORS.attachmentNotFound);
    if (!attachment?.conversation) throw notFound;
    const customerId = attachment.conversation.customerId;
    const variant = query.variant === 'preview' ? 'preview' : 'full';
    const signed =
      query.sig !== undefined && this.urls.verify({ kind: 'chat-attachment', id, variant }, query);
    const allowed = signed || (caller && (isStaff(caller) || caller.id === customerId));
    if (!allowed) throw notFound;
    if (variant === 'preview' && isImageType(attachment.type)) {
      const preview = await this.store.open(previewKey(customerId, id));
      if (preview) return { attachment, file: preview, preview: true };
    }
    const file = await this.store.open(fileKey(customerId, id));
    if (!file) throw notFound;
    return { attachment, file, preview: false };
  }

  /**
   * The (JPEG, as every image sent) images in `customerId`'s conversation, newest first, with who sent them and when (an
   * expert may add one to the customer's request).
   */
  async customerImages(
    customerId: string,
    limit: number,
  ): Promise<{ attachment: ChatAttachmentEntity; sentAt: Date; senderRole: SenderRole }[]> {
    const rows = await this.attachments
      .createQueryBuilder('a')
      .innerJoinAndSelect('a.message', 'm')
      .innerJoin('a.conversation', 'c')
      .where('c.customerId = :customerId', { customerId })
      .andWhere("a.type = 'image/jpeg'")
      .orderBy('m.createdAt', 'DESC')
      .addOrderBy('a.position', 'ASC')
      .take(limit)
      .getMany();
    return rows.map((a) => ({
      attachment: a,
      sentAt: a.message!.createdAt,
      senderRole: a.message!.senderRole,
    }));
  }

  /**
   * An image attachment of `customerId`'s conversation and its keys in the FileStore (the preview
   * key may hold nothing for files kept before previews); null for anything else.
   */
  async customerImage(
    customerId: string,
    id: string,
  ): Promise<{ attachment: ChatAttachmentEntity; key: string; previewKey: string } | null> {
    if (!UUID_RE.test(id)) return null;
    const attachment = await this.attachments.findOne({
      where: { id: id.toLowerCase() },
      relations: { conversation: true },
    });
    if (!attachment?.conversation || attachment.conversation.customerId !== customerId) return null;
    // Every image sent is re-encoded as a JPEG master with a JPEG preview (the upload pipeline).
    if (attachment.type !== 'image/jpeg') return null;
    return {
      attachment,
      key: fileKey(customerId, attachment.id),
      previewKey: previewKey(customerId, attachment.id),
    };
  }

  /** After the account row is deleted (its conversation goes with it): remove its files. */
  async removeCustomerFiles(customerId: string): Promise<void> {
    if (!UUID_RE.test(customerId)) return;
    try {
      await this.store.deletePrefix(customerPrefix(customerId));
    } catch (err) {
      this.logger.error(`Could not remove the chat files of an account: ${(err as Error).message}`);
    }
  }
}
