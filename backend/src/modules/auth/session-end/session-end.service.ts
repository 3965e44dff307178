import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EventEmitter } from 'node:events';
import { IsNull, Not, Repository } from 'typeorm';
import { Session } from '../entities/session.entity';
import { SessionCacheService } from '../../../infrastructure/session-cache/session-cache.service';

/**
 * A session (or every session of an account) has ended: logout, password change or reset, account
 * disabled or deleted, refresh-token reuse.
 */
export interface SessionEnded {
  /** One session ended. */
  sessionId?: string;
  /** Every session of this account ended… */
  userId?: string;
  /** …except this one (a password change keeps the current device signed in). */
  exceptSessionId?: string;
}

const EVENT = 'ended';

/**
 * The one place that ends sessions. Ending one always does all three: the session row is revoked
 * (its refresh tokens stop working), the session cache forgets it on every process (its access
 * tokens are refused at once, ADR 003), and the listeners hear of it (the chat gateway closes its
 * sockets, on every process through the Socket.IO Redis adapter). Nothing else announces an end,
 * so no caller can revoke without evicting or evict without closing.
 */
@Injectable()
export class SessionEndService {
  private readonly emitter = new EventEmitter();
  private readonly logger = new Logger(SessionEndService.name);

  constructor(
    @InjectRepository(Session) private readonly sessions: Repository<Session>,
    private readonly cache: SessionCacheService,
  ) {}

  /** Ends one session (logout, refresh-token reuse). */
  async end(sessionId: string, at: Date = new Date()): Promise<void> {
    await this.sessions.update({ id: sessionId, revokedAt: IsNull() }, { revokedAt: at });
    await this.cache.evictSession(sessionId);
    this.announce({ sessionId });
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
    this.announce(exceptSessionId ? { userId, exceptSessionId } : { userId });
  }

  /** Hears of every ended session of this process; returns the unsubscribe function. */
  onEnded(listener: (event: SessionEnded) => void): () => void {
    this.emitter.on(EVENT, listener);
    return () => this.emitter.off(EVENT, listener);
  }

  /** A failing listener never makes the ending fail: the session is already revoked. */
  private announce(event: SessionEnded): void {
    try {
      this.emitter.emit(EVENT, event);
    } catch (err) {
      this.logger.warn(`A session-end listener failed: ${(err as Error).message}`);
    }
  }
}
