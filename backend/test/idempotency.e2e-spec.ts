import {
  IDEMPOTENCY_ERRORS,
  IDEMPOTENCY_KEY_HEADER,
  SOCKET_EVENTS,
  type MessageNewEvent,
} from '@valuation/contracts';
import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { DataSource } from 'typeorm';
import { Clock } from '../src/infrastructure/clock/clock';
import {
  ANNOUNCE_SWEEP_AFTER_MS,
  ChatAnnouncingService,
} from '../src/modules/chat/chat-announcing.service';
import {
  adminEmail,
  ADMIN_PASSWORD,
  bootAdmin,
  makeExpert,
  multipart as chatForm,
} from './helpers/chat';
import { jpeg, multipart, VALID_FIELDS } from './helpers/multipart';
import { connect, listen, next, pause, record } from './helpers/sockets';
import { bootApp, register, RegisteredUser, storedKeys, TestApp } from './helpers/test-app';

const WEDNESDAY_MORNING = new Date('2026-11-25T11:00:00Z');

// contracts: IDEMPOTENCY_KEY_HEADER. A client that got no answer sends the same creation again
// with the same key; what the first try stored is answered, never stored twice.
describe('creations sent again with the same Idempotency-Key', () => {
  let t: TestApp;
  let port: number;
  let db: DataSource;
  let expert: RegisteredUser;
  const sockets: Socket[] = [];
  const email = adminEmail();

  beforeAll(async () => {
    t = await bootApp({ ADMIN_EMAIL: email, ADMIN_PASSWORD, JOBS_POLL_MS: '0' });
    t.app.get(Clock).set(WEDNESDAY_MORNING);
    port = await listen(t);
    db = t.app.get(DataSource);
    expert = await makeExpert(t, (await bootAdmin(t, email)).token);
  });
  afterEach(() => {
    for (const s of sockets.splice(0)) s.close();
  });
  afterAll(async () => {
    t.app.get(Clock).set(null);
    await t.close();
  });

  const send = (
    token: string,
    content: string,
    key?: string,
    url = '/api/chat/messages',
    files: Parameters<typeof chatForm>[1] = [],
  ) => {
    const body = chatForm({ content }, files);
    const headers = key ? { ...body.headers, [IDEMPOTENCY_KEY_HEADER]: key } : body.headers;
    return t.call('POST', url, { token, raw: body.raw, headers });
  };
  const countMessages = async (content: string) =>
    Number(
      (
        await db.query(`SELECT count(*)::int AS n FROM chat_messages WHERE content = $1`, [content])
      )[0].n,
    );

  it('a chat message: the retry answers the stored message, once in the conversation', async () => {
    const customer = await register(t);
    const key = randomUUID();
    const first = await send(customer.token, 'Is my Cartier genuine?', key);
    expect(first.status).toBe(201);
    const again = await send(customer.token, 'Is my Cartier genuine?', key);
    expect(again.status).toBe(201);
    expect(again.body.message).toEqual(first.body.message);
    // at once, twice: still one
    const key2 = randomUUID();
    const both = await Promise.all([
      send(customer.token, 'And the box?', key2),
      send(customer.token, 'And the box?', key2),
    ]);
    expect(both.map((r) => r.status)).toEqual([201, 201]);
    expect(both[0].body.message.id).toBe(both[1].body.message.id);
    const page = await t.call('GET', '/api/chat/messages', { token: customer.token });
    expect(page.body.messages.map((m: { content: string }) => m.content)).toEqual([
      'Is my Cartier genuine?',
      'And the box?',
    ]);
    // without a key every try creates, as before
    await send(customer.token, 'Hello');
    await send(customer.token, 'Hello');
    expect(await countMessages('Hello')).toBeGreaterThanOrEqual(2);
  });

  it('a key is the sender’s: the same key from another customer or an expert is another message', async () => {
    const [a, b] = [await register(t), await register(t)];
    const key = randomUUID();
    const fromA = await send(a.token, 'Same words', key);
    const fromB = await send(b.token, 'Same words', key);
    expect(fromB.status).toBe(201);
    expect(fromB.body.message.id).not.toBe(fromA.body.message.id);
    const url = `/api/staff/conversations/${fromA.body.message.conversationId}/messages`;
    const reply = await send(expert.token, 'Same words', key, url);
    const replyAgain = await send(expert.token, 'Same words', key, url);
    expect(replyAgain.status).toBe(201);
    expect(replyAgain.body.message.id).toBe(reply.body.message.id);
    expect(reply.body.message.id).not.toBe(fromA.body.message.id);
  });

  it('refuses a malformed key (400) and a key used for other content (409), naming the header', async () => {
    const customer = await register(t);
    const bad = await send(customer.token, 'Hi', 'no spaces allowed');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      error: IDEMPOTENCY_ERRORS.badKey,
      statusCode: 400,
      details: [{ field: IDEMPOTENCY_KEY_HEADER, message: IDEMPOTENCY_ERRORS.badKey }],
    });
    const key = randomUUID();
    await send(customer.token, 'First words', key);
    const reused = await send(customer.token, 'Other words', key);
    expect(reused.status).toBe(409);
    expect(reused.body.error).toBe(IDEMPOTENCY_ERRORS.keyReused);
    expect(await countMessages('Other words')).toBe(0);
  });

  it('a retry with attachments keeps the first try’s files only', async () => {
    const customer = await register(t);
    const key = randomUUID();
    const files = [{ name: 'ring.jpg', type: 'image/jpeg', data: await jpeg() }];
    const first = await send(customer.token, 'Photo', key, undefined, files);
    const again = await send(customer.token, 'Photo', key, undefined, files);
    expect(again.body.message.attachments.map((a: { id: string }) => a.id)).toEqual(
      first.body.message.attachments.map((a: { id: string }) => a.id),
    );
    const keys = await storedKeys(t, `chat/${customer.id}/`);
    expect(keys.filter((k) => !k.includes('preview'))).toHaveLength(1);
  });

  /**
   * Marks a message as never announced, once its own process has marked it announced: that mark
   * is written after the answer (fire and forget), and would otherwise land after this one.
   */
  const unannounce = async (id: string) => {
    const announced = async () =>
      (
        (await db.query(`SELECT announced FROM chat_messages WHERE id = $1`, [id])) as {
          announced: boolean;
        }[]
      )[0]?.announced;
    for (let i = 0; i < 200 && !(await announced()); i++) await pause(25);
    await db.query(`UPDATE chat_messages SET announced = false WHERE id = $1`, [id]);
  };

  it('a message stored by a process that died before announcing it reaches the other side: on the retry, or by the sweep', async () => {
    const customer = await register(t);
    const staff = await connect(port, expert.token);
    sockets.push(staff);
    const seen = record(staff, SOCKET_EVENTS.messageNew);
    const key = randomUUID();
    // listening before the POST: its announcement may reach the socket before its answer
    const announced = next<MessageNewEvent>(
      staff,
      SOCKET_EVENTS.messageNew,
      (e) => e.message.content === 'Left unannounced',
    );
    const first = await send(customer.token, 'Left unannounced', key);
    expect((await announced).message.id).toBe(first.body.message.id);
    // as if the process had died between storing and announcing
    await unannounce(first.body.message.id);
    const live = next<MessageNewEvent>(
      staff,
      SOCKET_EVENTS.messageNew,
      (e) => e.message.id === first.body.message.id,
    );
    await send(customer.token, 'Left unannounced', key);
    await live;
    // announced and marked: a third try announces nothing more
    await send(customer.token, 'Left unannounced', key);
    await pause(200);
    const times = (id: string) =>
      (seen[SOCKET_EVENTS.messageNew] as MessageNewEvent[]).filter((e) => e.message.id === id)
        .length;
    expect(times(first.body.message.id)).toBe(2);

    // no retry at all: the sweep announces it once it is old enough, once however many sweep
    const lone = await send(customer.token, 'Nobody retried');
    await unannounce(lone.body.message.id);
    const announcing = t.app.get(ChatAnnouncingService);
    expect(await announcing.sweep()).toBe(0); // too young: its own process may still announce it
    t.app.get(Clock).advance(ANNOUNCE_SWEEP_AFTER_MS + 1000);
    const swept = next<MessageNewEvent>(
      staff,
      SOCKET_EVENTS.messageNew,
      (e) => e.message.id === lone.body.message.id,
    );
    const counts = await Promise.all([announcing.sweep(), announcing.sweep()]);
    expect((await swept).message.content).toBe('Nobody retried');
    expect(counts.reduce((a, b) => a + b)).toBe(1);
    t.app.get(Clock).set(WEDNESDAY_MORNING);
  });

  describe('a valuation request', () => {
    const create = async (user: RegisteredUser, key?: string) => {
      const body = multipart(VALID_FIELDS, [{ filename: 'dial.jpg', data: await jpeg() }]);
      const headers = key ? { ...body.headers, [IDEMPOTENCY_KEY_HEADER]: key } : body.headers;
      return t.call('POST', '/api/valuations', { raw: body.raw, headers, token: user.token });
    };
    const requestsOf = async (user: RegisteredUser) =>
      (await t.call('GET', '/api/valuations', { token: user.token })).body.valuations as {
        id: string;
      }[];

    it('is created once: the retry answers the same request', async () => {
      const jane = await register(t);
      const key = randomUUID();
      const first = await create(jane, key);
      expect(first.status).toBe(201);
      const again = await create(jane, key);
      expect(again.status).toBe(201);
      expect(again.body.valuation.id).toBe(first.body.valuation.id);
      expect(again.body.valuation.reference).toBe(first.body.valuation.reference);
      const both = await Promise.all([create(jane, `${key}-2`), create(jane, `${key}-2`)]);
      expect(both.map((r) => r.status)).toEqual([201, 201]);
      expect(both[0].body.valuation.id).toBe(both[1].body.valuation.id);
      expect((await requestsOf(jane)).map((v) => v.id).sort()).toEqual(
        [first.body.valuation.id, both[0].body.valuation.id].sort(),
      );
      // the losing try's photos are not kept
      const folders = new Set((await storedKeys(t, `${jane.id}/`)).map((k) => k.split('/')[1]));
      expect([...folders].sort()).toEqual((await requestsOf(jane)).map((v) => v.id).sort());
    });

    it('another customer’s same key is their own request', async () => {
      const [a, b] = [await register(t), await register(t)];
      const key = randomUUID();
      const fromA = await create(a, key);
      const fromB = await create(b, key);
      expect(fromB.status).toBe(201);
      expect(fromB.body.valuation.id).not.toBe(fromA.body.valuation.id);
      const bad = await create(a, 'x');
      expect(bad.status).toBe(400);
      expect(bad.body.details).toEqual([
        { field: IDEMPOTENCY_KEY_HEADER, message: IDEMPOTENCY_ERRORS.badKey },
      ]);
    });
  });
});
