import {
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnModuleDestroy,
  Optional,
} from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { EventBus } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import { SOCKET_EVENTS, type ChatMessage } from '@valuation/contracts';
import { Repository } from 'typeorm';
import { Clock } from '../../infrastructure/clock/clock';
import type { JobsConfig } from '../../infrastructure/config/jobs.config';
import { ChatMessagesService } from './chat-messages.service';
import { ChatRealtime } from './chat-realtime';
import { ChatMessageAnnounced } from './chat.events';
import { ConversationAnnouncer } from './conversation-announcer.service';
import { ChatMessageEntity } from './entities/chat-message.entity';
import { Conversation } from './entities/conversation.entity';

/** A message still not announced this long after it was stored was left by a process that died. */
export const ANNOUNCE_SWEEP_AFTER_MS = 10_000;
/** How often each process looks for such messages (while the jobs poller runs, JOBS_SCOPE empty). */
const SWEEP_EVERY_MS = 5_000;
const SWEEP_BATCH = 100;

/**
 * Announcing a stored message (contracts: Operations, "a chat message is either stored and
 * delivered or refused"): `message:new` to the conversation's room and staff, staff's inbox line,
 * ChatMessageAnnounced (ADR 020: the offline mail, staff's notices), then the row marked `announced`. A process
 * killed between storing and announcing leaves the row unannounced: the sender's retry with the
 * same Idempotency-Key announces it, and otherwise any process's sweep does after
 * ANNOUNCE_SWEEP_AFTER_MS. Clients merge messages by id, so a second announcement changes nothing
 * they show.
 */
@Injectable()
export class ChatAnnouncingService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(ChatAnnouncingService.name);
  private timer: NodeJS.Timeout | null = null;
  private sweeping: Promise<number> | null = null;

  constructor(
    @InjectRepository(ChatMessageEntity) private readonly messages: Repository<ChatMessageEntity>,
    private readonly realtime: ChatRealtime,
    private readonly announcer: ConversationAnnouncer,
    private readonly reading: ChatMessagesService,
    private readonly clock: Clock,
    private readonly events: EventBus,
    @Optional() private readonly config?: ConfigService,
  ) {}

  /** Tells everyone concerned, then marks the row (the sender does not wait for that write). */
  announce(
    row: ChatMessageEntity,
    json: ChatMessage,
    conversation: Pick<Conversation, 'customerId' | 'assigneeId'>,
    quiet = false,
  ): void {
    const { customerId, assigneeId } = conversation;
    this.realtime.toConversation(customerId, SOCKET_EVENTS.messageNew, { message: json });
    // Staff's inbox line (unread count, last message) follows; the sender does not wait for it.
    void this.announcer.announce(row.conversationId);
    const { id, conversationId, senderId, senderRole, valuationId } = row;
    this.events.publish(
      new ChatMessageAnnounced(
        { id, conversationId, senderId, senderRole, valuationId },
        { customerId, assigneeId },
        quiet,
      ),
    );
    if (row.announced) return;
    row.announced = true;
    this.messages.update({ id: row.id }, { announced: true }).catch((err: Error) => {
      this.logger.warn(`Message ${row.id} announced but not marked (swept again): ${err.message}`);
    });
  }

  onApplicationBootstrap(): void {
    const jobs = this.config?.get<JobsConfig>('jobs');
    // Messages have no scope: apps given one (the API tests' apps sharing a database) leave the
    // sweep to whoever calls sweep(), as they leave other apps' jobs alone.
    if (!jobs || jobs.pollMs <= 0 || jobs.scope !== '') return;
    this.timer = setInterval(() => {
      this.sweeping ??= this.sweep()
        .catch((err: Error) => {
          this.logger.warn(`Could not sweep unannounced chat messages: ${err.message}`);
          return 0;
        })
        .finally(() => (this.sweeping = null));
    }, SWEEP_EVERY_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.sweeping;
  }

  /**
   * Announces messages stored more than ANNOUNCE_SWEEP_AFTER_MS ago and never announced; one
   * statement marks them, so two processes sweeping at once announce each message once. Answers
   * how many it announced.
   */
  async sweep(): Promise<number> {
    const cutoff = new Date(this.clock.nowMs() - ANNOUNCE_SWEEP_AFTER_MS);
    const claimed: unknown = await this.messages.query(
      `UPDATE "chat_messages" SET "announced" = true
        WHERE "id" IN (SELECT "id" FROM "chat_messages"
                        WHERE NOT "announced" AND "createdAt" < $1
                        ORDER BY "createdAt" LIMIT ${SWEEP_BATCH})
          AND NOT "announced"
        RETURNING "id"`,
      [cutoff],
    );
    const ids = idsOf(claimed);
    if (ids.length === 0) return 0;
    const rows = await this.messages
      .createQueryBuilder('m')
      .leftJoin('m.sender', 'sender')
      .addSelect(['sender.id', 'sender.firstName'])
      .innerJoinAndMapOne('m.conversation', Conversation, 'c', 'c.id = m.conversationId')
      .where('m.id IN (:...ids)', { ids })
      .orderBy('m.seq', 'ASC')
      .getMany();
    const json = await this.reading.toJSON(rows);
    rows.forEach((row, i) => this.announce(row, json[i], row.conversation!));
    this.logger.warn(`Announced ${rows.length} chat message(s) a stopped process had stored`);
    return rows.length;
  }
}

/** UPDATE … RETURNING through TypeORM's query(): pg answers [rows, count], PGlite the rows. */
function idsOf(result: unknown): string[] {
  const rows =
    Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) ? result[0] : result;
  return Array.isArray(rows) ? (rows as { id: string }[]).map((r) => r.id) : [];
}
