import { INestApplicationContext, Logger } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { SOCKET_PATH } from '@valuation/contracts';
import Redis from 'ioredis';
import type { Server, ServerOptions } from 'socket.io';

/**
 * The Redis adapter publishes without handling a refusal: while Redis is unreachable each emit
 * would be an unhandled rejection, which ends the process (every process at once). Refusals are
 * reported instead, and the event reaches the sockets of this process only (clients catch up on
 * their next reconnect or page load).
 */
export function reportPublishFailures(
  client: Pick<Redis, 'publish'>,
  report: (err: Error) => void,
): void {
  const publish = client.publish.bind(client) as (...args: unknown[]) => Promise<number>;
  (client as { publish: unknown }).publish = (...args: unknown[]) =>
    publish(...args).catch((err: Error) => {
      report(err);
      return 0;
    });
}

/** Largest Socket.IO packet a client may send (typing and delivery receipts are tiny). */
export const SOCKET_MAX_PAYLOAD_BYTES = 16 * 1024;

/**
 * Socket.IO on the app's HTTP server at /api/socket.io (the global `api` prefix does not reach
 * gateways), with small packets only and, with REDIS_URL, the Redis adapter (ioredis pub/sub), so
 * emits, fetchSockets and disconnectSockets reach sockets on every process. Must be set with
 * app.useWebSocketAdapter before init(), or Nest silently uses its default adapter.
 */
export class ChatIoAdapter extends IoAdapter {
  private readonly logger = new Logger('Realtime');
  private readonly clients: Redis[] = [];
  private readonly redisAdapter: ReturnType<typeof createAdapter> | null = null;

  constructor(
    app: INestApplicationContext,
    redisUrl: string | null,
    /** The Redis key prefix of the adapter's channels (tests use one of their own). */
    key = 'luxe:socket.io',
  ) {
    super(app);
    if (redisUrl) {
      const pub = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
      const sub = pub.duplicate();
      for (const client of [pub, sub])
        client.on('error', (err) => this.logger.warn(`Redis: ${err.message}`));
      reportPublishFailures(pub, (err) =>
        this.logger.warn(`An event did not reach the other processes: ${err.message}`),
      );
      this.clients.push(pub, sub);
      this.redisAdapter = createAdapter(pub, sub, { key, requestsTimeout: 2000 });
    }
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server = super.createIOServer(port, {
      ...options,
      path: SOCKET_PATH,
      serveClient: false,
      maxHttpBufferSize: SOCKET_MAX_PAYLOAD_BYTES,
      // Same origin only: no CORS headers are sent.
      cors: undefined,
      pingInterval: 20000,
      pingTimeout: 15000,
    } as ServerOptions) as Server;
    if (this.redisAdapter) server.adapter(this.redisAdapter);
    return server;
  }

  override async close(server: Parameters<IoAdapter['close']>[0]): Promise<void> {
    await super.close(server);
    await Promise.all(this.clients.map((c) => c.quit().catch(() => c.disconnect())));
    this.clients.length = 0;
  }
}
