import { Logger } from '@nestjs/common';
import { Client } from 'pg';
import { decodeEviction, Eviction } from './session-cache';

/** The PostgreSQL channel every process LISTENs on and publishes evictions to (pg_notify). */
export const EVICTION_CHANNEL = 'session_evictions';

const HEARTBEAT_MS = 5000;
const RECONNECT_MS = 1000;

/**
 * One dedicated connection (not from the pool) that LISTENs for evictions published by the other
 * processes. Reports up/down: the cache is bypassed while it is down (a missed eviction must never
 * leave a revoked session usable), and emptied when it comes back. A heartbeat notices a silently
 * dead connection; a lost one is replaced every second until the database answers again.
 */
export class PgEvictionChannel {
  private readonly logger = new Logger('SessionCache');
  private current: Client | null = null;
  private readonly dead = new WeakSet<Client>();
  private heartbeat: NodeJS.Timeout | null = null;
  private retry: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    private readonly url: string,
    private readonly onEviction: (e: Eviction) => void,
    private readonly onState: (online: boolean) => void,
  ) {}

  start(): Promise<void> {
    return this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    if (this.heartbeat) clearInterval(this.heartbeat);
    const client = this.current;
    this.current = null;
    if (client) {
      this.dead.add(client);
      await client.end().catch(() => undefined);
    }
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const client = new Client({
      connectionString: this.url,
      keepAlive: true,
      connectionTimeoutMillis: 2000,
    });
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client));
    client.on('notification', (msg) => {
      if (msg.channel !== EVICTION_CHANNEL || !msg.payload) return;
      const eviction = decodeEviction(msg.payload);
      if (eviction) this.onEviction(eviction);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${EVICTION_CHANNEL}`);
    } catch (err) {
      this.lost(client, err as Error);
      return;
    }
    if (this.stopped || this.dead.has(client)) {
      await client.end().catch(() => undefined);
      return;
    }
    this.current = client;
    this.heartbeat = setInterval(() => {
      client.query('SELECT 1').catch((err: Error) => this.lost(client, err));
    }, HEARTBEAT_MS);
    this.heartbeat.unref();
    this.onState(true);
  }

  private lost(client: Client, err?: Error): void {
    if (this.dead.has(client)) return;
    this.dead.add(client);
    const wasCurrent = this.current === client;
    if (wasCurrent) {
      this.current = null;
      if (this.heartbeat) clearInterval(this.heartbeat);
      this.heartbeat = null;
      this.onState(false);
      this.logger.warn(
        `The session-eviction listener was lost${err ? `: ${err.message}` : ''}; the session cache is bypassed until it is back`,
      );
    }
    client.end().catch(() => undefined);
    if (this.stopped) return;
    this.retry = setTimeout(() => void this.connect(), RECONNECT_MS);
    this.retry.unref();
  }
}
