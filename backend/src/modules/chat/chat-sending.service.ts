import { ValuationDirectoryService } from '../valuations';
import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import {
  CHAT_LIMITS,
  CHAT_TEXTS,
  hasControlCharacters,
  IDEMPOTENCY_ERRORS,
  IDEMPOTENCY_KEY_HEADER,
  type ChatMessage,
  type SenderRole,
} from '@valuation/contracts';
import { DataSource, Repository } from 'typeorm';
import { Clock } from '../../infrastructure/clock/clock';
import { DomainError } from '../../common/domain-error';
import { UUID_RE } from '../../common/pipes/parse-id.pipe';
import type { Upload, UploadedFile } from '../../infrastructure/uploads/upload-pipeline';
import { User, UsersService } from '../users';
import { violatesUnique } from '../../common/idempotency/idempotency-key';
import { ChatAnnouncingService } from './chat-announcing.service';
import { ChatAttachmentsService } from './chat-attachments.service';
import { ChatAutoReplyService } from './chat-auto-reply.service';
import { ChatMessagesService } from './chat-messages.service';
import { CHAT_ERRORS, ChatActor } from './chat.types';
import { ConversationsService } from './conversations.service';
import { ChatAttachmentEntity } from './entities/chat-attachment.entity';
import { ChatMessageEntity } from './entities/chat-message.entity';
import { Conversation } from './entities/conversation.entity';

/** A message's text as stored: trimmed, not blank without files, not too long, printable. */
export function checkedContent(raw: string | undefined, fileCount: number): string {
  const content = (raw ?? '').trim();
  if (content === '' && fileCount === 0)
    throw DomainError.onField('INVALID_INPUT', 'content', CHAT_TEXTS.blankMessage);
  if (content.length > CHAT_LIMITS.maxContentLength)
    throw DomainError.onField('INVALID_INPUT', 'content', CHAT_ERRORS.contentTooLong);
  if (hasControlCharacters(content))
    throw DomainError.onField('INVALID_INPUT', 'content', CHAT_ERRORS.controlCharacters);
  return content;
}

/**
 * Sending messages (the customer's, staff's, other modules' and the automatic reply): checked,
 * stored with their attachments in one transaction, announced live and as ChatMessageAnnounced
 * (ADR 020: the offline mail, staff's notices).
 */
