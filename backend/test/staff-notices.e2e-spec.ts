import {
  LIVE_EVENTS,
  STAFF_WORK_TEXTS,
  type AppNotification,
  type ValuationUpdatedEvent,
  type VisitUpdatedEvent,
} from '@valuation/contracts';
import type { Socket } from 'socket.io-client';
import { Clock } from '../src/infrastructure/clock/clock';
import { sendChat } from './helpers/chat';
import { ownDatabase, OwnDatabase } from './helpers/own-database';
import { redisServerAvailable, startRedis } from './helpers/redis';
import { connect, listen, next, pause, record } from './helpers/sockets';
import { register, RegisteredUser, TestApp } from './helpers/test-app';
import { bootWithAdmin, paidRequest, registerExpert } from './helpers/valuation-requests';
import { testDbMode } from './setup/test-db';

/** Monday 2 March 2026, 08:00 in London (GMT): visits three weeks ahead are bookable. */
const MONDAY = new Date('2026-03-02T08:00:00Z');
const CARD = { name: 'Jane Doe', cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };

/** A user's notifications, newest first. */
async function notices(t: TestApp, user: { token: string }): Promise<AppNotification[]> {
  const res = await t.call('GET', '/api/notifications?limit=100', { token: user.token });
  expect(res.status).toBe(200);
  return res.body.notifications as AppNotification[];
}

/** Waits (up to 15 s, for a loaded machine) until the user has a notification that matches; answers it. */
async function noticeOf(
  t: TestApp,
  user: { token: string },
  matches: (n: AppNotification) => boolean,
): Promise<AppNotification> {
  for (let i = 0; i < 150; i++) {
    const found = (await notices(t, user)).find(matches);
    if (found) return found;
    await pause(100);
  }
  throw new Error('no such notification within 15 s');
}

/**
 * Staff are told too; one event makes one notification; pages follow changes live (contracts:
 * Notifications; docs/product.md). Reactions to events (ADR 020): each is awaited by polling
 * the bell or listening on a socket.
 */
