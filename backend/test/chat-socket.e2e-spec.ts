import {
  AUTH_ERRORS,
  CHAT_LIMITS,
  SOCKET_EVENTS,
  type ChatMessage,
  type MessageNewEvent,
  type MessageStatusEvent,
  type TypingEvent,
} from '@valuation/contracts';
import type { Socket } from 'socket.io-client';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Clock } from '../src/infrastructure/clock/clock';
import { JobsService } from '../src/infrastructure/jobs/jobs.module';
import { adminEmail, ADMIN_PASSWORD, bootAdmin, makeExpert, sendChat } from './helpers/chat';
import { redisServerAvailable, startRedis } from './helpers/redis';
import { connect, emitWithAck, listen, next, pause, record } from './helpers/sockets';
import { RefreshTokensService } from '../src/modules/auth/refresh-tokens.service';
import { bootApp, register, RegisteredUser, TestApp, waitForMail } from './helpers/test-app';
import { testDbMode } from './setup/test-db';

const WEDNESDAY_MORNING = new Date('2026-11-25T11:00:00Z');

describe('chat (real time)', () => {
  let t: TestApp;
  let port: number;
  let admin: { token: string; id: string };
  let expert: RegisteredUser;
  const sockets: Socket[] = [];
  const email = adminEmail();

  const open = async (token: string | undefined) => {
    const socket = await connect(port, token);
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    t = await bootApp({ ADMIN_EMAIL: email, ADMIN_PASSWORD, JOBS_POLL_MS: '0' });
    t.app.get(Clock).set(WEDNESDAY_MORNING);
    port = await listen(t);
    admin = await bootAdmin(t, email);
    expert = await makeExpert(t, admin.token);
  });
  afterEach(() => {
    for (const s of sockets.splice(0)) s.close();
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a handshake without a valid access token', async () => {
    await expect(connect(port, undefined)).rejects.toThrow(AUTH_ERRORS.signInRequired);
    await expect(connect(port, 'not-a-jwt')).rejects.toThrow(AUTH_ERRORS.sessionExpired);
    const customer = await register(t);
    const socket = await open(customer.token);
    expect(socket.connected).toBe(true);
  });

  it('connects like a browser does, by long-polling first, and receives events', async () => {
    const customer = await register(t);
    const socket = await connect(port, customer.token, { transports: ['polling', 'websocket'] });
    sockets.push(socket);
    const gets = next<MessageNewEvent>(socket, SOCKET_EVENTS.messageNew);
    await sendChat(t, customer.token, { content: 'over polling' });
    expect((await gets).message.content).toBe('over polling');
  });

  it('sends a conversation’s events to its customer and to staff only', async () => {
    const a = await register(t);
    const b = await register(t);
    const [sa, sb, staff] = [await open(a.token), await open(b.token), await open(expert.token)];
    const seenByB = record(sb, SOCKET_EVENTS.messageNew, SOCKET_EVENTS.conversationUpdated);
    const seenByA = record(sa, SOCKET_EVENTS.conversationUpdated);

    const staffGets = next<MessageNewEvent>(staff, SOCKET_EVENTS.messageNew);
    const staffUpdated = next<{ conversation: { customer: { id: string } } }>(
      staff,
      SOCKET_EVENTS.conversationUpdated,
      (e) => e.conversation.customer.id === a.id,
    );
    const aGets = next<MessageNewEvent>(sa, SOCKET_EVENTS.messageNew);
    const sent = await sendChat(t, a.token, { content: 'only for the experts' });
    const message = sent.body.message as ChatMessage;
    expect((await aGets).message).toEqual(message);
    expect((await staffGets).message.id).toBe(message.id);
    expect((await staffUpdated).conversation).toMatchObject({ unreadCount: 1 });

    // the expert's reply reaches A (and staff), never B
    const reply = next<MessageNewEvent>(
      sa,
      SOCKET_EVENTS.messageNew,
      (e) => e.message.senderRole === 'expert',
    );
    await sendChat(
      t,
      expert.token,
      { content: 'Hello A' },
      [],
      `/api/staff/conversations/${message.conversationId}/messages`,
    );
    expect((await reply).message.content).toBe('Hello A');
    await pause(300);
    expect(seenByB[SOCKET_EVENTS.messageNew]).toEqual([]);
    expect(seenByB[SOCKET_EVENTS.conversationUpdated]).toEqual([]);
    expect(seenByA[SOCKET_EVENTS.conversationUpdated]).toEqual([]);
  });

  it('shows typing both ways, to the right side only', async () => {
    const a = await register(t);
    const b = await register(t);
    const first = (await sendChat(t, a.token, { content: 'hi' })).body.message as ChatMessage;
    const [sa, sb, staff] = [await open(a.token), await open(b.token), await open(expert.token)];
    const seenByB = record(sb, SOCKET_EVENTS.typing);

    const staffSees = next<TypingEvent>(staff, SOCKET_EVENTS.typing);
    expect(await emitWithAck(sa, SOCKET_EVENTS.typing, {})).toEqual({ ok: true });
    expect(await staffSees).toEqual({ conversationId: first.conversationId, role: 'customer' });

    const customerSees = next<TypingEvent>(sa, SOCKET_EVENTS.typing);
    expect(
      await emitWithAck(staff, SOCKET_EVENTS.typing, { conversationId: first.conversationId }),
    ).toEqual({ ok: true });
    expect(await customerSees).toEqual({ conversationId: first.conversationId, role: 'expert' });

    expect(await emitWithAck(staff, SOCKET_EVENTS.typing, { conversationId: 'x' })).toMatchObject({
      ok: false,
    });
    await pause(300);
    expect(seenByB[SOCKET_EVENTS.typing]).toEqual([]);
  });

  it('moves messages to delivered when the recipient acknowledges them, then read, live on both sides', async () => {
    const a = await register(t);
    const question = (await sendChat(t, a.token, { content: 'question' })).body
      .message as ChatMessage;
    const [sa, staff] = [await open(a.token), await open(expert.token)];

    // the expert's client acknowledges the customer's message
    const customerSeesDelivered = next<MessageStatusEvent>(sa, SOCKET_EVENTS.messageStatus);
    expect(
      await emitWithAck(staff, SOCKET_EVENTS.messageDelivered, { messageIds: [question.id] }),
    ).toEqual({ ok: true, messageIds: [question.id] });
    expect(await customerSeesDelivered).toEqual({ messageIds: [question.id], status: 'delivered' });

    // the expert's reply: the customer's client acknowledges it, then shows it
    const incoming = next<MessageNewEvent>(sa, SOCKET_EVENTS.messageNew);
    await sendChat(
      t,
      expert.token,
      { content: 'answer' },
      [],
      `/api/staff/conversations/${question.conversationId}/messages`,
    );
    const answer = (await incoming).message;
    expect(answer.status).toBe('sent');
    // a customer cannot move their own message
    expect(
      await emitWithAck(sa, SOCKET_EVENTS.messageDelivered, { messageIds: [question.id] }),
    ).toEqual({ ok: true, messageIds: [] });
    const staffSeesDelivered = next<MessageStatusEvent>(
      staff,
      SOCKET_EVENTS.messageStatus,
      (e) => e.status === 'delivered',
    );
    expect(
      await emitWithAck(sa, SOCKET_EVENTS.messageDelivered, { messageIds: [answer.id] }),
    ).toEqual({ ok: true, messageIds: [answer.id] });
    expect(await staffSeesDelivered).toEqual({ messageIds: [answer.id], status: 'delivered' });

    const staffSeesRead = next<MessageStatusEvent>(
      staff,
      SOCKET_EVENTS.messageStatus,
      (e) => e.status === 'read',
    );
    await t.call('POST', '/api/chat/messages/read', {
      token: a.token,
      body: { messageIds: [answer.id] },
    });
    expect(await staffSeesRead).toEqual({ messageIds: [answer.id], status: 'read' });

    const customerSeesRead = next<MessageStatusEvent>(
      sa,
      SOCKET_EVENTS.messageStatus,
      (e) => e.status === 'read',
    );
    await t.call('POST', `/api/staff/conversations/${question.conversationId}/read`, {
      token: expert.token,
      body: {},
    });
    expect(await customerSeesRead).toEqual({ messageIds: [question.id], status: 'read' });

    expect(
      await emitWithAck(sa, SOCKET_EVENTS.messageDelivered, { messageIds: 'x' }),
    ).toMatchObject({ ok: false });
  });

  it('after a reconnect the newest page (and `before`) catch up with no message lost or repeated', async () => {
    const a = await register(t);
    const first = (await sendChat(t, a.token, { content: 'm0' })).body.message as ChatMessage;
    const sa = await open(a.token);
    const seen: string[] = [first.id];
    sa.on(SOCKET_EVENTS.messageNew, (e: MessageNewEvent) => seen.push(e.message.id));
    const url = `/api/staff/conversations/${first.conversationId}/messages`;
    const live = next<MessageNewEvent>(sa, SOCKET_EVENTS.messageNew);
    await sendChat(t, expert.token, { content: 'm1' }, [], url);
    await live;
    sa.close();
    for (let i = 2; i <= 6; i++) await sendChat(t, expert.token, { content: `m${i}` }, [], url);

    const again = await open(a.token);
    expect(again.connected).toBe(true);
    // The client fetches the newest page, then pages back with `before` until it meets a message
    // it already holds; merged by id, nothing is missing and nothing is shown twice.
    const held = new Map<string, string>([[first.id, 'm0']]);
    const live1 = seen[1];
    held.set(live1, 'm1');
    const fetched: { id: string; content: string }[] = [];
    let page = await t.call('GET', '/api/chat/messages?limit=3', { token: a.token });
    fetched.unshift(...page.body.messages);
    while (page.body.hasMore && !page.body.messages.some((m: { id: string }) => held.has(m.id))) {
      page = await t.call('GET', `/api/chat/messages?limit=3&before=${page.body.messages[0].id}`, {
        token: a.token,
      });
      fetched.unshift(...page.body.messages);
    }
    for (const m of fetched) held.set(m.id, m.content);
    const ordered = [first.id, ...fetched.map((m) => m.id)].filter(
      (id, i, all) => all.indexOf(id) === i,
    );
    expect(ordered.map((id) => held.get(id))).toEqual(['m0', 'm1', 'm2', 'm3', 'm4', 'm5', 'm6']);
    expect(fetched.filter((m) => m.id === live1)).toHaveLength(1);
  });

  it('does not mail an unread expert reply to a customer who is connected', async () => {
    const online = await register(t);
    const offline = await register(t);
    const socket = await open(online.token);
    for (const c of [online, offline]) {
      const first = (await sendChat(t, c.token, { content: 'hello' })).body.message as ChatMessage;
      await sendChat(
        t,
        expert.token,
        { content: 'reply' },
        [],
        `/api/staff/conversations/${first.conversationId}/messages`,
      );
    }
    const clock = t.app.get(Clock);
    clock.advance(6 * 60_000);
    await t.app.get(JobsService).runDue();
    clock.set(WEDNESDAY_MORNING);
    await pause(300);
    const replyMails = (to: string) => {
      const outbox = join(t.dataDir, 'outbox');
      return existsSync(outbox)
        ? readdirSync(outbox).filter((n) => {
            const mail = readFileSync(join(outbox, n), 'utf8');
            return mail.includes(`To: ${to}`) && mail.includes('A valuation expert has replied');
          })
        : [];
    };
    expect(socket.connected).toBe(true);
    expect(replyMails(online.email)).toEqual([]);
    expect(replyMails(offline.email)).toHaveLength(1);
  });

  it('closes the socket when its session ends (logout), and refuses that token afterwards', async () => {
    const a = await register(t);
    const sa = await open(a.token);
    const other = await open(a.token);
    const closed = new Promise<string>((resolve) => sa.once('disconnect', resolve));
    const logout = await t.call('POST', '/api/auth/logout', { token: a.token, cookie: a.cookie });
    expect(logout.status).toBeLessThan(300);
    expect(await closed).toBe('io server disconnect');
    await pause(100);
    expect(other.connected).toBe(false);
    await expect(connect(port, a.token)).rejects.toThrow(AUTH_ERRORS.sessionExpired);
  });

  it('on a password change closes the other devices’ sockets and keeps this one', async () => {
    const a = await register(t);
    const login = await t.call('POST', '/api/auth/login', {
      body: { email: a.email, password: a.password },
    });
    const thisDevice = await open(a.token);
    const otherDevice = await open(login.body.token);
    const closed = new Promise<string>((resolve) => otherDevice.once('disconnect', resolve));
    const change = await t.call('POST', '/api/auth/change-password', {
      token: a.token,
      cookie: a.cookie,
      body: { currentPassword: a.password, newPassword: 'An0ther!pass' },
    });
    expect(change.status).toBeLessThan(300);
    expect(await closed).toBe('io server disconnect');
    await pause(200);
    expect(thisDevice.connected).toBe(true);
  });

  it('closes the sockets of a deleted account', async () => {
    const a = await register(t);
    const sa = await open(a.token);
    const closed = new Promise<string>((resolve) => sa.once('disconnect', resolve));
    const del = await t.call('DELETE', '/api/profile', {
      token: a.token,
      body: { password: a.password },
    });
    expect(del.status).toBe(200);
    expect(await closed).toBe('io server disconnect');
  });

  it('closes the sockets of an account that is disabled', async () => {
    const a = await register(t);
    const sa = await open(a.token);
    const closed = new Promise<string>((resolve) => sa.once('disconnect', resolve));
    await t.call('POST', `/api/staff/users/${a.id}/disable`, { token: admin.token });
    expect(await closed).toBe('io server disconnect');
  });

  it('a replayed refresh token ends its session at once: socket closed, access token refused', async () => {
    const a = await register(t);
    const socket = await open(a.token);
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const rotated = await t.call('POST', '/api/auth/refresh-token', { cookie: a.cookie });
    expect(rotated.status).toBe(200);
    // The old cookie comes back after the grace period: a copied token, the family is revoked.
    const tokens = t.app.get(RefreshTokensService);
    const realNow = tokens.now;
    tokens.now = () => new Date(Date.now() + 60_000);
    try {
      const replay = await t.call('POST', '/api/auth/refresh-token', { cookie: a.cookie });
      expect(replay.status).toBe(401);
    } finally {
      tokens.now = realNow;
    }
    expect(await closed).toBe('io server disconnect');
    expect((await t.call('GET', '/api/auth/validate', { token: a.token })).status).toBe(401);
    expect((await t.call('GET', '/api/auth/validate', { token: rotated.body.token })).status).toBe(
      401,
    );
    await expect(connect(port, a.token)).rejects.toThrow(AUTH_ERRORS.sessionExpired);
  });

  it('a password reset closes every socket of the account and refuses its tokens', async () => {
    const a = await register(t);
    const socket = await open(a.token);
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    await t.call('POST', '/api/auth/reset-password', { body: { email: a.email } });
    const mail = await waitForMail(t.dataDir, a.email, 'Reset');
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail)?.[1];
    expect(token).toBeDefined();
    const confirm = await t.call('POST', '/api/auth/reset-password/confirm', {
      body: { token, password: 'Res3t!pass' },
    });
    expect(confirm.status).toBe(200);
    expect(await closed).toBe('io server disconnect');
    expect((await t.call('GET', '/api/auth/validate', { token: a.token })).status).toBe(401);
    await expect(connect(port, a.token)).rejects.toThrow(AUTH_ERRORS.sessionExpired);
  });

  it('throttles a socket that sends too many events', async () => {
    const a = await register(t);
    const sa = await open(a.token);
    const acks = await Promise.all(
      Array.from({ length: CHAT_LIMITS.socketEventsPerSecond * 3 }, () =>
        emitWithAck<{ ok: boolean; error?: string }>(sa, SOCKET_EVENTS.typing, {}),
      ),
    );
    const refused = acks.filter((ack) => !ack.ok);
    // 60 events sent at once: at most 20 pass, plus what refills while they arrive
    expect(refused.length).toBeGreaterThanOrEqual(CHAT_LIMITS.socketEventsPerSecond);
    expect(refused[0].error).toBe('Too many events. Please slow down.');
    expect(sa.connected).toBe(true);
  });
});

