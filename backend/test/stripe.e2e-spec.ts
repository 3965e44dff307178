import { randomBytes } from 'node:crypto';
import { createServer, IncomingMessage, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { Clock } from '../src/infrastructure/clock/clock';
import { jpeg, multipart, VALID_FIELDS } from './helpers/multipart';
import { bootApp, register, RegisteredUser, TestApp, waitForMail } from './helpers/test-app';

const WEBHOOK_SECRET = `whsec_${randomBytes(16).toString('hex')}`;
const DAY = 24 * 60 * 60 * 1000;

interface FakeCall {
  method: string;
  path: string;
  form: URLSearchParams;
}

/** A small stand-in for api.stripe.com: Checkout Sessions and refunds, every call recorded. */
class FakeStripe {
  calls: FakeCall[] = [];
  sessions = new Map<string, Record<string, unknown>>();
  failing = false;
  private server: Server;

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((r) => this.server.close(() => r()));
  }

  private async handle(req: IncomingMessage, res: import('node:http').ServerResponse) {
    let body = '';
    for await (const chunk of req) body += chunk;
    const path = (req.url ?? '').split('?')[0];
    const form = new URLSearchParams(body);
    this.calls.push({ method: req.method ?? '', path, form });
    const send = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_fake' });
      res.end(JSON.stringify(json));
    };
    if (this.failing) return send(500, { error: { type: 'api_error', message: 'down' } });
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      const id = `cs_test_${randomBytes(8).toString('hex')}`;
      const session = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
        currency: 'gbp',
        client_reference_id: form.get('client_reference_id'),
        payment_intent: `pi_${randomBytes(8).toString('hex')}`,
        payment_status: 'unpaid',
        status: 'open',
      };
      this.sessions.set(id, session);
      return send(200, session);
    }
    const one = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && one && this.sessions.has(one[1]))
      return send(200, this.sessions.get(one[1]));
    if (req.method === 'POST' && path === '/v1/refunds') {
      return send(200, {
        id: `re_${randomBytes(8).toString('hex')}`,
        object: 'refund',
        payment_intent: form.get('payment_intent'),
        status: 'succeeded',
      });
    }
    send(404, { error: { type: 'invalid_request_error', message: 'No such route' } });
  }
}

