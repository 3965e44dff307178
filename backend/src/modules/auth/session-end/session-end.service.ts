import { Injectable } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Not, Repository } from 'typeorm';
import { Session } from '../entities/session.entity';
import { SessionCacheService } from '../../../infrastructure/session-cache/session-cache.service';
import { SessionEnded } from './session.events';

/**
 * The one place that ends sessions. Ending one always does all three: the session row is revoked
 * (its refresh tokens stop working), the session cache forgets it on every process (its access
 * tokens are refused at once, ADR 003), and `SessionEnded` is published (the chat closes its
 * sockets, on every process through the Socket.IO Redis adapter; ADR 020). Nothing else announces an end,
 * so no caller can revoke without evicting or evict without closing.
 */
@Injectable()
export class SessionEndService {
  constructor(
    @InjectRepository(Session) private readonly sessions: Repository<Session>,
    private readonly cache: SessionCacheService,
    private readonly events: EventBus,
  ) {}

  /** Ends one session (logout, refresh-token reuse). */
  async end(sessionId: string, at: Date = new Date()): Promise<void> {
    await this.sessions.update({ id: sessionId, revokedAt: IsNull() }, { revokedAt: at });
    await this.cache.evictSession(sessionId);
    this.events.publish(new SessionEnded({ sessionId }));
  }

  /**
   * Ends every session of the account, except `exceptSessionId` when given (password change or
   * reset, account disabled or deleted: a deleted account's rows are already gone with it).
   */
  async endAll(userId: string, exceptSessionId?: string): Promise<void> {
    await this.sessions.update(
      { userId, revokedAt: IsNull(), ...(exceptSessionId ? { id: Not(exceptSessionId) } : {}) },
      { revokedAt: new Date() },
    );
    await this.cache.evictUser(userId);
    this.events.publish(new SessionEnded({ userId, exceptSessionId }));
  }
}
