import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { DomainError } from '../../common/domain-error';
import { CHAT_ERRORS } from './chat.types';
import { Conversation } from './entities/conversation.entity';

/** The one conversation of each customer: found, created on first use, or NOT_FOUND. */
@Injectable()
export class ConversationsService {
  constructor(
    @InjectRepository(Conversation) private readonly conversations: Repository<Conversation>,
  ) {}

  conversationOf(customerId: string): Promise<Conversation | null> {
    return this.conversations.findOne({ where: { customerId } });
  }

  /** The customer's conversation, created on first use (a race creates one row only). */
  async ensureConversation(customerId: string): Promise<Conversation> {
    const existing = await this.conversationOf(customerId);
    if (existing) return existing;
    await this.conversations
      .createQueryBuilder()
      .insert()
      .values({ customerId, status: 'open' })
      .orIgnore()
      .execute();
    return (await this.conversationOf(customerId))!;
  }

  async conversationOrFail(id: string): Promise<Conversation> {
    const conversation = await this.conversations.findOne({ where: { id } });
    if (!conversation) throw new DomainError('NOT_FOUND', CHAT_ERRORS.conversationNotFound);
    return conversation;
  }
}
