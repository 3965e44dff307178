import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** The header that carries a request's id, in and out (docs/operations.md "Logs"). */
export const REQUEST_ID_HEADER = 'x-request-id';

/** A caller's id is kept when it is a short token of letters, digits, '-' and '_'. */
const SAFE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The caller's id when it is safe to repeat in logs and headers, else a new UUID. */
export function requestIdFrom(header: string | string[] | undefined): string {
  return typeof header === 'string' && SAFE_ID.test(header) ? header : randomUUID();
}

/** Fastify's `genReqId`: the request's id, which pino writes as `reqId` on its lines. */
export function genReqId(req: IncomingMessage): string {
  return requestIdFrom(req.headers[REQUEST_ID_HEADER]);
}

const context = new AsyncLocalStorage<string>();

/** The id of the request whose work is running now (undefined outside a request). */
export function currentRequestId(): string | undefined {
  return context.getStore();
}

/**
 * Every answer carries `X-Request-Id`, and the request's work runs with its id in an
 * AsyncLocalStorage, so that lines logged by services through Nest's Logger (which knows nothing
 * of the request) carry it too. The context is entered when the request arrives and entered again
 * once its body is read (the body's stream events run outside it).
 */
export function registerRequestId(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    context.run(request.id, done);
  });
  fastify.addHook('preValidation', (request, _reply, done) => {
    context.run(request.id, done);
  });
}
