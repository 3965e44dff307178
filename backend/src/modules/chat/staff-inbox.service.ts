import { ValuationDirectoryService } from '../valuations';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, Repository } from 'typeorm';
import { DomainError } from '../../common/domain-error';
import { likePattern, paginate } from '../../common/pagination/paginate';
import { UsersService } from '../users';
import { ChatRealtime } from './chat-realtime';
import { CHAT_ERRORS } from './chat.types';
import { ConversationAnnouncer } from './conversation-announcer.service';
import { ConversationSummariesService } from './conversation-summaries.service';
import { ConversationsService } from './conversations.service';
import { ConversationsPageDto, StaffConversationDto } from './dto/chat-message.dto';
import { StaffConversationsQueryDto, UpdateConversationDto } from './dto/chat-query.dto';
import { Conversation } from './entities/conversation.entity';

/** The staff inbox: the list with views, search and paging, one conversation, assign / resolve. */
@Injectable()
export class StaffInboxService {
  constructor(
    @InjectRepository(Conversation) private readonly conversations: Repository<Conversation>,
    private readonly users: UsersService,
    private readonly conversation: ConversationsService,
    private readonly summaries: ConversationSummariesService,
    private readonly announcer: ConversationAnnouncer,
    private readonly valuations: ValuationDirectoryService,
    private readonly realtime: ChatRealtime,
  ) {}

  async staffList(query: StaffConversationsQueryDto, me: string): Promise<ConversationsPageDto> {
    const qb = this.summaries.withPeople();
    if (query.view === 'mine') qb.andWhere('c.assigneeId = :me', { me });
    if (query.view === 'unassigned') qb.andWhere('c.assigneeId IS NULL');
    if (query.status) qb.andWhere('c.status = :status', { status: query.status });
    if (query.search) {
      const pattern = likePattern(query.search);
      qb.andWhere(
        new Brackets((w) =>
          w
            .where('customer.firstName ILIKE :pattern', { pattern })
            .orWhere('customer.lastName ILIKE :pattern')
            .orWhere('customer.email ILIKE :pattern')
            .orWhere(`(customer.firstName || ' ' || customer.lastName) ILIKE :pattern`),
        ),
      );
    }
    qb.orderBy('c.lastMessageAt', 'DESC', 'NULLS LAST').addOrderBy('c.id', 'ASC');
    const page = await paginate(qb, query, (row) => row);
    return { ...page, items: await this.summaries.toJSON(page.items) };
  }

  async staffConversation(id: string): Promise<StaffConversationDto> {
    const conversation = await this.summaries.oneWithPeople(id);
    const [json, valuations, customerOnline] = await Promise.all([
      this.summaries.toJSONOne(conversation),
      this.valuations.valuationsOf(conversation.customerId),
      this.realtime.isOnline(conversation.customerId),
    ]);
    return { conversation: json, valuations, customerOnline };
  }

  async update(id: string, dto: UpdateConversationDto): Promise<StaffConversationDto> {
    const conversation = await this.conversation.conversationOrFail(id);
    const patch: Partial<Conversation> = {};
    if (dto.assigneeId !== undefined) {
      if (dto.assigneeId !== null) {
        const assignee = await this.users.findStaffMember(dto.assigneeId.toLowerCase(), {
          enabledOnly: true,
        });
        if (!assignee)
          throw DomainError.onField('INVALID_INPUT', 'assigneeId', CHAT_ERRORS.assigneeNotStaff);
      }
      patch.assigneeId = dto.assigneeId?.toLowerCase() ?? null;
    }
    if (dto.status !== undefined) patch.status = dto.status;
    if (Object.keys(patch).length) await this.conversations.update({ id: conversation.id }, patch);
    await this.announcer.announce(conversation.id);
    return this.staffConversation(conversation.id);
  }

  /** The id of the customer's conversation, or null before it exists. */
  async conversationIdOf(customerId: string): Promise<string | null> {
    return (await this.conversation.conversationOf(customerId))?.id ?? null;
  }

  /** A request's assignment carries the customer's conversation (docs/product.md §2.21). */
  async assignCustomerConversation(customerId: string, expertId: string): Promise<string> {
    const conversation = await this.conversation.ensureConversation(customerId);
    if (conversation.assigneeId !== expertId) {
      await this.conversations.update({ id: conversation.id }, { assigneeId: expertId });
      await this.announcer.announce(conversation.id);
    }
    return conversation.id;
  }
}
