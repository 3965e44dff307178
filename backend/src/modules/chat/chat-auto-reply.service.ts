import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';
import { Clock } from '../../common/clock/clock';
import { claimOne } from '../../database/atomic-claim';
import { isBusinessHours, offHoursReply, sameOffHoursPeriod } from './business-hours';
import { Conversation } from './entities/conversation.entity';

/**
 * The automatic reply outside business hours (contracts.md "Chat"): the first customer message
 * of an off-hours period claims it on `autoReplyAt`, so concurrent messages produce one reply.
 */
@Injectable()
export class ChatAutoReplyService {
  constructor(
    @InjectRepository(Conversation) private readonly conversations: Repository<Conversation>,
    private readonly clock: Clock,
  ) {}

  /** The reply's text when this message is the first of an off-hours period (claimed), else null. */
  async claim(conversationId: string): Promise<string | null> {
    const now = this.clock.now();
    if (isBusinessHours(now)) return null;
    const current = await this.conversations.findOne({ where: { id: conversationId } });
    if (!current) return null;
    if (current.autoReplyAt && sameOffHoursPeriod(new Date(current.autoReplyAt), now)) return null;
    const claimed = await claimOne(
      this.conversations,
      { id: current.id, autoReplyAt: current.autoReplyAt ?? IsNull() },
      { autoReplyAt: now },
      ['id'],
    );
    return claimed ? offHoursReply(now) : null;
  }
}
