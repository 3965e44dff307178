import { SOCKET_EVENTS, type PresenceEvent } from '@valuation/contracts';
import { DataSource } from 'typeorm';
import { adminEmail, ADMIN_PASSWORD, bootAdmin, makeExpert, sendChat } from './helpers/chat';
import { jpeg, multipart, VALID_FIELDS } from './helpers/multipart';
import { connect, listen, next } from './helpers/sockets';
import { bootApp, register, RegisteredUser, TestApp } from './helpers/test-app';

const CARD = { name: 'Jane Doe', cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };
const DAY = 24 * 3600_000;

/** The console for a working day (docs/product.md §2.21): the queue's open view, assignment. */
describe('staff console: the open queue and assignment', () => {
  let t: TestApp;
  let admin: { token: string; id: string };
  let expert: RegisteredUser;
  let expert2: RegisteredUser;

  beforeAll(async () => {
    const email = adminEmail();
    t = await bootApp({ ADMIN_EMAIL: email, ADMIN_PASSWORD, STRIPE_SECRET_KEY: undefined });
    admin = await bootAdmin(t, email);
    expert = await makeExpert(t, admin.token, 'Eleanor');
    expert2 = await makeExpert(t, admin.token, 'Marcus');
  }, 240_000);
  afterAll(() => t.close());

  async function request(customer: RegisteredUser, paid = true) {
    const body = multipart({ ...VALID_FIELDS, email: customer.email }, [
      { filename: 'dial.jpg', data: await jpeg(320, 240) },
    ]);
    const res = await t.call('POST', '/api/valuations', {
      raw: body.raw,
      headers: body.headers,
      token: customer.token,
    });
    expect(res.status).toBe(201);
    const v = res.body.valuation as { id: string; reference: string };
    if (paid) {
      const checkout = await t.call('POST', `/api/valuations/${v.id}/checkout`, {
        token: customer.token,
      });
      const checkoutId = /\/pay\/([0-9a-f-]{36})$/.exec(checkout.body.checkoutUrl)![1];
      const payment = await t.call('POST', `/api/payments/test/${checkoutId}`, {
        body: CARD,
        token: customer.token,
      });
      expect(payment.status).toBeLessThan(300);
    }
    return v;
  }

  /** Sets what the test needs straight in the table (statuses and dates the API reaches slowly). */
  const setRow = (id: string, set: { status?: string; assigneeId?: string; dueAt?: Date }) =>
    t.app
      .get(DataSource)
      .query(
        `UPDATE valuation_requests SET status = COALESCE($2, status), "assigneeId" = COALESCE($3::uuid, "assigneeId"), "dueAt" = COALESCE($4::timestamptz, "dueAt") WHERE id = $1`,
        [id, set.status ?? null, set.assigneeId ?? null, set.dueAt?.toISOString() ?? null],
      );

  const refs = (body: { items: { reference: string }[] }) => body.items.map((r) => r.reference);

  it("opens on the expert's open work: overdue, theirs, unassigned, then others'", async () => {
    const customer = await register(t);
    const now = Date.now();
    const unassigned = await request(customer);
    const mine = await request(customer);
    const others = await request(customer);
    const overdue = await request(customer);
    const completed = await request(customer);
    const cancelled = await request(customer);
    const unpaid = await request(customer, false);
    await setRow(unassigned.id, { dueAt: new Date(now + 1 * DAY) });
    await setRow(mine.id, {
      status: 'in_review',
      assigneeId: expert.id,
      dueAt: new Date(now + 3 * DAY),
    });
    await setRow(others.id, {
      status: 'in_review',
      assigneeId: expert2.id,
      dueAt: new Date(now + 2 * DAY),
    });
    await setRow(overdue.id, {
      status: 'in_review',
      assigneeId: expert2.id,
      dueAt: new Date(now - DAY),
    });
    await setRow(completed.id, { status: 'completed', assigneeId: expert.id });
    await setRow(cancelled.id, { status: 'cancelled' });

    const search = encodeURIComponent(customer.email);
    const open = await t.call('GET', `/api/staff/valuations?view=open&search=${search}`, {
      token: expert.token,
    });
    expect(open.status).toBe(200);
    expect(refs(open.body)).toEqual([
      overdue.reference,
      mine.reference,
      unassigned.reference,
      unpaid.reference,
      others.reference,
    ]);
    expect(open.body.total).toBe(5);
    expect(open.body.items[0]).toMatchObject({ overdue: true, status: 'in_review' });
    expect(open.body.items.slice(1).map((r: { overdue: boolean }) => r.overdue)).toEqual([
      false,
      false,
      false,
      false,
    ]);

    // Another expert's own work comes first for them.
    const theirs = await t.call('GET', `/api/staff/valuations?view=open&search=${search}`, {
      token: expert2.token,
    });
    expect(refs(theirs.body)).toEqual([
      overdue.reference,
      others.reference,
      unassigned.reference,
      unpaid.reference,
      mine.reference,
    ]);

    // `all` (the default, as before) keeps every request; a status filter brings closed ones back.
    const all = await t.call('GET', `/api/staff/valuations?search=${search}`, {
      token: expert.token,
    });
    expect(all.body.total).toBe(7);
    expect(refs(all.body)).toEqual(
      expect.arrayContaining([completed.reference, cancelled.reference]),
    );
    const done = await t.call('GET', `/api/staff/valuations?status=completed&search=${search}`, {
      token: expert.token,
    });
    expect(refs(done.body)).toEqual([completed.reference]);
    const mineOnly = await t.call(
      'GET',
      `/api/staff/valuations?view=open&assignee=me&search=${search}`,
      { token: expert.token },
    );
    expect(refs(mineOnly.body)).toEqual([mine.reference]);
  });

  it('answers an unknown view with a 400 that names it, and customers with 403', async () => {
    const bad = await t.call('GET', '/api/staff/valuations?view=closed', { token: expert.token });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ statusCode: 400, error: 'View must be one of open, all' });
    expect(JSON.stringify(bad.body.details)).toMatch(/View must be one of open, all/);
    const customer = await register(t);
    const refused = await t.call('GET', '/api/staff/valuations?view=open', {
      token: customer.token,
    });
    expect(refused.status).toBe(403);
  });

  it("assigning a request assigns the customer's conversation, linked both ways", async () => {
    const customer = await register(t);
    const v = await request(customer);
    expect((await sendChat(t, customer.token, { content: 'Any news on my watch?' })).status).toBe(
      201,
    );
    const before = await t.call('GET', `/api/staff/valuations/${v.id}`, { token: expert.token });
    const conversationId = before.body.valuation.conversationId as string;
    expect(conversationId).toMatch(/^[0-9a-f-]{36}$/);
    const unassigned = await t.call('GET', `/api/staff/conversations/${conversationId}`, {
      token: expert.token,
    });
    expect(unassigned.body.conversation.assignee).toBeNull();
    expect(unassigned.body.valuations.map((r: { id: string }) => r.id)).toContain(v.id);

    const assigned = await t.call('POST', `/api/staff/valuations/${v.id}/assign`, {
      token: expert.token,
      body: {},
    });
    expect(assigned.status).toBe(200);
    expect(assigned.body.valuation.conversationId).toBe(conversationId);
    const conversation = await t.call('GET', `/api/staff/conversations/${conversationId}`, {
      token: expert.token,
    });
    expect(conversation.body.conversation.assignee).toMatchObject({ id: expert.id });
    const inbox = await t.call('GET', '/api/staff/conversations?view=mine', {
      token: expert.token,
    });
    expect(inbox.body.items.map((c: { id: string }) => c.id)).toContain(conversationId);

    // An admin moving the request moves the conversation too.
    const moved = await t.call('POST', `/api/staff/valuations/${v.id}/assign`, {
      token: admin.token,
      body: { expertId: expert2.id },
    });
    expect(moved.status).toBe(200);
    const after = await t.call('GET', `/api/staff/conversations/${conversationId}`, {
      token: expert.token,
    });
    expect(after.body.conversation.assignee).toMatchObject({ id: expert2.id });
  });

  it('an expert asking for information on an unassigned request takes the conversation', async () => {
    const customer = await register(t);
    const v = await request(customer);
    const asked = await t.call('POST', `/api/staff/valuations/${v.id}/request-info`, {
      token: expert.token,
      body: { message: 'Please add a photo of the caseback.' },
    });
    expect(asked.status).toBe(200);
    const conversationId = asked.body.valuation.conversationId as string;
    const conversation = await t.call('GET', `/api/staff/conversations/${conversationId}`, {
      token: expert.token,
    });
    expect(conversation.body.conversation.assignee).toMatchObject({ id: expert.id });
    expect(conversation.body.conversation.customer).toMatchObject({ id: customer.id });
  });

  it('tells staff whether the customer is online, live (the pill\'s "Customer online")', async () => {
    const port = await listen(t);
    const customer = await register(t);
    expect((await sendChat(t, customer.token, { content: 'Hello?' })).status).toBe(201);
    const inbox = await t.call('GET', '/api/staff/conversations?view=all', {
      token: expert.token,
    });
    const id = inbox.body.items.find(
      (c: { customer: { id: string } }) => c.customer.id === customer.id,
    ).id as string;
    const offline = await t.call('GET', `/api/staff/conversations/${id}`, { token: expert.token });
    expect(offline.body.customerOnline).toBe(false);

    const staffSocket = await connect(port, expert.token);
    try {
      const cameOnline = next<PresenceEvent>(
        staffSocket,
        SOCKET_EVENTS.presence,
        (e) => e.customerId === customer.id,
      );
      const customerSocket = await connect(port, customer.token);
      await expect(cameOnline).resolves.toEqual({ customerId: customer.id, online: true });
      const online = await t.call('GET', `/api/staff/conversations/${id}`, {
        token: expert.token,
      });
      expect(online.body.customerOnline).toBe(true);

      const wentOffline = next<PresenceEvent>(
        staffSocket,
        SOCKET_EVENTS.presence,
        (e) => e.customerId === customer.id && !e.online,
      );
      customerSocket.close();
      await expect(wentOffline).resolves.toEqual({ customerId: customer.id, online: false });
    } finally {
      staffSocket.close();
    }
  });
});

