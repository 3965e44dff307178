import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, MoreThanOrEqual, Repository } from 'typeorm';
import { CHAT_HOURS } from '@valuation/contracts';
import { Clock } from '../../infrastructure/clock/clock';
import { claimOne } from '../../database/atomic-claim';
import { isBusinessHours, offHoursReply, sameOffHoursPeriod } from './business-hours';
import { ChatMessageEntity } from './entities/chat-message.entity';
import { Conversation } from './entities/conversation.entity';

/**
 * The automatic reply outside business hours (docs/product.md §2.17): the first customer message
 * of an off-hours period claims it on `autoReplyAt`, so concurrent messages produce one reply. A
 * live conversation (an expert wrote in it in the last 30 minutes, a "Request more information"
 * included) gets none.
 */
@Injectable()
export class ChatAutoReplyService {
  constructor(
    @InjectRepository(Conversation) private readonly conversations: Repository<Conversation>,
    @InjectRepository(ChatMessageEntity) private readonly messages: Repository<ChatMessageEntity>,
    private readonly clock: Clock,
  ) {}

  /** The reply's text when this message is the first of an off-hours period (claimed), else null. */
  async claim(conversationId: string): Promise<string | null> {
    const now = this.clock.now();
    if (isBusinessHours(now)) return null;
    const current = await this.conversations.findOne({ where: { id: conversationId } });
    if (!current) return null;
    if (current.autoReplyAt && sameOffHoursPeriod(new Date(current.autoReplyAt), now)) return null;
    if (await this.expertWroteSince(current.id, now)) return null;
    const claimed = await claimOne(
      this.conversations,
      { id: current.id, autoReplyAt: current.autoReplyAt ?? IsNull() },
      { autoReplyAt: now },
      ['id'],
    );
    return claimed ? offHoursReply(now) : null;
  }

  /** Whether an expert has written in the conversation in the last 30 minutes (it is live). */
  private async expertWroteSince(conversationId: string, now: Date): Promise<boolean> {
    const since = new Date(now.getTime() - CHAT_HOURS.liveMinutes * 60_000);
    return this.messages.exists({
      where: { conversationId, senderRole: 'expert', createdAt: MoreThanOrEqual(since) },
    });
  }
}