@Injectable()
export class ChatSendingService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(ChatAttachmentEntity)
    private readonly attachments: Repository<ChatAttachmentEntity>,
    private readonly users: UsersService,
    @InjectRepository(ChatMessageEntity)
    private readonly messageRows: Repository<ChatMessageEntity>,
    private readonly clock: Clock,
    private readonly conversations: ConversationsService,
    private readonly messages: ChatMessagesService,
    private readonly announcing: ChatAnnouncingService,
    private readonly autoReply: ChatAutoReplyService,
    private readonly files: ChatAttachmentsService,
    private readonly valuations: ValuationDirectoryService,
  ) {}

  /**
   * POST /api/chat/messages: the customer's message (its files read by the UploadPipeline). With
   * `clientKey` (the Idempotency-Key), a message already stored with it is answered instead.
   */
  async sendFromCustomer(
    customer: ChatActor,
    upload: Upload,
    clientKey: string | null = null,
  ): Promise<ChatMessage> {
    const content = checkedContent(upload.fields.content, upload.files.length);
    const valuationId = await this.checkValuation(customer.id, upload.fields.valuationId);
    const conversation = await this.conversations.ensureConversation(customer.id);
    const message = await this.store(
      conversation,
      customer,
      'customer',
      content,
      valuationId,
      upload.files,
      clientKey,
    );
    const reply = await this.autoReply.claim(conversation.id);
    if (reply) await this.store(conversation, null, 'system', reply, null, []);
    return message;
  }

  /** POST /api/staff/conversations/:id/messages. */
  async sendFromStaff(
    staff: ChatActor,
    conversation: Conversation,
    upload: Upload,
    clientKey: string | null = null,
  ): Promise<ChatMessage> {
    const content = checkedContent(upload.fields.content, upload.files.length);
    const valuationId = await this.checkValuation(
      conversation.customerId,
      upload.fields.valuationId,
    );
    return this.store(conversation, staff, 'expert', content, valuationId, upload.files, clientKey);
  }

  /**
   * For other modules ("Request more information"): an expert's message to the customer, the
   * conversation created when needed, announced live. `valuationId` is trusted (the caller has
   * checked it is the customer's request). Quiet: the request's status notice tells the customer
   * (one event, one notification), so it makes no chat notice nor offline mail of its own.
   */
  async postStaffMessage(
    customerId: string,
    expertId: string,
    content: string,
    valuationId?: string,
  ): Promise<ChatMessage> {
    const conversation = await this.conversations.ensureConversation(customerId);
    return this.store(
      conversation,
      { id: expertId, role: 'expert' },
      'expert',
      content.trim().slice(0, CHAT_LIMITS.maxContentLength),
      valuationId ?? null,
      [],
      null,
      true,
    );
  }

  /**
   * For other modules (the customer's answer to "more information"): the customer's message in
   * their conversation, linked to their request (`valuationId` checked by the caller). Quiet: the
   * answer's own notice tells the expert.
   */
  async postCustomerMessage(
    customerId: string,
    content: string,
    valuationId: string,
  ): Promise<ChatMessage> {
    const conversation = await this.conversations.ensureConversation(customerId);
    return this.store(
      conversation,
      { id: customerId, role: 'customer' },
      'customer',
      content.trim().slice(0, CHAT_LIMITS.maxContentLength),
      valuationId,
      [],
      null,
      true,
    );
  }

  private async checkValuation(
    customerId: string,
    raw: string | undefined,
  ): Promise<string | null> {
    const id = raw?.trim();
    if (!id) return null;
    if (!UUID_RE.test(id) || !(await this.valuations.ownsValuation(customerId, id.toLowerCase())))
      throw DomainError.onField('INVALID_INPUT', 'valuationId', CHAT_ERRORS.valuationNotYours);
    return id.toLowerCase();
  }

  /**
   * Stores a message and its attachments in one transaction, then announces it. A `clientKey`
   * already stored for this sender and conversation answers that message (announced again if its
   * process died before announcing it); the same key with other content is refused.
   */
  private async store(
    conversation: Conversation,
    sender: ChatActor | null,
    role: SenderRole,
    content: string,
    valuationId: string | null,
    files: UploadedFile[],
    clientKey: string | null = null,
    quiet = false,
  ): Promise<ChatMessage> {
    const earlier = clientKey && sender && (await this.storedWith(conversation, sender, clientKey));
    if (earlier) return this.replay(earlier, conversation, content);
    const now = this.clock.now();
    // the files first, so that a message announced has its files; removed if the message fails
    if (files.length) await this.files.storeFiles(conversation.customerId, files);
    const attachmentRows = files.map((f, position) =>
      this.attachments.create({
        id: f.id,
        position,
        conversationId: conversation.id,
        name: f.name,
        type: f.type,
        size: f.size,
      }),
    );
    const outcome = await this.dataSource
      .transaction(async (manager) => {
        const message = await manager.save(
          manager.create(ChatMessageEntity, {
            conversationId: conversation.id,
            senderId: sender?.id ?? null,
            senderRole: role,
            content,
            status: 'sent',
            valuationId,
            createdAt: now,
            deliveredAt: null,
            readAt: null,
            clientKey: sender ? clientKey : null,
            announced: false,
          }),
        );
        for (const row of attachmentRows) row.messageId = message.id;
        if (attachmentRows.length) {
          await manager.insert(
            ChatAttachmentEntity,
            attachmentRows.map(({ id, position, messageId, conversationId, name, type, size }) => ({
              id,
              position,
              messageId,
              conversationId,
              name,
              type,
              size,
            })),
          );
        }
        // A customer writing again reopens a resolved conversation.
        await manager.update(
          Conversation,
          { id: conversation.id },
          role === 'customer' ? { lastMessageAt: now, status: 'open' } : { lastMessageAt: now },
        );
        return { saved: message, earlier: null };
      })
      .catch(async (err: unknown) => {
        if (files.length)
          await this.files.deleteFiles(
            conversation.customerId,
            files.map((f) => f.id),
          );
        // the same key sent twice at once: the other try stored it
        if (clientKey && sender && violatesUnique(err, CLIENT_KEY_INDEX)) {
          const earlier = await this.storedWith(conversation, sender, clientKey);
          if (earlier) return { saved: null, earlier };
        }
        throw err;
      });
    if (outcome.earlier) return this.replay(outcome.earlier, conversation, content);
    const saved = outcome.saved!;
    // The JSON from what was just stored (no second read): the sender's first name is known.
    const firstName =
      sender && (sender.firstName ?? (await this.users.findById(sender.id))?.firstName);
    const row = Object.assign(saved, {
      sender: sender ? ({ id: sender.id, firstName: firstName ?? '' } as User) : null,
    });
    const [json] = await this.messages.toJSON([row], attachmentRows);
    this.announcing.announce(row, json, conversation, quiet);
    return json;
  }

  private storedWith(conversation: Conversation, sender: ChatActor, clientKey: string) {
    return this.messageRows
      .createQueryBuilder('m')
      .leftJoin('m.sender', 'sender')
      .addSelect(['sender.id', 'sender.firstName'])
      .where('m.conversationId = :cid AND m.senderId = :sid AND m.clientKey = :key', {
        cid: conversation.id,
        sid: sender.id,
        key: clientKey,
      })
      .getOne();
  }

  /** A retry's answer: the stored message, announced if its first try never got that far. */
  private async replay(
    row: ChatMessageEntity,
    conversation: Conversation,
    content: string,
  ): Promise<ChatMessage> {
    if (row.content !== content)
      throw DomainError.onField('CONFLICT', IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_ERRORS.keyReused);
    const [json] = await this.messages.toJSON([row]);
    if (!row.announced) this.announcing.announce(row, json, conversation);
    return json;
  }
}

const CLIENT_KEY_INDEX = 'UQ_chat_messages_clientKey';
