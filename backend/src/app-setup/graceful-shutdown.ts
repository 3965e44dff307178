import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import type { Server } from 'node:http';
import type { Server as IoServer } from 'socket.io';
import { ChatRealtime } from '../modules/chat';
import { JobsService } from '../infrastructure/jobs/jobs.service';

/** How long requests in flight (and a running job) may take to finish once SIGTERM arrives. */
export const SHUTDOWN_GRACE_MS = 10_000;

const draining = new WeakSet<FastifyInstance>();

/**
 * While the process stops, every answer closes its connection (`Connection: close`), so a client
 * or proxy holding a keep-alive connection opens its next one to another process. Registered once
 * in setupApp.
 */
export function registerConnectionDraining(fastify: FastifyInstance): void {
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    if (draining.has(fastify)) reply.header('connection', 'close');
    done(null, payload);
  });
}

/**
 * Stops the app as contracts.md "Operations" says: no new connections (the listening socket is
 * closed: a new one is refused), requests in flight finish (up to SHUTDOWN_GRACE_MS, then their
 * connections are cut), Socket.IO connections are closed at the transport so that clients
 * reconnect at once (behind the proxy, to another process), no job is claimed any more and those
 * claimed are finished or released; then Nest's own shutdown closes Redis, the mail transport and
 * the database. Resolves once everything is closed; the caller exits.
 */
export async function stopGracefully(
  app: NestFastifyApplication,
  signal: string,
  graceMs = SHUTDOWN_GRACE_MS,
): Promise<void> {
  const logger = new Logger('Shutdown');
  const deadline = Date.now() + graceMs;
  logger.log(
    `${signal} received: refusing new connections and finishing the requests in flight (up to ${graceMs / 1000} s)`,
  );
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  const server = app.getHttpServer() as Server;
  draining.add(fastify);

  const jobs = app.get(JobsService).stop(deadline);
  const drained = new Promise<void>((resolve) => server.close(() => resolve()));
  const sockets = closeRealtimeConnections(app);
  if (sockets > 0) logger.log(`Closed ${sockets} live connection(s); their clients reconnect`);

  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), Math.max(0, deadline - Date.now()));
  });
  if ((await Promise.race([drained, late])) === 'late') {
    logger.warn(`Requests still in flight after ${graceMs / 1000} s: their connections are cut`);
    server.closeAllConnections();
  }
  clearTimeout(timer);
  await jobs;
  await app.close();
  logger.log('Stopped');
}

/** Closes this process's Socket.IO connections (never other processes': no adapter broadcast). */
function closeRealtimeConnections(app: NestFastifyApplication): number {
  let io: IoServer | null;
  try {
    io = app.get(ChatRealtime, { strict: false }).io;
  } catch {
    return 0;
  }
  if (!io) return 0;
  const count = io.engine.clientsCount;
  // engine.close() ends every transport (the clients see "transport close" and reconnect) and
  // stops accepting new ones; Nest's shutdown closes the rest of the Socket.IO server.
  io.engine.close();
  return count;
}
