import { Clock } from '../src/infrastructure/clock/clock';
import { DataSource } from 'typeorm';
import { JobsService } from '../src/infrastructure/jobs/jobs.module';
import { MailService } from '../src/infrastructure/mail/mail.service';
import { PushService } from '../src/modules/notifications/push/push.service';
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

  it('narrows to the brand when given (and another service is never concerned)', async () => {
    const rolex = await record({ service: 'watch', brand: 'Rolex', changePercent: 20 });
    expect(rolex.body.affected).toBe(1);
    expect(await concerned(rolex.body.movement.id)).toEqual(refs('rolex'));
    const chanel = await record({ service: 'handbag', brand: 'Chanel', changePercent: -10 });
    expect(await concerned(chanel.body.movement.id)).toEqual(refs('chanel'));
  });

  it('concerns certificates issued before the date only', async () => {
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
    await t.app.get(JobsService).runDue();
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
    await t.app.get(JobsService).runDue();
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
    expect((await t.call('GET', `/api/certificates/${v.rolex.certificate}`)).body.status).toBe(
      'valid',
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
