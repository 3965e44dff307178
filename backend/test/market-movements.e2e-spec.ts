import { MARKET_MOVEMENT_RULES, MARKET_TEXTS } from '@valuation/contracts';
import { Clock } from '../src/infrastructure/clock/clock';
import { DataSource } from 'typeorm';
import { JobsService } from '../src/infrastructure/jobs/jobs.module';
import { MailService } from '../src/infrastructure/mail/mail.service';
import { PushService } from '../src/modules/notifications/push/push.service';
import { MarketNotifyJob } from '../src/modules/market-movements/market-notify.job';
import { sendChat } from './helpers/chat';
import { jpeg, multipart, VALID_FIELDS } from './helpers/multipart';
import { giveValuerProfile } from './helpers/valuation-requests';
import {
  bootApp,
  register,
  RegisteredUser,
  TestApp,
  uniqueEmail,
  uniqueIp,
  mailsIn,
  waitForMail,
} from './helpers/test-app';

const ADMIN_PASSWORD = 'Adm1n!secret';
const CARD = { name: 'Jane Doe', cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };
// Certificates of this file are issued in 2001 (the app's Clock), so the movements here, dated
// 2001, concern exactly this file's requests however many other suites share the database.
const ISSUED = new Date('2001-01-10T10:00:00Z');
const ISSUED_LATE = new Date('2001-03-01T10:00:00Z');
const EFFECTIVE = '2001-02-01';
const WINDOW_MS = MARKET_MOVEMENT_RULES.withdrawWindowMinutes * 60_000;