describe('staff are told, one notice per event, live changes', () => {
  let db: OwnDatabase;
  let t: TestApp;
  let port: number;
  let admin: { token: string; id: string };
  let eleanor: RegisteredUser;
  let marcus: RegisteredUser;
  let jane: RegisteredUser;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    // A database of its own: "every expert" must be this file's experts, and visits need them free.
    db = await ownDatabase();
    const booted = await bootWithAdmin({ ...db.env, JOBS_POLL_MS: '0' });
    t = booted.t;
    admin = booted.admin;
    port = await listen(t);
    eleanor = await registerExpert(t, admin.token, { firstName: 'Eleanor', lastName: 'Grant' });
    marcus = await registerExpert(t, admin.token, { firstName: 'Marcus', lastName: 'Reid' });
    jane = await register(t, { firstName: 'Jane', lastName: 'Doe' });
  }, 240_000);
  afterEach(() => {
    for (const s of sockets.splice(0)) s.close();
    t.app.get(Clock).set(null);
  });
  afterAll(async () => {
    await t?.close();
    await db?.drop();
  });

  const open = async (token: string) => {
    const socket = await connect(port, token);
    sockets.push(socket);
    return socket;
  };

  async function askForMore(id: string, expert = eleanor) {
    const assigned = await t.call('POST', `/api/staff/valuations/${id}/assign`, {
      token: expert.token,
      body: {},
    });
    expect(assigned.status).toBe(200);
    const asked = await t.call('POST', `/api/staff/valuations/${id}/request-info`, {
      token: expert.token,
      body: { message: 'Please add a photo of the caseback.' },
    });
    expect(asked.status).toBe(200);
  }

  it("makes one valuation_status notice of an expert's request for information, not also a chat_reply", async () => {
    const kim = await register(t, { firstName: 'Kim', lastName: 'Lee' });
    const v = await paidRequest(t, kim);
    await askForMore(v.id);
    const asked = `Valuation request ${v.reference}: More information requested`;
    await noticeOf(t, kim, (n) => n.kind === 'valuation_status' && n.title === asked);
    // the question is still in the customer's chat, linked to the request
    const chat = await t.call('GET', '/api/chat/messages', { token: kim.token });
    expect(chat.body.messages).toContainEqual(
      expect.objectContaining({
        senderRole: 'expert',
        content: 'Please add a photo of the caseback.',
        valuationId: v.id,
      }),
    );
    await pause(500); // a chat notice, if one were made, is made by now
    const all = await notices(t, kim);
    expect(all.map((n) => n.kind)).not.toContain('chat_reply');
    expect(all.filter((n) => n.title === asked)).toHaveLength(1);
  });

  it("tells the request's expert of the customer's answer, once, and nobody else", async () => {
    const v = await paidRequest(t, jane);
    await askForMore(v.id);
    const answered = await t.call('POST', `/api/valuations/${v.id}/respond`, {
      token: jane.token,
      body: { message: 'The caseback is engraved.' },
    });
    expect(answered.status).toBe(200);
    const notice = await noticeOf(
      t,
      eleanor,
      (n) => n.title === STAFF_WORK_TEXTS.infoAnsweredTitle(v.reference),
    );
    expect(notice).toMatchObject({
      kind: 'staff_work',
      body: 'The caseback is engraved.',
      url: `/staff/valuations/${v.id}`,
      readAt: null,
    });
    await pause(500);
    // its copy in the chat makes no second notice ("New message from Jane Doe")
    const titles = (await notices(t, eleanor)).map((n) => n.title);
    expect(titles.filter((x) => x === notice.title)).toHaveLength(1);
    expect(titles).not.toContain(STAFF_WORK_TEXTS.customerMessageTitle('Jane Doe'));
    expect((await notices(t, marcus)).map((n) => n.title)).not.toContain(notice.title);
  });

  it("tells every expert and admin of a message nobody has taken, then only the conversation's expert", async () => {
    const amir = await register(t, { firstName: 'Amir', lastName: 'Khan' });
    const title = STAFF_WORK_TEXTS.customerMessageTitle('Amir Khan');
    const first = await sendChat(t, amir.token, { content: 'Is my watch ready?' });
    expect(first.status).toBe(201);
    for (const staff of [eleanor, marcus, admin]) {
      const n = await noticeOf(t, staff, (x) => x.title === title);
      expect(n).toMatchObject({
        kind: 'staff_work',
        body: STAFF_WORK_TEXTS.unassignedBody,
        url: `/staff/conversations/${first.body.message.conversationId}`,
      });
    }
    expect((await notices(t, amir)).map((n) => n.title)).not.toContain(title);

    const given = await t.call(
      'PATCH',
      `/api/staff/conversations/${first.body.message.conversationId}`,
      { token: admin.token, body: { assigneeId: marcus.id } },
    );
    expect(given.status).toBe(200);
    await sendChat(t, amir.token, { content: 'And the box?' });
    await noticeOf(t, marcus, (x) => x.title === title && x.body === STAFF_WORK_TEXTS.assignedBody);
    await pause(500);
    const count = async (u: { token: string }) =>
      (await notices(t, u)).filter((x) => x.title === title).length;
    expect(await count(marcus)).toBe(2);
    expect(await count(eleanor)).toBe(1);
    expect(await count(admin)).toBe(1);

    // an expert's own reply tells no staff member
    await sendChat(
      t,
      marcus.token,
      { content: 'Tomorrow.' },
      [],
      `/api/staff/conversations/${first.body.message.conversationId}/messages`,
    );
    await pause(500);
    expect(await count(eleanor)).toBe(1);
  });

  it('tells the expert of a visit confirmed for them, and the next one when staff give it away', async () => {
    t.app.get(Clock).set(MONDAY);
    const booked = await t.call('POST', '/api/visits', {
      token: jane.token,
      body: {
        start: '2026-03-27T10:00:00Z',
        hours: 1,
        address: {
          street: '12 Mount Street',
          city: 'London',
          postalCode: 'W1K 3NU',
          country: 'United Kingdom',
        },
        phone: '+44 20 7946 0958',
        itemsDescription: 'A Cartier necklace',
      },
    });
    expect(booked.status).toBe(201);
    const visit = booked.body.visit as { id: string; reference: string };
    const checkout = await t.call('POST', `/api/visits/${visit.id}/checkout`, {
      token: jane.token,
    });
    const checkoutId = String(checkout.body.checkoutUrl).split('/pay/')[1];
    const paid = await t.call('POST', `/api/payments/test/${checkoutId}`, {
      token: jane.token,
      body: CARD,
    });
    expect(paid.status).toBe(200);
    const expertId = paid.body.visit.expert.id as string;
    // Any free staff member takes a visit, the admin too (docs/product.md, Slots: "staff: expert
    // or admin"), the least busy first, then by id: whoever it is, is told. Then the admin gives
    // it to an expert it is not with (never to the admin: nobody is told of what they did).
    const mine = [admin, eleanor, marcus].find((s) => s.id === expertId)!;
    const other = [eleanor, marcus].find((s) => s.id !== expertId)!;
    const title = STAFF_WORK_TEXTS.visitAssignedTitle(visit.reference);
    const told = await noticeOf(t, mine, (n) => n.title === title);
    expect(told).toMatchObject({ kind: 'staff_work', url: '/staff/visits' });
    expect(told.body).toMatch(/^Friday 27 March 2026, 10:00 to 11:00/);

    const moved = await t.call('POST', `/api/staff/visits/${visit.id}/assign`, {
      token: admin.token,
      body: { expertId: other.id },
    });
    expect(moved.status).toBe(200);
    await noticeOf(t, other, (n) => n.title === title);
  });

  it("sends a request's change of status to its owner's and to staff's sockets only", async () => {
    const v = await paidRequest(t, jane);
    const olive = await register(t, { firstName: 'Olive', lastName: 'Other' });
    const [owner, staff, stranger] = [
      await open(jane.token),
      await open(marcus.token),
      await open(olive.token),
    ];
    const seenByStranger = record(stranger, LIVE_EVENTS.valuationUpdated);
    const toOwner = next<ValuationUpdatedEvent>(
      owner,
      LIVE_EVENTS.valuationUpdated,
      (e) => e.valuationId === v.id && e.status === 'info_requested',
    );
    const toStaff = next<ValuationUpdatedEvent>(
      staff,
      LIVE_EVENTS.valuationUpdated,
      (e) => e.valuationId === v.id && e.status === 'info_requested',
    );
    await askForMore(v.id);
    await toOwner;
    await toStaff;
    await pause(200);
    expect(seenByStranger[LIVE_EVENTS.valuationUpdated]).toEqual([]);
  });

  it("sends a visit's change to its owner's sockets", async () => {
    t.app.get(Clock).set(MONDAY);
    const owner = await open(jane.token);
    const changed = next<VisitUpdatedEvent>(owner, LIVE_EVENTS.visitUpdated);
    const booked = await t.call('POST', '/api/visits', {
      token: jane.token,
      body: {
        start: '2026-03-30T10:00:00Z',
        hours: 1,
        address: {
          street: '12 Mount Street',
          city: 'London',
          postalCode: 'W1K 3NU',
          country: 'United Kingdom',
        },
        phone: '+44 20 7946 0958',
        itemsDescription: 'A brooch',
      },
    });
    expect(booked.status).toBe(201);
    expect(await changed).toEqual({ visitId: booked.body.visit.id, status: 'awaiting_deposit' });
  });
});

