import { Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import type { ChatAttachment } from '@valuation/contracts';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { In, Repository } from 'typeorm';
import { Clock } from '../../common/clock/clock';
import { DomainError } from '../../common/domain-error';
import { UUID_RE } from '../../common/pipes/parse-id.pipe';
import { isImageType } from '../../common/uploads/file-kind';
import { AppConfig } from '../../config/app.config';
import { AuthConfig } from '../../config/auth.config';
import { AttachmentSigner } from './attachment-signer';
import { CHAT_ERRORS, ChatActor, isStaff } from './chat.types';
import { ChatAttachmentEntity } from './entities/chat-attachment.entity';

/** The files of chat messages: where they are kept, their signed addresses, who may read them. */
@Injectable()
export class ChatAttachmentsService {
  private readonly logger = new Logger(ChatAttachmentsService.name);
  private readonly uploadsDir: string;
  private readonly signer: AttachmentSigner;

  constructor(
    config: ConfigService,
    @InjectRepository(ChatAttachmentEntity)
    private readonly attachments: Repository<ChatAttachmentEntity>,
    private readonly clock: Clock,
  ) {
    this.uploadsDir = join(config.getOrThrow<AppConfig>('app').dataDir, 'uploads', 'chat');
    this.signer = new AttachmentSigner(config.getOrThrow<AuthConfig>('auth').jwtSecret);
  }

  /** Where a customer's chat files are kept. */
  customerDir(customerId: string): string {
    if (!UUID_RE.test(customerId)) throw new Error('not a user id');
    return join(this.uploadsDir, customerId);
  }

  /** The attachments of these messages, in the order they were sent. */
  ofMessages(messageIds: string[]): Promise<ChatAttachmentEntity[]> {
    return this.attachments.find({
      where: { messageId: In(messageIds) },
      order: { position: 'ASC', id: 'ASC' },
    });
  }

  /** An attachment as the API answers it, with freshly signed addresses. */
  toJSON(file: ChatAttachmentEntity): ChatAttachment {
    const now = this.clock.nowMs();
    return {
      id: file.id,
      name: file.name,
      type: file.type,
      size: file.size,
      url: this.signer.url(file.id, now),
      ...(isImageType(file.type) ? { previewUrl: this.signer.url(file.id, now, true) } : {}),
    };
  }

  /**
   * The attachment and its file, for the conversation's customer, for staff, or for anyone with
   * a valid signed address; anyone else gets 404 (its existence is not revealed).
   */
  async attachmentFor(
    id: string,
    caller: ChatActor | null,
    signature: { expires?: unknown; sig?: unknown; preview: boolean },
  ): Promise<{ attachment: ChatAttachmentEntity; path: string }> {
    const attachment = await this.attachments.findOne({
      where: { id },
      relations: { conversation: true },
    });
    const notFound = new DomainError('NOT_FOUND', CHAT_ERRORS.attachmentNotFound);
    if (!attachment?.conversation) throw notFound;
    const customerId = attachment.conversation.customerId;
    const signed =
      signature.sig !== undefined &&
      this.signer.verify(
        id,
        signature.expires,
        signature.sig,
        signature.preview,
        this.clock.nowMs(),
      );
    const allowed = signed || (caller && (isStaff(caller) || caller.id === customerId));
    if (!allowed) throw notFound;
    return { attachment, path: join(this.customerDir(customerId), attachment.id) };
  }

  /** After the account row is deleted (its conversation goes with it): remove its files. */
  async removeCustomerFiles(customerId: string): Promise<void> {
    if (!UUID_RE.test(customerId)) return;
    try {
      await rm(this.customerDir(customerId), { recursive: true, force: true });
    } catch (err) {
      this.logger.error(`Could not remove the chat files of an account: ${(err as Error).message}`);
    }
  }
}