/** Lifetime support: market movements (docs/product.md) from the staff call to the customer. */
describe('market movements', () => {
  let t: TestApp;
  let expert: RegisteredUser;
  const c: Record<string, RegisteredUser> = {};
  const v: Record<string, { id: string; reference: string; certificate?: string }> = {};

  async function createRequest(user: RegisteredUser, fields: Record<string, string>) {
    const body = multipart({ ...VALID_FIELDS, email: user.email, ...fields }, [
      { filename: 'dial.jpg', data: await jpeg(640, 480) },
      { filename: 'back.jpg', data: await jpeg(320, 240, '#445566') },
    ]);
    const res = await t.call('POST', '/api/valuations', {
      raw: body.raw,
      headers: body.headers,
      token: user.token,
    });
    expect(res.status).toBe(201);
    return res.body.valuation as { id: string; reference: string };
  }

  async function pay(id: string, user: RegisteredUser) {
    const res = await t.call('POST', `/api/valuations/${id}/checkout`, { token: user.token });
    const checkoutId = /\/pay\/([0-9a-f-]{36})$/.exec(res.body.checkoutUrl)![1];
    const paid = await t.call('POST', `/api/payments/test/${checkoutId}`, {
      body: CARD,
      token: user.token,
    });
    expect(paid.status).toBeLessThan(300);
  }

  async function complete(id: string, value: number, at: Date | null) {
    t.app.get(Clock).set(at);
    await t.call('POST', `/api/staff/valuations/${id}/assign`, { token: expert.token, body: {} });
    const done = await t.call('POST', `/api/staff/valuations/${id}/complete`, {
      token: expert.token,
      body: { value, basis: 'insurance', assessedDescription: 'As described, checked in hand.' },
    });
    expect(done.status).toBe(200);
    t.app.get(Clock).set(null);
    return done.body.valuation.result.certificateReference as string;
  }

  async function completedRequest(
    key: string,
    fields: Record<string, string>,
    value: number,
    at: Date,
  ) {
    c[key] = await register(t, { firstName: `Customer${key}` });
    const created = await createRequest(c[key], fields);
    await pay(created.id, c[key]);
    v[key] = { ...created, certificate: await complete(created.id, value, at) };
  }

  async function record(body: Record<string, unknown>) {
    const res = await t.call('POST', '/api/staff/market-movements', {
      token: expert.token,
      body: { note: 'Auction results this season.', effectiveFrom: EFFECTIVE, ...body },
    });
    return res;
  }

  async function concerned(movementId: string): Promise<string[]> {
    const res = await t.call('GET', `/api/staff/market-movements/${movementId}?pageSize=100`, {
      token: expert.token,
    });
    expect(res.status).toBe(200);
    return res.body.requests.items.map((r: { reference: string }) => r.reference).sort();
  }

  const refs = (...keys: string[]) => keys.map((k) => v[k].reference).sort();

  /** Runs the notify jobs due once the withdrawal window (15 minutes) has passed. */
  async function notifyAfterWindow() {
    t.app.get(Clock).advance(WINDOW_MS);
    try {
      await t.app.get(JobsService).runDue();
    } finally {
      t.app.get(Clock).set(null);
    }
  }

  beforeAll(async () => {
    const adminEmail = uniqueEmail('admin');
    t = await bootApp({
      ADMIN_EMAIL: adminEmail,
      ADMIN_PASSWORD,
      PUBLIC_URL: 'https://luxe.example',
      JOBS_POLL_MS: '0',
    });
    const login = await t.call('POST', '/api/auth/login', {
      body: { email: adminEmail, password: ADMIN_PASSWORD },
      ip: uniqueIp(),
    });
    expert = await register(t, { firstName: 'Eleanor', lastName: 'Grant' });
    await t.call('PATCH', `/api/staff/users/${expert.id}/role`, {
      token: login.body.token,
      body: { role: 'expert' },
    });
    await giveValuerProfile(t, expert.token);
    await completedRequest('rolex', { watchBrand: 'Rolex' }, 10000, ISSUED);
    await completedRequest('omega', { watchBrand: 'Omega' }, 5000, ISSUED);
    await completedRequest(
      'chanel',
      {
        serviceType: 'handbag',
        serviceTier: 'standard',
        watchBrand: '',
        handbagBrand: 'Chanel',
        lastKnownValue: '£2,500',
        yearOfPurchase: '2015',
      },
      3000,
      ISSUED,
    );
    await completedRequest('late', { watchBrand: 'Rolex' }, 8000, ISSUED_LATE);
    // paid, not completed: never concerned
    c.open = await register(t);
    const open = await createRequest(c.open, { watchBrand: 'Rolex' });
    await pay(open.id, c.open);
    v.open = open;
  }, 300_000);
  afterAll(async () => {
    t.app.get(Clock).set(null);
    await t.close();
  });

  it('is for staff only', async () => {
    expect((await t.call('GET', '/api/staff/market-movements')).status).toBe(401);
    const res = await t.call('POST', '/api/staff/market-movements', {
      token: c.rolex.token,
      body: { service: 'watch', changePercent: 20, note: 'x', effectiveFrom: EFFECTIVE },
    });
    expect(res.status).toBe(403);
  });

  it('refuses bad movements with 400 and a sentence', async () => {
    for (const body of [
      { service: 'watch', changePercent: -91 },
      { service: 'watch', changePercent: 501 },
      { service: 'car', changePercent: 20 },
      { service: 'jewellery', brand: 'Rolex', changePercent: 20 },
      { service: 'watch', brand: 'Chanel', changePercent: 20 },
      { service: 'watch', brand: 'Other', changePercent: 20 },
      { service: 'watch', changePercent: 20, effectiveFrom: 'soon' },
      { service: 'watch', changePercent: 20, note: '' },
    ]) {
      const res = await record(body);
      expect([JSON.stringify(body), res.status]).toEqual([JSON.stringify(body), 400]);
      expect(res.body.error).toEqual(expect.any(String));
    }
  });

  it('concerns completed requests of the service certified before the date, all brands', async () => {
    const res = await record({ service: 'watch', changePercent: 12.5 });
    expect(res.status).toBe(201);
    expect(res.body.affected).toBe(2);
    expect(res.body.movement).toMatchObject({ service: 'watch', brand: null, changePercent: 12.5 });
    expect(await concerned(res.body.movement.id)).toEqual(refs('rolex', 'omega'));
  });

  it("pages a movement's requests in the order of their references, with their customers", async () => {
    const res = await record({ service: 'watch', changePercent: 12.5 });
    const [first, second] = [v.rolex, v.omega].sort((a, b) =>
      a.reference.localeCompare(b.reference),
    );
    const owner = (ref: { id: string }) =>
      ref === v.rolex
        ? { ...c.rolex, firstName: 'Customerrolex' }
        : { ...c.omega, firstName: 'Customeromega' };
    for (const [page, request] of [
      [1, first],
      [2, second],
    ] as const) {
      const detail = await t.call(
        'GET',
        `/api/staff/market-movements/${res.body.movement.id}?page=${page}&pageSize=1`,
        { token: expert.token },
      );
      expect(detail.status).toBe(200);
      expect(detail.body.requests).toMatchObject({ total: 2, page, pageSize: 1 });
      const customer = owner(request);
      expect(detail.body.requests.items).toEqual([
        {
          valuationId: request.id,
          reference: request.reference,
          customer: {
            id: customer.id,
            firstName: customer.firstName,
            lastName: 'Doe',
            email: customer.email,
          },
          brand: request === v.rolex ? 'Rolex' : 'Omega',
          value: request === v.rolex ? 10000 : 5000,
          estimatedValue: request === v.rolex ? 11250 : 5625,
          notifiedAt: null,
        },
      ]);
    }
    // withdrawn, so that nobody is told of it by the jobs the later tests run
    const withdrawn = await t.call(
      'POST',
      `/api/staff/market-movements/${res.body.movement.id}/withdraw`,
      { token: expert.token },
    );
    expect(withdrawn.status).toBe(200);
  });

  it('narrows to the brand when given (and another service is never concerned)', async () => {
    const rolex = await record({ service: 'watch', brand: 'Rolex', changePercent: 20 });
    expect(rolex.body.affected).toBe(1);
    expect(await concerned(rolex.body.movement.id)).toEqual(refs('rolex'));
    const chanel = await record({ service: 'handbag', brand: 'Chanel', changePercent: -10 });
    expect(await concerned(chanel.body.movement.id)).toEqual(refs('chanel'));
  });

  it('concerns certificates issued up to the end of the effective day only', async () => {
    const later = await record({
      service: 'watch',
      brand: 'Rolex',
      changePercent: 15,
      effectiveFrom: '2001-04-01',
    });
    expect(await concerned(later.body.movement.id)).toEqual(refs('rolex', 'late'));
    const earlier = await record({
      service: 'watch',
      brand: 'Rolex',
      changePercent: 15,
      effectiveFrom: '2001-01-01',
    });
    expect(earlier.body.affected).toBe(0);
    // the day of issue counts: certificates issued on 10 January 2001 (10:00)
    const sameDay = await record({
      service: 'watch',
      brand: 'Rolex',
      changePercent: 15,
      effectiveFrom: '2001-01-10',
    });
    expect(await concerned(sameDay.body.movement.id)).toEqual(refs('rolex'));
  });

  it('counts, before recording, the requests and customers a movement would concern', async () => {
    const preview = await t.call(
      'GET',
      `/api/staff/market-movements/preview?service=watch&brand=Rolex&changePercent=15&effectiveFrom=2001-04-01`,
      { token: expert.token },
    );
    expect(preview.status).toBe(200);
    expect(preview.body).toEqual({ affected: 2, customers: 2 });
    const recorded = await record({
      service: 'watch',
      brand: 'Rolex',
      changePercent: 15,
      effectiveFrom: '2001-04-01',
    });
    expect(recorded.body.affected).toBe(preview.body.affected);
    const small = await t.call(
      'GET',
      `/api/staff/market-movements/preview?service=watch&changePercent=-9.5&effectiveFrom=2001-04-01`,
      { token: expert.token },
    );
    expect(small.body).toEqual({ affected: 0, customers: 0 });
    // the same rules as recording: 400 with a sentence
    for (const query of [
      'service=watch&changePercent=abc&effectiveFrom=2001-04-01',
      'service=car&changePercent=20&effectiveFrom=2001-04-01',
      'service=watch&brand=Chanel&changePercent=20&effectiveFrom=2001-04-01',
      'service=watch&changePercent=20&effectiveFrom=soon',
      'service=watch&changePercent=20',
    ]) {
      const res = await t.call('GET', `/api/staff/market-movements/preview?${query}`, {
        token: expert.token,
      });
      expect([query, res.status]).toEqual([query, 400]);
      expect(res.body.error).toEqual(expect.any(String));
    }
    expect((await t.call('GET', '/api/staff/market-movements/preview')).status).toBe(401);
  });

  it('concerns the certificates issued today when dated today, and refuses a future date', async () => {
    const clock = t.app.get(Clock);
    // a request certified at 09:00 UK time; the expert records the movement at 15:00
    await completedRequest(
      'today',
      { watchBrand: 'Cartier' },
      6000,
      new Date('2001-06-05T08:00:00Z'),
    );
    try {
      clock.set(new Date('2001-06-05T14:00:00Z'));
      const body = { service: 'watch', brand: 'Cartier', changePercent: 15 };
      const preview = await t.call(
        'GET',
        '/api/staff/market-movements/preview?service=watch&brand=Cartier&changePercent=15&effectiveFrom=2001-06-05',
        { token: expert.token },
      );
      expect(preview.body).toEqual({ affected: 1, customers: 1 });
      const today = await record({ ...body, effectiveFrom: '2001-06-05' });
      expect(today.status).toBe(201);
      expect(today.body.affected).toBe(1);
      for (const effectiveFrom of ['2001-06-06', '2001-06-05T14:00:01Z']) {
        const future = await record({ ...body, effectiveFrom });
        expect(future.status).toBe(400);
        expect(future.body).toEqual({
          error: MARKET_TEXTS.futureDate,
          statusCode: 400,
          details: [{ field: 'effectiveFrom', message: MARKET_TEXTS.futureDate }],
        });
        const previewFuture = await t.call(
          'GET',
          `/api/staff/market-movements/preview?service=watch&changePercent=15&effectiveFrom=${encodeURIComponent(effectiveFrom)}`,
          { token: expert.token },
        );
        expect(previewFuture.status).toBe(400);
        expect(previewFuture.body.error).toBe(MARKET_TEXTS.futureDate);
      }
    } finally {
      clock.set(null);
    }
  });

  it('withdraws a movement within its window: nobody is told, in the app, by mail or push', async () => {
    const clock = t.app.get(Clock);
    const pushes = jest.spyOn(t.app.get(PushService), 'push');
    try {
      const res = await record({ service: 'watch', brand: 'Omega', changePercent: 44 });
      expect(res.body.affected).toBe(1);
      const movement = res.body.movement;
      expect(new Date(movement.withdrawableUntil).getTime()).toBe(
        new Date(movement.createdAt).getTime() + WINDOW_MS,
      );
      expect(movement).toMatchObject({ withdrawnAt: null, withdrawnBy: null, sending: true });
      // a customer cannot withdraw it
      const foreign = await t.call('POST', `/api/staff/market-movements/${movement.id}/withdraw`, {
        token: c.omega.token,
      });
      expect(foreign.status).toBe(403);
      clock.advance(WINDOW_MS - 60_000);
      const withdrawn = await t.call(
        'POST',
        `/api/staff/market-movements/${movement.id}/withdraw`,
        { token: expert.token },
      );
      expect(withdrawn.status).toBe(200);
      expect(withdrawn.body.movement).toMatchObject({
        id: movement.id,
        withdrawnAt: expect.any(String),
        withdrawnBy: 'Eleanor Grant',
        sending: false,
        customersReached: 0,
      });
      const again = await t.call('POST', `/api/staff/market-movements/${movement.id}/withdraw`, {
        token: expert.token,
      });
      expect(again.status).toBe(409);
      expect(again.body.error).toBe(MARKET_TEXTS.alreadyWithdrawn);
      // well after the window: its job was cancelled, nobody is told
      clock.advance(WINDOW_MS);
      await t.app.get(JobsService).runDue();
      const list = await t.call('GET', '/api/notifications?limit=100', { token: c.omega.token });
      expect(
        list.body.notifications.filter((n: { body: string }) => n.body.includes('44%')),
      ).toEqual([]);
      expect(mailsIn(t.dataDir, c.omega.email, 'prices up 44%')).toHaveLength(0);
      expect(
        pushes.mock.calls.flat(2).filter((p) => JSON.stringify(p).includes('44%')),
      ).toHaveLength(0);
      const notice = await t.call('GET', `/api/valuations/${v.omega.id}/market-notice`, {
        token: c.omega.token,
      });
      expect(notice.body.notice?.changePercent).not.toBe(44);
      // the list shows it withdrawn
      const listed = (
        await t.call('GET', '/api/staff/market-movements', { token: expert.token })
      ).body.items.find((m: { id: string }) => m.id === movement.id);
      expect(listed).toMatchObject({ withdrawnBy: 'Eleanor Grant', sending: false });
    } finally {
      pushes.mockRestore();
      clock.set(null);
    }
  });

  it('refuses to withdraw once the window has passed (409), and an unknown one (404)', async () => {
    const clock = t.app.get(Clock);
    try {
      const res = await record({ service: 'watch', brand: 'Omega', changePercent: 45 });
      clock.advance(WINDOW_MS);
      const late = await t.call(
        'POST',
        `/api/staff/market-movements/${res.body.movement.id}/withdraw`,
        { token: expert.token },
      );
      expect(late.status).toBe(409);
      expect(late.body).toEqual({ error: MARKET_TEXTS.withdrawTooLate, statusCode: 409 });
      const unknown = await t.call(
        'POST',
        '/api/staff/market-movements/00000000-0000-4000-8000-000000000000/withdraw',
        { token: expert.token },
      );
      expect(unknown.status).toBe(404);
      // told as usual
      await t.app.get(JobsService).runDue();
      const list = await t.call('GET', '/api/notifications?limit=100', { token: c.omega.token });
      expect(
        list.body.notifications.filter((n: { body: string }) => n.body.includes('45%')),
      ).toHaveLength(1);
    } finally {
      clock.set(null);
    }
  });

  it('stores a market notice once when its batch is stored again (a process died before marking it)', async () => {
    const res = await record({ service: 'watch', brand: 'Omega', changePercent: 46 });
    const movementId = res.body.movement.id as string;
    await notifyAfterWindow();
    // as if the process had died between storing the notices and marking them told
    const db = t.app.get(DataSource);
    await db.query(
      `UPDATE "market_notices" SET "notifiedAt" = NULL, "mailedAt" = NULL WHERE "movementId" = $1`,
      [movementId],
    );
    await t.app.get(MarketNotifyJob).run(movementId);
    const list = await t.call('GET', '/api/notifications?limit=100', { token: c.omega.token });
    expect(
      list.body.notifications.filter((n: { body: string }) => n.body.includes('46%')),
    ).toHaveLength(1);
    const keys = await db.query(
      `SELECT COUNT(*)::int AS n FROM "notifications" WHERE "sourceKey" = $1`,
      [`market:${movementId}:${v.omega.id}`],
    );
    expect(keys[0].n).toBe(1);
  });

  it('concerns nobody under 10% either way', async () => {
    for (const changePercent of [9.99, -9.99]) {
      const res = await record({ service: 'watch', changePercent });
      expect(res.status).toBe(201);
      expect(res.body.affected).toBe(0);
    }
    const ten = await record({ service: 'watch', brand: 'Omega', changePercent: -10 });
    expect(ten.body.affected).toBe(1);
  });

  it('notifies exactly the concerned customers, once each, by a scheduled job', async () => {
    const res = await record({ service: 'handbag', brand: 'Chanel', changePercent: 30 });
    // the POST answered before anyone was told
    const before = await t.call('GET', '/api/notifications', { token: c.chanel.token });
    const already = before.body.notifications.length;
    // nobody is told during the withdrawal window
    await t.app.get(JobsService).runDue();
    expect(
      (await t.call('GET', '/api/notifications', { token: c.chanel.token })).body.notifications,
    ).toHaveLength(already);
    await notifyAfterWindow();
    await t.app.get(PushService).flush();
    const after = await t.call('GET', '/api/notifications', { token: c.chanel.token });
    // every pending movement's customers are told now: this one's and the earlier ones'
    const mine = after.body.notifications.filter((n: { body: string }) =>
      n.body.includes('risen by 30%'),
    );
    expect(after.body.notifications.length).toBeGreaterThan(already);
    expect(mine).toEqual([
      {
        id: expect.any(String),
        kind: 'market_movement',
        title: 'Market update for your item',
        body: `The market for Chanel has risen by 30% since your valuation ${v.chanel.reference}. Its estimated value now is £3,900.00.`,
        url: `/valuations/${v.chanel.id}`,
        createdAt: expect.any(String),
        readAt: null,
      },
    ]);
    for (const key of ['open', 'late']) {
      const none = await t.call('GET', '/api/notifications', { token: c[key].token });
      expect(
        none.body.notifications.filter((n: { body: string }) => n.body.includes('30%')),
      ).toEqual([]);
    }
    const mail = await waitForMail(
      t.dataDir,
      c.chanel.email,
      `Market update for your valuation ${v.chanel.reference}: prices up 30%`,
    );
    // amounts as the app writes them (contracts' formatGbp), in the text and the HTML part
    expect(mail).toContain('probably worth about <strong>£3,900.00</strong>');
    expect(mail.replace(/\s+/g, ' ')).toContain(
      'Valued at £3,000.00, it is now probably worth about £3,900.00.',
    );
    expect(mail).not.toContain('GBP');
    const list = await t.call('GET', '/api/staff/market-movements', { token: expert.token });
    const listed = list.body.items.find((m: { id: string }) => m.id === res.body.movement.id);
    expect(listed).toMatchObject({ affected: 1, customersReached: 1, sending: false });
  });

  it('mails again, after the back-off, only the market mails the mail server refused', async () => {
    const res = await record({ service: 'watch', changePercent: 37 });
    expect(res.body.affected).toBe(2);
    const movementId = res.body.movement.id as string;
    const mail = t.app.get(MailService);
    const sendNow = mail.sendNow.bind(mail);
    let refusals = 0;
    // the mail server refuses the Rolex customer's market mail once
    const spy = jest.spyOn(mail, 'sendNow').mockImplementation(async (to, content) => {
      if (to === c.rolex.email && content.subject.includes('up 37%') && refusals++ === 0)
        throw new Error('421 Service not available');
      return sendNow(to, content);
    });
    const subject = (key: string) => `${v[key].reference}: prices up 37%`;
    const mails = (key: string) => mailsIn(t.dataDir, c[key].email, subject(key));
    const job = async () =>
      (
        await t.app
          .get(DataSource)
          .query(`SELECT "doneAt", "attempts" FROM scheduled_jobs WHERE "key" = $1`, [
            `market-notify:${movementId}`,
          ])
      )[0];
    try {
      t.app.get(Clock).advance(WINDOW_MS);
      await t.app.get(JobsService).runDue();
      expect(refusals).toBe(1);
      expect(mails('omega')).toHaveLength(1);
      expect(mails('rolex')).toHaveLength(0);
      // not done: pending again after its back-off
      expect(await job()).toMatchObject({ doneAt: null, attempts: 1 });
      t.app.get(Clock).advance(2 * 60_000);
      await t.app.get(JobsService).runDue();
      expect(mails('rolex')).toHaveLength(1);
      expect(mails('omega')).toHaveLength(1);
      expect((await job()).doneAt).not.toBeNull();
    } finally {
      spy.mockRestore();
      t.app.get(Clock).set(null);
    }
    // told once in the app each, whatever the mail server said
    for (const key of ['rolex', 'omega']) {
      const list = await t.call('GET', '/api/notifications', { token: c[key].token });
      expect(
        list.body.notifications.filter((n: { body: string }) => n.body.includes('risen by 37%')),
      ).toHaveLength(1);
    }
    const listed = (
      await t.call('GET', '/api/staff/market-movements', { token: expert.token })
    ).body.items.find((m: { id: string }) => m.id === movementId);
    expect(listed).toMatchObject({ affected: 2, customersReached: 2, sending: false });
  });

  it('shows the newest movement’s notice on the request, and revalues from it', async () => {
    await record({
      service: 'watch',
      brand: 'Rolex',
      changePercent: 25,
      note: 'Steel sports models are in demand.',
    });
    await notifyAfterWindow();
    const notice = await t.call('GET', `/api/valuations/${v.rolex.id}/market-notice`, {
      token: c.rolex.token,
    });
    expect(notice.status).toBe(200);
    expect(notice.body.notice).toMatchObject({
      changePercent: 25,
      note: 'Steel sports models are in demand.',
      value: 10000,
      estimatedValue: 12500,
      currency: 'GBP',
      revaluationId: null,
    });
    const foreign = await t.call('GET', `/api/valuations/${v.rolex.id}/market-notice`, {
      token: c.omega.token,
    });
    expect(foreign.status).toBe(404);

    const created = await t.call('POST', `/api/valuations/${v.rolex.id}/revaluation`, {
      token: c.rolex.token,
    });
    expect(created.status).toBe(201);
    const revaluation = created.body.valuation;
    expect(revaluation).toMatchObject({
      status: 'awaiting_payment',
      serviceType: 'watch',
      serviceTier: 'standard',
      watchBrand: 'Rolex',
      itemDescription: VALID_FIELDS.itemDescription,
      firstName: 'Jane',
      email: c.rolex.email,
      autoRevalue: false,
      price: { tier: expect.any(Number), autoRevalue: 0, currency: 'GBP' },
    });
    const catalogue = await t.call('GET', '/api/valuations/catalogue');
    const standard = catalogue.body.services.find((s: { type: string }) => s.type === 'watch').tiers
      .standard.price;
    expect(revaluation.price.total).toBe(standard);
    expect(revaluation.photos).toHaveLength(2);
    const again = await t.call('POST', `/api/valuations/${v.rolex.id}/revaluation`, {
      token: c.rolex.token,
    });
    expect(again.status).toBe(200);
    expect(again.body.valuation.id).toBe(revaluation.id);
    const linked = await t.call('GET', `/api/valuations/${v.rolex.id}/market-notice`, {
      token: c.rolex.token,
    });
    expect(linked.body.notice.revaluationId).toBe(revaluation.id);

    // paid the usual way and completed: the old certificate is superseded
    await pay(revaluation.id, c.rolex);
    // issued in 2001: long past its two years, so expired until the new one supersedes it
    expect((await t.call('GET', `/api/certificates/${v.rolex.certificate}`)).body.status).toBe(
      'expired',
    );
    const newCertificate = await complete(revaluation.id, 12600, null);
    expect((await t.call('GET', `/api/certificates/${v.rolex.certificate}`)).body.status).toBe(
      'superseded',
    );
    expect((await t.call('GET', `/api/certificates/${newCertificate}`)).body.status).toBe('valid');
  });

  it('tells the customer of status changes and of an expert’s chat reply through the same list', async () => {
    const list = await t.call('GET', '/api/notifications?limit=100', { token: c.open.token });
    const kinds = list.body.notifications.map((n: { kind: string; title: string }) => n.kind);
    expect(kinds).toContain('valuation_status');
    const receipt = list.body.notifications.find((n: { title: string }) =>
      /payment/i.test(n.title),
    );
    expect(receipt).toMatchObject({ kind: 'valuation_status', url: `/valuations/${v.open.id}` });

    const first = await sendChat(t, c.open.token, { content: 'Hello, a question.' });
    expect(first.status).toBe(201);
    const reply = await sendChat(
      t,
      expert.token,
      { content: 'Happy to help.' },
      [],
      `/api/staff/conversations/${first.body.message.conversationId}/messages`,
    );
    expect(reply.status).toBe(201);
    // announced right after the reply is stored (the reply's answer does not wait for it)
    let after = await t.call('GET', '/api/notifications', { token: c.open.token });
    for (let i = 0; i < 40 && after.body.notifications[0].kind !== 'chat_reply'; i++) {
      await new Promise((r) => setTimeout(r, 50));
      after = await t.call('GET', '/api/notifications', { token: c.open.token });
    }
    expect(after.body.notifications[0]).toMatchObject({
      kind: 'chat_reply',
      title: 'A valuation expert has replied to you',
      url: '/chat',
      readAt: null,
    });
    expect(after.body.notifications[0].body).not.toContain('Happy to help');
  });

  it('refuses a revaluation of a request that is not completed', async () => {
    const res = await t.call('POST', `/api/valuations/${v.open.id}/revaluation`, {
      token: c.open.token,
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('Only a completed valuation can be revalued.');
  });
});