describe('payments through Stripe Checkout (against a fake Stripe)', () => {
  let t: TestApp;
  let fake: FakeStripe;
  let jane: RegisteredUser;
  let adminEmail: string;
  const stripe = new Stripe('sk_test_signing_only');

  beforeAll(async () => {
    fake = new FakeStripe();
    const base = await fake.start();
    adminEmail = `stripe-admin-${randomBytes(4).toString('hex')}@example.com`;
    t = await bootApp({
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: base,
      // An admin: staff make home visits, so the visit below has an expert to book.
      ADMIN_EMAIL: adminEmail,
      ADMIN_PASSWORD: 'Adm1n!secret',
    });
    jane = await register(t);
  });
  afterAll(async () => {
    t.app.get(Clock).set(null);
    await t.close();
    await fake.stop();
  });

  async function createRequest() {
    const email = `stripe-${randomBytes(4).toString('hex')}@example.com`;
    const body = multipart({ ...VALID_FIELDS, email, autoRevalue: 'true' }, [
      { filename: 'dial.jpg', data: await jpeg() },
    ]);
    const res = await t.call('POST', '/api/valuations', {
      raw: body.raw,
      headers: body.headers,
      token: jane.token,
    });
    expect(res.status).toBe(201);
    return res.body.valuation as { id: string; reference: string; email: string };
  }

  async function checkout(id: string): Promise<Record<string, unknown>> {
    const res = await t.call('POST', `/api/valuations/${id}/checkout`, { token: jane.token });
    expect(res.status).toBe(200);
    const sessionId = /\/c\/pay\/(cs_test_\w+)$/.exec(res.body.checkoutUrl)![1];
    return fake.sessions.get(sessionId)!;
  }

  function event(
    type: string,
    object: Record<string, unknown>,
    id = `evt_${randomBytes(8).toString('hex')}`,
  ) {
    return JSON.stringify({
      id,
      object: 'event',
      type,
      api_version: '2025-01-01',
      created: 1,
      data: { object },
    });
  }

  function deliver(payload: string, signature?: string) {
    const header =
      signature ?? stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    return t.call('POST', '/api/payments/stripe/webhook', {
      raw: payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
    });
  }

  const get = async (id: string) =>
    (await t.call('GET', `/api/valuations/${id}`, { token: jane.token })).body.valuation;

  it('opens a Stripe Checkout Session for the fixed price that returns to the request page', async () => {
    const v = await createRequest();
    const res = await t.call('POST', `/api/valuations/${v.id}/checkout`, { token: jane.token });
    expect(res.status).toBe(200);
    expect(res.body.checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    const call = fake.calls.filter((c) => c.path === '/v1/checkout/sessions').at(-1)!;
    expect(call.form.get('mode')).toBe('payment');
    expect(call.form.get('line_items[0][price_data][currency]')).toBe('gbp');
    expect(call.form.get('line_items[0][price_data][unit_amount]')).toBe('9500');
    expect(call.form.get('client_reference_id')).toBe(v.id);
    expect(call.form.get('success_url')).toMatch(new RegExp(`/valuations/${v.id}$`));
    expect(call.form.get('cancel_url')).toMatch(new RegExp(`/valuations/${v.id}$`));
    // the built-in page is not there when Stripe takes payments
    const session = fake.sessions.get(/cs_test_\w+$/.exec(res.body.checkoutUrl)![0])!;
    expect(session).toBeDefined();
  });

  it('refuses webhook calls without a valid signature', async () => {
    const payload = event('checkout.session.completed', {
      id: 'cs_test_x',
      payment_status: 'paid',
    });
    const bad = await deliver(payload, 't=1,v1=deadbeef');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('The Stripe signature of this event is not valid.');
    const none = await t.call('POST', '/api/payments/stripe/webhook', {
      raw: payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(none.status).toBe(400);
    // signed for another body
    const other = stripe.webhooks.generateTestHeaderString({
      payload: `${payload} `,
      secret: WEBHOOK_SECRET,
    });
    expect((await deliver(payload, other)).status).toBe(400);
  });

  it('marks the request paid once, whatever replays and late events arrive', async () => {
    const v = await createRequest();
    const session = await checkout(v.id);
    const completed = event('checkout.session.completed', {
      ...session,
      payment_status: 'paid',
      status: 'complete',
    });
    const first = await deliver(completed);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ received: true });
    const paid = await get(v.id);
    expect(paid.status).toBe('paid');
    expect(paid.payment).toMatchObject({ status: 'paid', provider: 'stripe', amount: 95 });
    await waitForMail(t.dataDir, v.email, `Payment receipt for valuation request ${v.reference}`);

    // the same event again (Stripe retries), and concurrently
    const replays = await Promise.all([deliver(completed), deliver(completed), deliver(completed)]);
    expect(replays.map((r) => r.status)).toEqual([200, 200, 200]);
    // a later event of the same session with a new id, and an out-of-order "expired"
    expect(
      (await deliver(event('checkout.session.completed', { ...session, payment_status: 'paid' })))
        .status,
    ).toBe(200);
    expect(
      (await deliver(event('checkout.session.expired', { ...session, status: 'expired' }))).status,
    ).toBe(200);
    const after = await get(v.id);
    expect(after.status).toBe('paid');
    expect(after.payment.status).toBe('paid');
    expect(after.timeline.filter((e: { status: string }) => e.status === 'paid')).toHaveLength(1);
    // an event about a session we never opened is acknowledged and ignored
    expect(
      (
        await deliver(
          event('checkout.session.completed', { id: 'cs_test_unknown', payment_status: 'paid' }),
        )
      ).status,
    ).toBe(200);
  });

  it('gives back a second payment of a request already paid', async () => {
    const v = await createRequest();
    const one = await checkout(v.id);
    const two = await checkout(v.id);
    expect(
      (await deliver(event('checkout.session.completed', { ...one, payment_status: 'paid' })))
        .status,
    ).toBe(200);
    const refundsBefore = fake.calls.filter((c) => c.path === '/v1/refunds').length;
    expect(
      (await deliver(event('checkout.session.completed', { ...two, payment_status: 'paid' })))
        .status,
    ).toBe(200);
    const refunds = fake.calls.filter((c) => c.path === '/v1/refunds');
    expect(refunds).toHaveLength(refundsBefore + 1);
    expect(refunds.at(-1)!.form.get('payment_intent')).toBe(two.payment_intent);
    expect((await get(v.id)).status).toBe('paid');
  });

  it('refunds through Stripe when a paid request is cancelled within 14 days; not after', async () => {
    const v = await createRequest();
    const session = await checkout(v.id);
    await deliver(event('checkout.session.completed', { ...session, payment_status: 'paid' }));
    const res = await t.call('POST', `/api/valuations/${v.id}/cancel`, { token: jane.token });
    expect(res.status).toBe(200);
    expect(res.body.valuation.status).toBe('cancelled');
    expect(res.body.valuation.payment.status).toBe('refunded');
    expect(
      fake.calls
        .filter((c) => c.path === '/v1/refunds')
        .at(-1)!
        .form.get('payment_intent'),
    ).toBe(session.payment_intent);
    await waitForMail(
      t.dataDir,
      v.email,
      `Valuation request ${v.reference} cancelled and refunded`,
    );

    const late = await createRequest();
    const lateSession = await checkout(late.id);
    await deliver(event('checkout.session.completed', { ...lateSession, payment_status: 'paid' }));
    t.app.get(Clock).advance(15 * DAY);
    try {
      const refused = await t.call('POST', `/api/valuations/${late.id}/cancel`, {
        token: jane.token,
      });
      expect(refused.status).toBe(409);
    } finally {
      t.app.get(Clock).set(null);
    }
  });

  it('records a refund made in the Stripe dashboard (charge.refunded)', async () => {
    const v = await createRequest();
    const session = await checkout(v.id);
    await deliver(event('checkout.session.completed', { ...session, payment_status: 'paid' }));
    const refunded = event('charge.refunded', {
      id: 'ch_1',
      object: 'charge',
      payment_intent: session.payment_intent,
      refunded: true,
    });
    expect((await deliver(refunded)).status).toBe(200);
    expect((await get(v.id)).payment.status).toBe('refunded');
  });

  it('answers 502 with a sentence when Stripe cannot be reached, and hides the test page', async () => {
    const v = await createRequest();
    fake.failing = true;
    try {
      const res = await t.call('POST', `/api/valuations/${v.id}/checkout`, { token: jane.token });
      expect(res.status).toBe(502);
      expect(res.body.error).toBe('The payment service could not be reached. Please try again.');
    } finally {
      fake.failing = false;
    }
    const testPage = await t.call('POST', `/api/payments/test/${v.id}`, {
      body: { name: 'J', cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' },
      token: jane.token,
    });
    expect(testPage.status).toBe(404);
  });
  it("takes a home visit's deposit through Checkout once and refunds it through Stripe", async () => {
    // A weekday 20 to 30 days ahead: no express request needed.
    const from = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const free = await t.call('GET', `/api/visits/slots?from=${from}&days=10&hours=1`);
    const start = free.body.slots[0].start as string;
    const booked = await t.call('POST', '/api/visits', {
      token: jane.token,
      body: {
        start,
        hours: 1,
        address: { street: '1 Bond Street', city: 'London', postalCode: 'W1S 1AA', country: 'UK' },
        phone: '020 7946 0958',
        itemsDescription: 'Two watches',
      },
    });
    expect(booked.status).toBe(201);
    const id = booked.body.visit.id as string;
    const res = await t.call('POST', `/api/visits/${id}/checkout`, { token: jane.token });
    expect(res.status).toBe(200);
    const call = fake.calls.filter((c) => c.path === '/v1/checkout/sessions').at(-1)!;
    expect(call.form.get('line_items[0][price_data][unit_amount]')).toBe('9250');
    expect(call.form.get('metadata[visitId]')).toBe(id);
    expect(call.form.get('success_url')).toMatch(new RegExp(`/visits/${id}$`));
    const session = fake.sessions.get(/cs_test_\w+$/.exec(res.body.checkoutUrl)![0])!;
    const completed = event('checkout.session.completed', { ...session, payment_status: 'paid' });
    expect((await deliver(completed)).status).toBe(200);
    expect((await deliver(completed)).status).toBe(200);
    const visit = await t.call('GET', `/api/visits/${id}`, { token: jane.token });
    expect(visit.body.visit.status).toBe('confirmed');
    expect(visit.body.visit.payments).toHaveLength(1);
    const refundsBefore = fake.calls.filter((c) => c.path === '/v1/refunds').length;
    const cancelled = await t.call('POST', `/api/visits/${id}/cancel`, { token: jane.token });
    expect(cancelled.body.refund).toEqual({ amount: 92.5, currency: 'GBP' });
    const refunds = fake.calls.filter((c) => c.path === '/v1/refunds');
    expect(refunds).toHaveLength(refundsBefore + 1);
    expect(refunds.at(-1)!.form.get('payment_intent')).toBe(session.payment_intent);
  });

  it("takes a completed home visit's balance through Checkout once", async () => {
    const from = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const free = await t.call('GET', `/api/visits/slots?from=${from}&days=10&hours=2`);
    const booked = await t.call('POST', '/api/visits', {
      token: jane.token,
      body: {
        start: free.body.slots[0].start,
        hours: 2,
        address: { street: '1 Bond Street', city: 'London', postalCode: 'W1S 1AA', country: 'UK' },
        phone: '020 7946 0958',
        itemsDescription: 'A collection of watches',
      },
    });
    expect(booked.status).toBe(201);
    const id = booked.body.visit.id as string;
    const pay = async () => {
      const res = await t.call('POST', `/api/visits/${id}/checkout`, { token: jane.token });
      expect(res.status).toBe(200);
      const call = fake.calls.filter((c) => c.path === '/v1/checkout/sessions').at(-1)!;
      return { call, session: fake.sessions.get(/cs_test_\w+$/.exec(res.body.checkoutUrl)![0])! };
    };
    const deposit = await pay();
    await deliver(
      event('checkout.session.completed', { ...deposit.session, payment_status: 'paid' }),
    );
    const login = await t.call('POST', '/api/auth/login', {
      body: { email: adminEmail, password: 'Adm1n!secret' },
    });
    const completed = await t.call('POST', `/api/staff/visits/${id}/complete`, {
      token: login.body.token,
      body: { hours: 3 },
    });
    expect(completed.status).toBe(200);
    expect(completed.body.visit.balance).toEqual({ amount: 370, status: 'due' });

    const balance = await pay();
    // £185 x 3 hours - the £185 deposit.
    expect(balance.call.form.get('line_items[0][price_data][unit_amount]')).toBe('37000');
    expect(balance.call.form.get('metadata[visitId]')).toBe(id);
    expect(balance.call.form.get('metadata[purpose]')).toBe('balance');
    expect(balance.call.form.get('success_url')).toMatch(new RegExp(`/visits/${id}$`));
    const paid = event('checkout.session.completed', {
      ...balance.session,
      payment_status: 'paid',
    });
    expect((await deliver(paid)).status).toBe(200);
    expect((await deliver(paid)).status).toBe(200);
    const visit = (await t.call('GET', `/api/visits/${id}`, { token: jane.token })).body.visit;
    expect(visit.balance).toEqual({ amount: 370, status: 'paid' });
    expect(visit.payments).toEqual([
      expect.objectContaining({ purpose: 'deposit', amount: 185, status: 'paid' }),
      expect.objectContaining({ purpose: 'balance', amount: 370, status: 'paid' }),
    ]);
    const again = await t.call('POST', `/api/visits/${id}/checkout`, { token: jane.token });
    expect(again.status).toBe(409);
    await waitForMail(t.dataDir, jane.email, `Receipt for your home visit ${visit.reference}`);
  });
});
