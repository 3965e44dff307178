import { Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../clock/clock';
import { DatabaseConfig } from '../config/database.config';
import { EVICTION_CHANNEL, PgEvictionChannel } from './pg-eviction-channel';
import { CachedSession, encodeEviction, Eviction, SessionMap, Ticket } from './session-cache';

/** A safety net only: every change evicts at once; this bounds a missed cross-process message. */
export const SESSION_CACHE_TTL_MS = 60_000;
const MAX_ENTRIES = 50_000;

/**
 * The session check without a database round trip (ADR 003): validated sessions are kept in
 * process, keyed by session id. Whatever changes a session or an account calls `evictSession` or
 * `evictUser` AFTER its write: the local entry goes synchronously (so the very next request on this
 * process is refused) and the eviction is published to the other processes through PostgreSQL
 * NOTIFY. On PGlite there is one process only, so eviction is local.
 */
@Injectable()
export class SessionCacheService<U extends CachedSession = CachedSession>
  implements OnModuleInit, OnApplicationShutdown
{
  private readonly logger = new Logger('SessionCache');
  private readonly map: SessionMap<U>;
  private readonly channel: PgEvictionChannel | null;

  constructor(
    config: ConfigService,
    private readonly clock: Clock,
    @InjectDataSource() private readonly db: DataSource,
  ) {
    const url = config.getOrThrow<DatabaseConfig>('database').url;
    // With PostgreSQL, other processes may share the database: offline until the listener is up.
    this.map = new SessionMap<U>(SESSION_CACHE_TTL_MS, MAX_ENTRIES, !url);
    this.channel = url
      ? new PgEvictionChannel(
          url,
          (e) => this.map.evict(e),
          (online) => this.map.setOnline(online),
        )
      : null;
  }

  async onModuleInit(): Promise<void> {
    // Never blocks the start: while the listener is not up the cache is simply bypassed.
    await this.channel?.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.channel?.stop();
  }

  /** Whether lookups are served from memory (false while the cross-process listener is down). */
  get isOnline(): boolean {
    return this.map.isOnline;
  }

  get(sessionId: string): U | null {
    return this.map.get(sessionId, this.clock.nowMs());
  }

  ticket(): Ticket {
    return this.map.ticket();
  }

  set(ticket: Ticket, user: U): void {
    this.map.set(ticket, user, this.clock.nowMs());
  }

  /** After a session was revoked. */
  evictSession(sessionId: string): Promise<void> {
    return this.evict({ session: sessionId });
  }

  /** After anything of an account changed (disabled, role, profile, deleted, sessions revoked). */
  evictUser(userId: string): Promise<void> {
    return this.evict({ user: userId });
  }

  private async evict(e: Eviction): Promise<void> {
    this.map.evict(e);
    if (!this.channel) return;
    try {
      await this.db.query('SELECT pg_notify($1, $2)', [EVICTION_CHANNEL, encodeEviction(e)]);
    } catch (err) {
      // The write it follows went through; other processes drop the entry within the TTL.
      this.logger.warn(`Could not publish a session eviction: ${(err as Error).message}`);
    }
  }
}
