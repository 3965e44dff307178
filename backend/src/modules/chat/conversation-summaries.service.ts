import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Conversation as ConversationJSON } from '@valuation/contracts';
import { Repository, SelectQueryBuilder } from 'typeorm';
import { DomainError } from '../../common/domain-error';
import { User } from '../users';
import { CHAT_ERRORS } from './chat.types';
import { ConversationDto } from './dto/chat-message.dto';
import { ChatMessageEntity } from './entities/chat-message.entity';
import { Conversation } from './entities/conversation.entity';

/**
 * A conversation as staff see it in the inbox: its customer and assignee, unread count and last
 * message (a few queries for any number of conversations).
 */
@Injectable()
export class ConversationSummariesService {
  constructor(
    @InjectRepository(Conversation) private readonly conversations: Repository<Conversation>,
    @InjectRepository(ChatMessageEntity) private readonly messages: Repository<ChatMessageEntity>,
  ) {}

  /** Conversations joined with their customer and assignee (the inbox's query). */
  withPeople(): SelectQueryBuilder<Conversation> {
    return this.conversations
      .createQueryBuilder('c')
      .innerJoin('c.customer', 'customer')
      .addSelect(['customer.id', 'customer.firstName', 'customer.lastName', 'customer.email'])
      .leftJoin('c.assignee', 'assignee')
      .addSelect(['assignee.id', 'assignee.firstName', 'assignee.lastName', 'assignee.email']);
  }

  manyWithPeople(ids: string[]): Promise<Conversation[]> {
    return this.withPeople().where('c.id IN (:...ids)', { ids }).getMany();
  }

  async oneWithPeople(id: string): Promise<Conversation> {
    const conversation = await this.withPeople().where('c.id = :id', { id }).getOne();
    if (!conversation) throw new DomainError('NOT_FOUND', CHAT_ERRORS.conversationNotFound);
    return conversation;
  }

  /** The Conversation JSON of one customer's conversation (for sockets joining). */
  async toJSONOne(conversation: Conversation): Promise<ConversationJSON> {
    return (await this.toJSON([conversation]))[0];
  }

  async toJSON(rows: Conversation[]): Promise<ConversationDto[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const unread = await this.messages
      .createQueryBuilder('m')
      .select('m.conversationId', 'conversationId')
      .addSelect('COUNT(*)', 'n')
      .where('m.conversationId IN (:...ids)', { ids })
      .andWhere("m.senderRole = 'customer'")
      .andWhere("m.status <> 'read'")
      .groupBy('m.conversationId')
      .getRawMany<{ conversationId: string; n: string }>();
    const last = await this.messages
      .createQueryBuilder('m')
      .where('m.conversationId IN (:...ids)', { ids })
      .andWhere((qb) => {
        const sub = qb
          .subQuery()
          .select('MAX(m2.seq)')
          .from(ChatMessageEntity, 'm2')
          .where('m2.conversationId = m.conversationId')
          .getQuery();
        return `m.seq = ${sub}`;
      })
      .getMany();
    const person = (u: User | null | undefined) =>
      u ? { id: u.id, firstName: u.firstName, lastName: u.lastName, email: u.email } : null;
    return rows.map((c) => {
      const lastMessage = last.find((m) => m.conversationId === c.id);
      return {
        id: c.id,
        customer: person(c.customer)!,
        assignee: person(c.assignee),
        status: c.status,
        unreadCount: Number(unread.find((u) => u.conversationId === c.id)?.n ?? 0),
        lastMessage: lastMessage
          ? {
              content: lastMessage.content.slice(0, 200),
              timestamp: new Date(lastMessage.createdAt).toISOString(),
              senderRole: lastMessage.senderRole,
            }
          : null,
        lastMessageAt: c.lastMessageAt ? new Date(c.lastMessageAt).toISOString() : null,
        createdAt: new Date(c.createdAt).toISOString(),
      };
    });
  }
}
