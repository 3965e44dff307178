import { SOCKET_PATH } from '@valuation/contracts';
import { io, Socket } from 'socket.io-client';
import type { TestApp } from './test-app';

/** Makes the booted app listen on a free port of 127.0.0.1 and answers that port. */
export async function listen(t: TestApp): Promise<number> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.getHttpServer().address() as { port: number };
  return address.port;
}

/** A socket.io client like the browser's (websocket transport, auth.token), connected. */
export function connect(
  port: number,
  token: string | undefined,
  options: { reconnection?: boolean; transports?: ('polling' | 'websocket')[] } = {},
): Promise<Socket> {
  const socket = io(`http://127.0.0.1:${port}`, {
    path: SOCKET_PATH,
    auth: token === undefined ? {} : { token },
    transports: options.transports ?? ['websocket'],
    reconnection: options.reconnection ?? false,
    forceNew: true,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => {
      socket.close();
      reject(err);
    });
  });
}

/** Collects every payload of these events on the socket. */
export function record(socket: Socket, ...events: string[]): Record<string, unknown[]> {
  const seen: Record<string, unknown[]> = Object.fromEntries(events.map((e) => [e, []]));
  for (const event of events) socket.on(event, (payload: unknown) => seen[event].push(payload));
  return seen;
}

/** Resolves with the next payload of `event` that matches, or fails after `timeoutMs`. */
export function next<T = unknown>(
  socket: Socket,
  event: string,
  matches: (payload: T) => boolean = () => true,
  timeoutMs = 4000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener);
      reject(new Error(`no "${event}" within ${timeoutMs} ms`));
    }, timeoutMs);
    const listener = (payload: T) => {
      if (!matches(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener);
      resolve(payload);
    };
    socket.on(event, listener);
  });
}

export function emitWithAck<T = unknown>(
  socket: Socket,
  event: string,
  payload: unknown,
): Promise<T> {
  return socket.timeout(4000).emitWithAck(event, payload) as Promise<T>;
}

export const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
