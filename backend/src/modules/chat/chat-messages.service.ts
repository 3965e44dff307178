import { ValuationDirectoryService } from '../valuations';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { CHAT_LIMITS, type ChatMessage } from '@valuation/contracts';
import { Repository } from 'typeorm';
import { DomainError } from '../../common/domain-error';
import { ChatAttachmentsService } from './chat-attachments.service';
import { CHAT_ERRORS, SYSTEM_SENDER } from './chat.types';
import { ConversationsService } from './conversations.service';
import { ChatMessagesQueryDto } from './dto/chat-query.dto';
import { ChatAttachmentEntity } from './entities/chat-attachment.entity';
import { ChatMessageEntity } from './entities/chat-message.entity';
import { Conversation } from './entities/conversation.entity';

/** Reading a conversation: pages, one message, the data export, and the message JSON. */
@Injectable()
export class ChatMessagesService {
  constructor(
    @InjectRepository(ChatMessageEntity) private readonly messages: Repository<ChatMessageEntity>,
    private readonly conversations: ConversationsService,
    private readonly attachments: ChatAttachmentsService,
    private readonly valuations: ValuationDirectoryService,
  ) {}

  /** One page of a conversation: oldest first, the newest page unless `before` is given. */
  async page(
    conversation: Conversation | null,
    query: ChatMessagesQueryDto,
  ): Promise<{ messages: ChatMessage[]; hasMore: boolean }> {
    const limit = query.limit ?? CHAT_LIMITS.defaultPageSize;
    let beforeSeq: string | null = null;
    if (query.before) {
      const anchor = conversation
        ? await this.messages.findOne({
            where: { id: query.before.toLowerCase(), conversationId: conversation.id },
            select: ['id', 'seq'],
          })
        : null;
      if (!anchor) throw DomainError.onField('INVALID_INPUT', 'before', CHAT_ERRORS.beforeUnknown);
      beforeSeq = anchor.seq;
    }
    if (!conversation) return { messages: [], hasMore: false };
    const qb = this.messageQuery().where('m.conversationId = :cid', { cid: conversation.id });
    if (beforeSeq !== null) qb.andWhere('m.seq < :seq', { seq: beforeSeq });
    const rows = await qb
      .orderBy('m.seq', 'DESC')
      .take(limit + 1)
      .getMany();
    const hasMore = rows.length > limit;
    const page = rows.slice(0, limit).reverse();
    return { messages: await this.toJSON(page), hasMore };
  }

  async messageForCustomer(customerId: string, messageId: string): Promise<ChatMessage> {
    const conversation = await this.conversations.conversationOf(customerId);
    const row = conversation
      ? await this.messageQuery()
          .where('m.id = :id AND m.conversationId = :cid', {
            id: messageId,
            cid: conversation.id,
          })
          .getOne()
      : null;
    if (!row) throw new DomainError('NOT_FOUND', CHAT_ERRORS.messageNotFound);
    return (await this.toJSON([row]))[0];
  }

  /** The customer's messages for the data export (oldest first). */
  async exportFor(customerId: string): Promise<ChatMessage[]> {
    const conversation = await this.conversations.conversationOf(customerId);
    if (!conversation) return [];
    const rows = await this.messageQuery()
      .where('m.conversationId = :cid', { cid: conversation.id })
      .orderBy('m.seq', 'ASC')
      .getMany();
    return this.toJSON(rows);
  }

  /** Messages as the API answers them: attachments with signed addresses, request references. */
  async toJSON(
    rows: ChatMessageEntity[],
    /** The rows' attachments when already known (a message just stored). */
    known?: ChatAttachmentEntity[],
  ): Promise<ChatMessage[]> {
    if (rows.length === 0) return [];
    const files = known ?? (await this.attachments.ofMessages(rows.map((r) => r.id)));
    const valuationIds = [...new Set(rows.map((r) => r.valuationId).filter(Boolean))] as string[];
    const references = valuationIds.length
      ? await this.valuations.referencesOf(valuationIds)
      : new Map<string, string>();
    return rows.map((row) => {
      const json: ChatMessage = {
        id: row.id,
        conversationId: row.conversationId,
        content: row.content,
        timestamp: new Date(row.createdAt).toISOString(),
        senderId: row.senderId ?? SYSTEM_SENDER.id,
        senderRole: row.senderRole,
        senderName:
          row.senderRole === 'system' ? SYSTEM_SENDER.name : (row.sender?.firstName ?? undefined),
        status: row.status,
        attachments: files
          .filter((f) => f.messageId === row.id)
          .map((f) => this.attachments.toJSON(f)),
      };
      if (row.valuationId) {
        json.valuationId = row.valuationId;
        const reference = references.get(row.valuationId);
        if (reference) json.valuationReference = reference;
      }
      return json;
    });
  }

  private messageQuery() {
    return this.messages
      .createQueryBuilder('m')
      .leftJoin('m.sender', 'sender')
      .addSelect(['sender.id', 'sender.firstName']);
  }
}
