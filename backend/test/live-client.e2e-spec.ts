import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  AUTH_ERRORS,
  SOCKET_EVENTS,
  SOCKET_PATH,
  type MessageNewEvent,
  type TypingEvent,
} from '@valuation/contracts';
import { LiveConnection, type LiveSocket } from '../../frontend/src/lib/socket/liveConnection';
import { ChatRealtime, ROOMS } from '../src/modules/chat/chat-realtime';
import { adminEmail, ADMIN_PASSWORD, bootAdmin, makeExpert, sendChat } from './helpers/chat';
import { listen, pause } from './helpers/sockets';
import { bootApp, register, RegisteredUser, TestApp } from './helpers/test-app';

/**
 * The browser's live connection (frontend/src/lib/socket/liveConnection: socket.io-client behind
 * the product's wrapper, ADR 021) against the real server: the handshake with the access token,
 * events and acknowledgements both ways, one connection shared by its holders and closed after
 * the last, reconnection after the server drops it, the refusals and the server's disconnect
 * (not retried by itself), and long-polling where a proxy refuses WebSocket.
 */
describe('the frontend live connection against the server', () => {
  let t: TestApp;
  let port: number;
  let expert: RegisteredUser;
  const handles: LiveSocket[] = [];
  const email = adminEmail();

  const connection = (token: string | undefined, url = `http://127.0.0.1:${port}`) =>
    new LiveConnection({
      url,
      path: SOCKET_PATH,
      auth: () => (token === undefined ? {} : { token }),
      delayMs: 50,
      maxDelayMs: 200,
      releaseGraceMs: 100,
    });
  const hold = (c: LiveConnection) => {
    const h = c.hold();
    handles.push(h);
    return h;
  };
  const once = <T extends unknown[]>(h: LiveSocket, event: string, timeoutMs = 4000) =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no "${event}" in ${timeoutMs} ms`)),
        timeoutMs,
      );
      const listener = (...args: unknown[]) => {
        clearTimeout(timer);
        h.off(event, listener);
        resolve(args as T);
      };
      h.on(event, listener);
    });
  const connected = async (c: LiveConnection) => {
    const h = hold(c);
    await once(h, 'connect');
    return h;
  };
  /** The server puts a socket in its user's rooms just after the handshake: wait for that. */
  const inRooms = async (userId: string) => {
    const realtime = t.app.get(ChatRealtime);
    for (let i = 0; i < 200 && !(await realtime.isOnline(userId)); i += 1) await pause(20);
  };
  /** The server's open Engine.IO connections. */
  const engine = () =>
    t.app.get(ChatRealtime).io!.engine as unknown as {
      clientsCount: number;
      clients: Record<string, { close(): void; transport: { name: string } }>;
    };

  beforeAll(async () => {
    t = await bootApp({ ADMIN_EMAIL: email, ADMIN_PASSWORD, JOBS_POLL_MS: '0' });
    port = await listen(t);
    const admin = await bootAdmin(t, email);
    expert = await makeExpert(t, admin.token);
  });
  afterEach(async () => {
    for (const h of handles.splice(0)) h.disconnect();
    // Released connections close after their grace: the next test counts from none.
    for (let i = 0; i < 150 && engine().clientsCount > 0; i += 1) await pause(20);
  });
  afterAll(async () => {
    await pause(200); // the released connections close after their grace
    await t.close();
  });

  it('connects with the access token, hears the server’s events and sends its own with an acknowledgement', async () => {
    const customer = await register(t);
    const mine = await connected(connection(customer.token));
    const staff = await connected(connection(expert.token));
    await inRooms(customer.id);

    const arrives = once<[MessageNewEvent]>(mine, SOCKET_EVENTS.messageNew);
    expect(
      (await sendChat(t, customer.token, { content: 'over the live connection' })).status,
    ).toBe(201);
    expect((await arrives)[0].message.content).toBe('over the live connection');

    const typing = once<[TypingEvent]>(staff, SOCKET_EVENTS.typing);
    expect(await mine.emitWithAck(SOCKET_EVENTS.typing, {})).toEqual({ ok: true });
    expect((await typing)[0]).toMatchObject({ role: 'customer' });
  });

  it('shares one connection between its holders and closes it after the last lets go', async () => {
    const customer = await register(t);
    const before = engine().clientsCount;
    const c = connection(customer.token);
    const bell = await connected(c);
    const chat = hold(c);
    // A holder that arrives once the connection is up hears its `connect` too.
    await once(chat, 'connect');
    await inRooms(customer.id);
    expect(engine().clientsCount).toBe(before + 1);

    bell.disconnect();
    await pause(300);
    expect(c.isClosed).toBe(false);
    const arrives = once<[MessageNewEvent]>(chat, SOCKET_EVENTS.messageNew);
    await sendChat(t, customer.token, { content: 'still held by the chat' });
    expect((await arrives)[0].message.content).toBe('still held by the chat');

    chat.disconnect();
    await pause(300);
    expect(c.isClosed).toBe(true);
    expect(engine().clientsCount).toBe(before);
  });

  it('reconnects by itself after the server drops the connection, and hears events again', async () => {
    const customer = await register(t);
    const mine = await connected(connection(customer.token));
    const dropped = once<[string]>(mine, 'disconnect');
    const back = once(mine, 'connect');
    // Every open transport closed by the server, without Socket.IO's disconnect packet.
    for (const engineClient of Object.values(engine().clients)) engineClient.close();
    expect((await dropped)[0]).toBe('transport close');
    expect(mine.active).toBe(true);
    await back;
    await inRooms(customer.id);

    const arrives = once<[MessageNewEvent]>(mine, SOCKET_EVENTS.messageNew);
    await sendChat(t, customer.token, { content: 'after the drop' });
    expect((await arrives)[0].message.content).toBe('after the drop');
  });

  it('is refused with the server’s message on a missing or bad token, and does not retry', async () => {
    for (const [token, message] of [
      [undefined, AUTH_ERRORS.signInRequired],
      ['not-a-jwt', AUTH_ERRORS.sessionExpired],
    ] as const) {
      const h = hold(connection(token));
      let attempts = 0;
      h.on('connect_error', () => (attempts += 1));
      const [error] = await once<[Error]>(h, 'connect_error');
      expect(error.message).toBe(message);
      expect(h.active).toBe(false);
      await pause(400);
      expect(attempts).toBe(1);
    }
  });

  it('stays down after the server disconnects it, until connect() is called again', async () => {
    const customer = await register(t);
    const mine = await connected(connection(customer.token));
    const ended = once<[string]>(mine, 'disconnect');
    t.app.get(ChatRealtime).disconnect(ROOMS.user(customer.id));
    expect((await ended)[0]).toBe('io server disconnect');
    expect(mine.active).toBe(false);
    await pause(400);

    const back = once(mine, 'connect');
    mine.connect();
    await back;
    await inRooms(customer.id);
    const arrives = once<[MessageNewEvent]>(mine, SOCKET_EVENTS.messageNew);
    await sendChat(t, customer.token, { content: 'after connect()' });
    expect((await arrives)[0].message.content).toBe('after connect()');
  });

  describe('behind a proxy that refuses WebSocket', () => {
    let proxy: Server;
    let proxyUrl: string;

    beforeAll(async () => {
      // Forwards plain HTTP to the API; an upgrade request's connection is closed.
      proxy = createServer((req, res) => {
        const upstream = request(
          { host: '127.0.0.1', port, path: req.url, method: req.method, headers: req.headers },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
          },
        );
        upstream.on('error', () => res.destroy());
        req.pipe(upstream);
      });
      proxy.on('upgrade', (_req, socket) => socket.destroy());
      await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
      proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      proxy.closeAllConnections();
      await new Promise((resolve) => proxy.close(resolve));
    });

    it('falls back to long-polling and still hears the server’s events', async () => {
      const customer = await register(t);
      const mine = await connected(connection(customer.token, proxyUrl));
      await inRooms(customer.id);
      const transports = Object.values(engine().clients).map((c) => c.transport.name);
      expect(transports).toContain('polling');

      const arrives = once<[MessageNewEvent]>(mine, SOCKET_EVENTS.messageNew);
      await sendChat(t, customer.token, { content: 'over long-polling' });
      expect((await arrives)[0].message.content).toBe('over long-polling');
    });
  });
});
