import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { CHAT_LIMITS, SOCKET_EVENTS, type MessageStatus } from '@valuation/contracts';
import { In, Repository } from 'typeorm';
import { Clock } from '../../infrastructure/clock/clock';
import { UUID_RE } from '../../common/pipes/parse-id.pipe';
import { ChatRealtime } from './chat-realtime';
import { ChatActor, isStaff } from './chat.types';
import { ConversationAnnouncer } from './conversation-announcer.service';
import { ConversationsService } from './conversations.service';
import { ChatMessageEntity } from './entities/chat-message.entity';
import { Conversation } from './entities/conversation.entity';

/** Delivery states: sent → delivered → read, never back, announced to both sides. */
@Injectable()
export class ChatDeliveryService {
  constructor(
    @InjectRepository(ChatMessageEntity) private readonly messages: Repository<ChatMessageEntity>,
    private readonly conversations: ConversationsService,
    private readonly announcer: ConversationAnnouncer,
    private readonly realtime: ChatRealtime,
    private readonly clock: Clock,
  ) {}

  /** The customer has shown these messages: the experts' (and system) ones become read. */
  async markReadByCustomer(customerId: string, messageIds: string[]): Promise<string[]> {
    const conversation = await this.conversations.conversationOf(customerId);
    if (!conversation || messageIds.length === 0) return [];
    return this.advance(conversation, messageIds, 'customer', 'read');
  }

  /** Staff have shown the conversation: the customer's messages become read. */
  async markReadByStaff(conversation: Conversation, messageIds?: string[]): Promise<string[]> {
    return this.advance(conversation, messageIds ?? null, 'staff', 'read');
  }

  /** A client acknowledged receiving messages meant for it (socket `message:delivered`). */
  async markDelivered(actor: ChatActor, messageIds: string[]): Promise<string[]> {
    const ids = messageIds.filter((id) => UUID_RE.test(id)).slice(0, CHAT_LIMITS.maxReadIds);
    if (ids.length === 0) return [];
    if (!isStaff(actor)) {
      const conversation = await this.conversations.conversationOf(actor.id);
      return conversation ? this.advance(conversation, ids, 'customer', 'delivered') : [];
    }
    // Staff acknowledge customer messages of any conversation: group by conversation.
    const rows = await this.messages.find({
      where: { id: In(ids), senderRole: 'customer', status: 'sent' },
      select: ['id', 'conversationId'],
    });
    const changed: string[] = [];
    for (const conversationId of new Set(rows.map((r) => r.conversationId))) {
      const conversation = await this.conversations
        .conversationOrFail(conversationId)
        .catch(() => null);
      if (!conversation) continue;
      const own = rows.filter((r) => r.conversationId === conversationId).map((r) => r.id);
      changed.push(...(await this.advance(conversation, own, 'staff', 'delivered')));
    }
    return changed;
  }

  /**
   * Moves the other side's messages forward (sent → delivered → read; never back) in one
   * UPDATE … RETURNING, announces the change to both sides and returns the ids changed.
   */
  private async advance(
    conversation: Conversation,
    messageIds: string[] | null,
    reader: 'customer' | 'staff',
    status: Exclude<MessageStatus, 'sent'>,
  ): Promise<string[]> {
    if (messageIds && messageIds.length === 0) return [];
    const now = this.clock.now();
    const qb = this.messages
      .createQueryBuilder()
      .update()
      .set(
        status === 'read'
          ? { status, readAt: now, deliveredAt: () => `COALESCE("deliveredAt", :now)` }
          : { status, deliveredAt: now },
      )
      .setParameter('now', now)
      .where('"conversationId" = :cid', { cid: conversation.id })
      .andWhere(reader === 'customer' ? `"senderRole" <> 'customer'` : `"senderRole" = 'customer'`)
      .andWhere(status === 'read' ? `"status" <> 'read'` : `"status" = 'sent'`);
    if (messageIds) qb.andWhere('"id" IN (:...ids)', { ids: messageIds });
    const result = await qb.returning(['id']).execute();
    const changed = (Array.isArray(result.raw) ? (result.raw as { id: string }[]) : []).map(
      (r) => r.id,
    );
    if (changed.length) {
      this.realtime.toConversation(conversation.customerId, SOCKET_EVENTS.messageStatus, {
        messageIds: changed,
        status,
      });
      if (reader === 'staff' && status === 'read') await this.announcer.announce(conversation.id);
    }
    return changed;
  }
}
