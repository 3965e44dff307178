import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';

/**
 * How much of a request's unread body is still read, and for how long, after an early answer
 * (nginx's `lingering_close`: its `lingering_time` is 30 s; a 1 MB body on a slow link needs far
 * less). Past either bound the connection is closed as before.
 */
export const LINGER_LIMITS = { maxBytes: 4 * 1024 * 1024, maxMs: 3_000 } as const;

export interface LingerLimits {
  maxBytes: number;
  maxMs: number;
}

type LingeringSocket = Socket & { destroySoon?: () => void };

/** True when the request announced a body that has not all arrived yet. */
function bodyStillArriving(request: IncomingMessage): boolean {
  // Node's IncomingMessage starts `complete: false`; an injected request (tests) has none.
  if (request.complete !== false) return false;
  const length = request.headers['content-length'];
  return (
    (length !== undefined && Number(length) > 0) ||
    request.headers['transfer-encoding'] !== undefined
  );
}

/**
 * An answer sent before its request's body has arrived (413 for a body over the limit, 415, 404,
 * 401 or 429 from a hook) closes the connection (`Connection: close`; Fastify sets it for a body
 * it refuses). Node then destroys the socket right after writing the answer while the client is
 * still sending: the kernel answers the unread bytes with a reset, and the client, still writing,
 * gets EPIPE or ECONNRESET and may never read the answer sitting in its buffer (issue 33: 3 runs
 * in 5 of a 1 MB JSON body on the passkey routes, on a loaded machine).
 *
 * So, as nginx's lingering close does: the answer is written and our side of the connection
 * half-closed (FIN), then the rest of the body is read and thrown away (Node's parser discards a
 * dumped request's body) until the client has sent it all or closed, or `maxBytes` more have been
 * read, or `maxMs` have passed; only then is the socket destroyed. Every route, every status.
 */
export function registerLingeringClose(
  fastify: FastifyInstance,
  limits: LingerLimits = LINGER_LIMITS,
): void {
  fastify.addHook('onSend', (request, reply, payload, done) => {
    const socket = request.raw.socket as LingeringSocket | null;
    if (socket && bodyStillArriving(request.raw)) {
      // Bounded: the connection is not kept for another request after an unread body.
      reply.header('connection', 'close');
      lingerOnClose(socket, request.raw, limits);
    }
    done(null, payload);
  });
}

const armed = new WeakSet<Socket>();

/**
 * Replaces, for this socket's next close only, Node's `destroySoon` (what the HTTP server calls
 * once a `Connection: close` answer is written) with a lingering close.
 */
export function lingerOnClose(
  socket: LingeringSocket,
  request: IncomingMessage,
  { maxBytes, maxMs }: LingerLimits,
): void {
  if (armed.has(socket) || typeof socket.destroySoon !== 'function') return;
  armed.add(socket);
  const original = socket.destroySoon;
  socket.destroySoon = function lingeringClose(this: LingeringSocket) {
    socket.destroySoon = original;
    armed.delete(socket);
    if (request.complete || socket.destroyed) {
      original.call(this);
      return;
    }
    const readBefore = socket.bytesRead;
    // …until a bound is reached (or the body has arrived, or the client closed: below).
    const timer = setTimeout(close, maxMs);
    const watch = setInterval(() => {
      if (socket.bytesRead - readBefore > maxBytes) close();
    }, 25);
    timer.unref();
    watch.unref();
    function close() {
      clearTimeout(timer);
      clearInterval(watch);
      request.off('end', close);
      socket.off('end', close);
      socket.off('close', close);
      if (!socket.destroyed) socket.destroy();
    }
    // The answer is flushed, then our FIN: the client reads it and its end of the stream.
    socket.end();
    // The body's remaining bytes are read and discarded (a dumped request; resumed in case a
    // parser stopped reading it half-way) until it has all arrived or the client closes.
    request.resume();
    request.once('end', close);
    socket.once('end', close);
    socket.once('close', close);
  };
}