/** Saved replies for the staff composer (docs/product.md §2.21). */
describe('staff console: saved replies', () => {
  let t: TestApp;
  let admin: { token: string; id: string };
  let expert: RegisteredUser;
  let expert2: RegisteredUser;

  beforeAll(async () => {
    const email = adminEmail();
    t = await bootApp({ ADMIN_EMAIL: email, ADMIN_PASSWORD });
    admin = await bootAdmin(t, email);
    expert = await makeExpert(t, admin.token, 'Eleanor');
    expert2 = await makeExpert(t, admin.token, 'Marcus');
  }, 240_000);
  afterAll(() => t.close());

  const list = async (token: string) =>
    (await t.call('GET', '/api/staff/saved-replies', { token })).body.replies as {
      id: string;
      title: string;
      content: string;
      shared: boolean;
      editable: boolean;
    }[];

  it('answers 401 signed out and 403 to customers on every call', async () => {
    const customer = await register(t);
    const id = (await list(expert.token))[0].id;
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/staff/saved-replies'],
      ['POST', '/api/staff/saved-replies', { title: 'Hi', content: 'Hello.' }],
      ['PATCH', `/api/staff/saved-replies/${id}`, { title: 'Hi' }],
      ['DELETE', `/api/staff/saved-replies/${id}`],
    ];
    for (const [method, url, body] of calls) {
      expect([url, (await t.call(method, url, { body })).status]).toEqual([url, 401]);
      const refused = await t.call(method, url, { token: customer.token, body });
      expect([url, refused.status]).toEqual([url, 403]);
      expect(refused.body.error).toMatch(/\.$/);
    }
    expect((await list(expert.token)).map((r) => r.id)).toContain(id);
  });

  it('starts every expert with the shared set, read-only to them', async () => {
    const replies = await list(expert.token);
    expect(replies.map((r) => r.title)).toEqual(
      expect.arrayContaining(['Box and papers', 'Caseback photo', 'Hallmarks']),
    );
    const caseback = replies.find((r) => r.title === 'Caseback photo')!;
    expect(caseback).toMatchObject({ shared: true, editable: false });
    const change = await t.call('PATCH', `/api/staff/saved-replies/${caseback.id}`, {
      token: expert.token,
      body: { content: 'Changed.' },
    });
    expect(change.status).toBe(403);
    expect(change.body.error).toBe('Only an admin can add, change or delete a shared reply.');
    const share = await t.call('POST', '/api/staff/saved-replies', {
      token: expert.token,
      body: { title: 'Mine for all', content: 'Hello.', shared: true },
    });
    expect(share.status).toBe(403);
  });

  it("keeps an expert's own replies to them: create, list first, change, delete", async () => {
    const created = await t.call('POST', '/api/staff/saved-replies', {
      token: expert.token,
      body: { title: '  Strap photo ', content: ' Could you add a photo of the strap? ' },
    });
    expect(created.status).toBe(201);
    expect(created.body.reply).toMatchObject({
      title: 'Strap photo',
      content: 'Could you add a photo of the strap?',
      shared: false,
      editable: true,
    });
    const id = created.body.reply.id as string;
    expect((await list(expert.token))[0].id).toBe(id);
    // Another expert neither sees nor reaches it.
    expect((await list(expert2.token)).map((r) => r.id)).not.toContain(id);
    for (const [method, body] of [
      ['PATCH', { title: 'Taken' }],
      ['DELETE', undefined],
    ] as const) {
      const other = await t.call(method, `/api/staff/saved-replies/${id}`, {
        token: expert2.token,
        body,
      });
      expect(other.status).toBe(404);
      expect(other.body.error).toBe('Saved reply not found.');
    }
    const changed = await t.call('PATCH', `/api/staff/saved-replies/${id}`, {
      token: expert.token,
      body: { content: 'Could you add a photo of the strap and buckle?' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.reply).toMatchObject({
      title: 'Strap photo',
      content: 'Could you add a photo of the strap and buckle?',
    });
    const removed = await t.call('DELETE', `/api/staff/saved-replies/${id}`, {
      token: expert.token,
    });
    expect(removed.status).toBe(200);
    expect((await list(expert.token)).map((r) => r.id)).not.toContain(id);
  });

  it('lets admins keep shared replies, offered to every expert', async () => {
    const created = await t.call('POST', '/api/staff/saved-replies', {
      token: admin.token,
      body: { title: 'Opening hours', content: 'We are here Monday to Friday.', shared: true },
    });
    expect(created.status).toBe(201);
    expect(created.body.reply).toMatchObject({ shared: true, editable: true });
    const seen = (await list(expert2.token)).find((r) => r.id === created.body.reply.id);
    expect(seen).toMatchObject({ shared: true, editable: false });
    const removed = await t.call('DELETE', `/api/staff/saved-replies/${created.body.reply.id}`, {
      token: admin.token,
    });
    expect(removed.status).toBe(200);
  });

  it('answers bad input with a 400 that names the field', async () => {
    for (const [body, field] of [
      [{ title: '   ', content: 'Hello.' }, 'title'],
      [{ title: 'x'.repeat(61), content: 'Hello.' }, 'title'],
      [{ title: 'Hi', content: 'x'.repeat(4001) }, 'content'],
      [{ title: 'Hi', content: 'Hello\u0000' }, 'content'],
      [{ title: 'Hi', content: 'Hello.', shared: 'yes' }, 'shared'],
    ] as const) {
      const res = await t.call('POST', '/api/staff/saved-replies', { token: expert.token, body });
      expect([field, res.status]).toEqual([field, 400]);
      expect(res.body).toMatchObject({ statusCode: 400, error: expect.stringMatching(/^[A-Z]/) });
      expect(JSON.stringify(res.body.details)).toContain(field);
    }
  });
});
