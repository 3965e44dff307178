import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import {
  CHAT_LIMITS,
  CHAT_TEXTS,
  hasControlCharacters,
  SOCKET_EVENTS,
  type ChatMessage,
  type SenderRole,
} from '@valuation/contracts';
import { DataSource, Repository } from 'typeorm';
import { Clock } from '../../common/clock/clock';
import { DomainError } from '../../common/domain-error';
import { UUID_RE } from '../../common/pipes/parse-id.pipe';
import type { Upload, UploadedFile } from '../../common/uploads/upload-pipeline';
import { User } from '../users/entities/user.entity';
import { ChatAttachmentsService } from './chat-attachments.service';
import { ChatAutoReplyService } from './chat-auto-reply.service';
import { ChatMessagesService } from './chat-messages.service';
import { ChatRealtime } from './chat-realtime';
import { CHAT_ERRORS, ChatActor, ExpertMessageListener } from './chat.types';
import { ConversationAnnouncer } from './conversation-announcer.service';
import { ConversationsService } from './conversations.service';
import { ChatAttachmentEntity } from './entities/chat-attachment.entity';
import { ChatMessageEntity } from './entities/chat-message.entity';
import { Conversation } from './entities/conversation.entity';
import { ValuationOwnershipPort } from './valuation-ownership.port';

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
 * stored with their attachments in one transaction, announced live, expert messages reported to
 * the listeners (the offline mail).
 */
@Injectable()
export class ChatSendingService {
  private readonly expertMessageListeners: ExpertMessageListener[] = [];

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(ChatAttachmentEntity)
    private readonly attachments: Repository<ChatAttachmentEntity>,
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly clock: Clock,
    private readonly realtime: ChatRealtime,
    private readonly conversations: ConversationsService,
    private readonly messages: ChatMessagesService,
    private readonly announcer: ConversationAnnouncer,
    private readonly autoReply: ChatAutoReplyService,
    private readonly files: ChatAttachmentsService,
    private readonly valuations: ValuationOwnershipPort,
  ) {}

  onExpertMessage(listener: ExpertMessageListener): void {
    this.expertMessageListeners.push(listener);
  }

  /** POST /api/chat/messages: the customer's message (its files read by the UploadPipeline). */
  async sendFromCustomer(customer: ChatActor, upload: Upload): Promise<ChatMessage> {
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
  ): Promise<ChatMessage> {
    const content = checkedContent(upload.fields.content, upload.files.length);
    const valuationId = await this.checkValuation(
      conversation.customerId,
      upload.fields.valuationId,
    );
    return this.store(conversation, staff, 'expert', content, valuationId, upload.files);
  }

  /**
   * For other modules ("Request more information"): an expert's message to the customer, the
   * conversation created when needed, announced live. `valuationId` is trusted (the caller has
   * checked it is the customer's request).
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
    );
  }

  /**
   * For other modules (the customer's answer to "more information"): the customer's message in
   * their conversation, linked to their request (`valuationId` checked by the caller).
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

  /** Stores a message and its attachments in one transaction, then announces it. */
  private async store(
    conversation: Conversation,
    sender: ChatActor | null,
    role: SenderRole,
    content: string,
    valuationId: string | null,
    files: UploadedFile[],
  ): Promise<ChatMessage> {
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
    const saved = await this.dataSource
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
        return message;
      })
      .catch(async (err: unknown) => {
        if (files.length)
          await this.files.deleteFiles(
            conversation.customerId,
            files.map((f) => f.id),
          );
        throw err;
      });
    // The JSON from what was just stored (no second read): the sender's first name is known.
    const firstName =
      sender &&
      (sender.firstName ??
        (await this.users.findOne({ where: { id: sender.id }, select: ['id', 'firstName'] }))
          ?.firstName);
    const row = Object.assign(saved, {
      sender: sender ? ({ id: sender.id, firstName: firstName ?? '' } as User) : null,
    });
    const [json] = await this.messages.toJSON([row], attachmentRows);
    this.realtime.toConversation(conversation.customerId, SOCKET_EVENTS.messageNew, {
      message: json,
    });
    // Staff's inbox line (unread count, last message) follows; the sender does not wait for it.
    void this.announcer.announce(conversation.id);
    if (role === 'expert') {
      for (const listener of this.expertMessageListeners) listener(row, conversation.customerId);
    }
    return json;
  }
}