// Two app processes sharing one database and one Redis: PostgreSQL only.
const twoInstances =
  testDbMode() === 'postgres' && redisServerAvailable() ? describe : describe.skip;

twoInstances('live changes across two server instances sharing Redis', () => {
  let redis: { url: string; stop: () => Promise<void> };
  let one: TestApp;
  let two: TestApp;
  let admin: { token: string; id: string };
  const sockets: Socket[] = [];

  beforeAll(async () => {
    redis = await startRedis();
    const JWT_SECRET = `live-two-instances-${Date.now()}-secret-of-some-length`;
    const booted = await bootWithAdmin({ REDIS_URL: redis.url, JWT_SECRET });
    one = booted.t;
    admin = booted.admin;
    const { t } = await bootWithAdmin({ REDIS_URL: redis.url, JWT_SECRET });
    two = t;
  }, 240_000);
  afterAll(async () => {
    for (const s of sockets) s.close();
    await one?.close();
    await two?.close();
    await redis?.stop();
  });

  it("reaches the owner's socket on the other instance when the expert asks through this one", async () => {
    const expert = await registerExpert(one, admin.token, { firstName: 'Ada', lastName: 'Stone' });
    const customer = await register(two, { firstName: 'Ben', lastName: 'Hall' });
    const v = await paidRequest(one, customer);
    const socket = await connect(await listen(two), customer.token);
    sockets.push(socket);
    await pause(200); // Redis subscriptions settle
    const heard = next<ValuationUpdatedEvent>(
      socket,
      LIVE_EVENTS.valuationUpdated,
      (e) => e.valuationId === v.id && e.status === 'info_requested',
    );
    await one.call('POST', `/api/staff/valuations/${v.id}/assign`, {
      token: expert.token,
      body: {},
    });
    const asked = await one.call('POST', `/api/staff/valuations/${v.id}/request-info`, {
      token: expert.token,
      body: { message: 'One more photo, please.' },
    });
    expect(asked.status).toBe(200);
    expect(await heard).toEqual({ valuationId: v.id, status: 'info_requested' });
  });
});
