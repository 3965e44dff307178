import {
  AUTH_ERRORS,
  SOCKET_EVENTS,
  SOCKET_PATH,
  type MessageNewEvent,
  type TypingEvent,
} from '@valuation/contracts';
import WebSocket from 'ws';
import { LiveClient, type WebSocketConstructor } from '../../frontend/src/lib/socket/liveClient';
import { ChatRealtime, ROOMS } from '../src/modules/chat/chat-realtime';
import { adminEmail, ADMIN_PASSWORD, bootAdmin, makeExpert, sendChat } from './helpers/chat';
import { listen, pause } from './helpers/sockets';
import { bootApp, register, RegisteredUser, TestApp } from './helpers/test-app';

/**
 * The browser's own Socket.IO client (frontend/src/lib/socket/liveClient, ADR 018) against the
 * real server: the handshake with the access token, events both ways, reconnection after the
 * server drops the connection, and the refusals and the server's disconnect, which it does not
 * retry by itself.
 */
describe('the frontend live client against the server', () => {
  let t: TestApp;
  let port: number;
  let expert: RegisteredUser;
  const clients: LiveClient[] = [];
  const email = adminEmail();

  const client = (token: string | undefined) => {
    const c = new LiveClient({
      url: `ws://127.0.0.1:${port}${SOCKET_PATH}`,
      auth: () => (token === undefined ? {} : { token }),
      WebSocket: WebSocket as unknown as WebSocketConstructor,
      delayMs: 50,
      maxDelayMs: 200,
    });
    clients.push(c);
    return c;
  };
  const once = <T extends unknown[]>(c: LiveClient, event: string, timeoutMs = 4000) =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no "${event}" in ${timeoutMs} ms`)),
        timeoutMs,
      );
      const listener = (...args: unknown[]) => {
        clearTimeout(timer);
        c.off(event, listener);
        resolve(args as T);
      };
      c.on(event, listener);
    });
  const connected = async (token: string) => {
    const c = client(token);
    const up = once(c, 'connect');
    c.connect();
    await up;
    return c;
  };

  beforeAll(async () => {
    t = await bootApp({ ADMIN_EMAIL: email, ADMIN_PASSWORD, JOBS_POLL_MS: '0' });
    port = await listen(t);
    const admin = await bootAdmin(t, email);
    expert = await makeExpert(t, admin.token);
  });
  afterEach(() => {
    for (const c of clients.splice(0)) c.disconnect();
  });
  afterAll(async () => {
    await t.close();
  });

  it('connects with the access token, receives the server’s events and sends its own', async () => {
    const customer = await register(t);
    const mine = await connected(customer.token);
    const staff = await connected(expert.token);
    expect(mine.connected).toBe(true);

    const arrives = once<[MessageNewEvent]>(mine, SOCKET_EVENTS.messageNew);
    expect((await sendChat(t, customer.token, { content: 'over my own client' })).status).toBe(201);
    expect((await arrives)[0].message.content).toBe('over my own client');

    const typing = once<[TypingEvent]>(staff, SOCKET_EVENTS.typing);
    mine.emit(SOCKET_EVENTS.typing, {});
    expect((await typing)[0]).toMatchObject({ role: 'customer' });
  });

  it('reconnects by itself after the server drops the connection, and hears events again', async () => {
    const customer = await register(t);
    const mine = await connected(customer.token);
    const dropped = once<[string]>(mine, 'disconnect');
    const back = once(mine, 'connect');
    // Every open transport closed by the server, without Socket.IO's disconnect packet.
    const engine = t.app.get(ChatRealtime).io!.engine as unknown as {
      clients: Record<string, { close(): void }>;
    };
    for (const engineClient of Object.values(engine.clients)) engineClient.close();
    expect((await dropped)[0]).toBe('transport close');
    expect(mine.active).toBe(true);
    await back;
    expect(mine.connected).toBe(true);

    const arrives = once<[MessageNewEvent]>(mine, SOCKET_EVENTS.messageNew);
    await sendChat(t, customer.token, { content: 'after the drop' });
    expect((await arrives)[0].message.content).toBe('after the drop');
  });

  it('is refused with the server’s message on a missing or bad token, and does not retry', async () => {
    for (const [token, message] of [
      [undefined, AUTH_ERRORS.signInRequired],
      ['not-a-jwt', AUTH_ERRORS.sessionExpired],
    ] as const) {
      const c = client(token);
      let attempts = 0;
      c.on('connect_error', () => (attempts += 1));
      const refused = once<[Error]>(c, 'connect_error');
      c.connect();
      expect((await refused)[0].message).toBe(message);
      expect(c.active).toBe(false);
      await pause(400);
      expect(attempts).toBe(1);
      expect(c.connected).toBe(false);
    }
  });

  it('stays down after the server disconnects it, until connect() is called again', async () => {
    const customer = await register(t);
    const mine = await connected(customer.token);
    const ended = once<[string]>(mine, 'disconnect');
    t.app.get(ChatRealtime).disconnect(ROOMS.user(customer.id));
    expect((await ended)[0]).toBe('io server disconnect');
    expect(mine.active).toBe(false);
    await pause(400);
    expect(mine.connected).toBe(false);

    const back = once(mine, 'connect');
    mine.connect();
    await back;
    expect(mine.connected).toBe(true);
  });
});
