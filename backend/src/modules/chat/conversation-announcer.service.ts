import { Injectable, Logger } from '@nestjs/common';
import { SOCKET_EVENTS } from '@valuation/contracts';
import { ChatRealtime } from './chat-realtime';
import { ConversationSummariesService } from './conversation-summaries.service';

/**
 * Tells staff how a conversation stands now (unread count, last message, assignee). Calls are
 * coalesced: conversations changed meanwhile are announced together by one worker (a few queries
 * per batch, never one set of queries per message), so a burst of messages cannot exhaust the
 * database pool.
 */
@Injectable()
export class ConversationAnnouncer {
  private readonly logger = new Logger(ConversationAnnouncer.name);
  /** Conversations whose inbox line staff must be sent again, and the worker sending them. */
  private readonly toAnnounce = new Set<string>();
  private announcer: Promise<void> | null = null;

  constructor(
    private readonly realtime: ChatRealtime,
    private readonly summaries: ConversationSummariesService,
  ) {}

  announce(id: string): Promise<void> {
    if (!this.realtime.io) return Promise.resolve();
    this.toAnnounce.add(id);
    return this.start();
  }

  private start(): Promise<void> {
    this.announcer ??= this.announceChanged().finally(() => {
      this.announcer = null;
      if (this.toAnnounce.size) void this.start();
    });
    return this.announcer;
  }

  private async announceChanged(): Promise<void> {
    while (this.toAnnounce.size) {
      const ids = [...this.toAnnounce].slice(0, 50);
      for (const id of ids) this.toAnnounce.delete(id);
      try {
        const rows = await this.summaries.manyWithPeople(ids);
        for (const conversation of await this.summaries.toJSON(rows))
          this.realtime.toStaff(SOCKET_EVENTS.conversationUpdated, { conversation });
      } catch (err) {
        this.logger.warn(`Could not announce conversations: ${(err as Error).message}`);
      }
    }
  }
}