// Two app processes' worth of state (two Nest apps, each its own Socket.IO server) sharing one
// database and one Redis: PostgreSQL only (an embedded PGlite belongs to one process).
const twoInstances =
  testDbMode() === 'postgres' && redisServerAvailable() ? describe : describe.skip;

twoInstances('chat (real time) across two server instances sharing Redis', () => {
  let redis: { url: string; stop: () => Promise<void> };
  let one: TestApp;
  let two: TestApp;
  let ports: [number, number];
  const sockets: Socket[] = [];
  const email = adminEmail();

  beforeAll(async () => {
    // A redis-server of this run's own: no other run's channels or keys.
    redis = await startRedis();
    // like two processes of one deployment: the same JWT secret, database and Redis
    const JWT_SECRET = `chat-two-instances-${Date.now()}-secret-of-some-length`;
    one = await bootApp({ REDIS_URL: redis.url, JWT_SECRET, ADMIN_EMAIL: email, ADMIN_PASSWORD });
    two = await bootApp({ REDIS_URL: redis.url, JWT_SECRET });
    for (const t of [one, two]) t.app.get(Clock).set(WEDNESDAY_MORNING);
    ports = [await listen(one), await listen(two)];
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await one?.close();
    await two?.close();
    await redis?.stop();
  });

  it('delivers events to sockets connected to the other instance, and closes them there', async () => {
    const admin = await bootAdmin(one, email);
    const expert = await makeExpert(one, admin.token);
    const customer = await register(two);
    const customerSocket = await connect(ports[0], customer.token);
    const staffSocket = await connect(ports[1], expert.token);
    sockets.push(customerSocket, staffSocket);
    // Redis subscriptions settle
    await pause(200);

    const staffGets = next<MessageNewEvent>(staffSocket, SOCKET_EVENTS.messageNew);
    const customerGets = next<MessageNewEvent>(customerSocket, SOCKET_EVENTS.messageNew);
    const sent = (await sendChat(one, customer.token, { content: 'via instance one' })).body
      .message as ChatMessage;
    expect((await staffGets).message.id).toBe(sent.id);
    await customerGets;

    const reply = next<MessageNewEvent>(
      customerSocket,
      SOCKET_EVENTS.messageNew,
      (e) => e.message.senderRole === 'expert',
    );
    await sendChat(
      two,
      expert.token,
      { content: 'via instance two' },
      [],
      `/api/staff/conversations/${sent.conversationId}/messages`,
    );
    expect((await reply).message.content).toBe('via instance two');

    const typing = next<TypingEvent>(staffSocket, SOCKET_EVENTS.typing);
    await emitWithAck(customerSocket, SOCKET_EVENTS.typing, {});
    expect((await typing).role).toBe('customer');

    // logging out through instance two closes the socket held by instance one
    const closed = new Promise<string>((resolve) => customerSocket.once('disconnect', resolve));
    await two.call('POST', '/api/auth/logout', { token: customer.token, cookie: customer.cookie });
    expect(await closed).toBe('io server disconnect');
  });
});
