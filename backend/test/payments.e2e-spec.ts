import { randomUUID } from 'node:crypto';
import { Clock } from '../src/infrastructure/clock/clock';
import { ValuationLifecycleService } from '../src/modules/valuations/valuation-lifecycle.service';
import { jpeg, multipart, VALID_FIELDS } from './helpers/multipart';
import { bootApp, register, RegisteredUser, TestApp, waitForMail } from './helpers/test-app';

const CARD = { name: 'Jane Doe', cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };
const DAY = 24 * 60 * 60 * 1000;

/** Checkout, the built-in test provider, cancellation and refunds (contracts: Payments). */
describe('payments with the built-in test provider', () => {
  let t: TestApp;
  let jane: RegisteredUser;
  let other: RegisteredUser;

  beforeAll(async () => {
    t = await bootApp({ STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined });
    jane = await register(t);
    other = await register(t);
  });
  afterAll(async () => {
    t.app.get(Clock).set(null);
    await t.close();
  });
  afterEach(() => t.app.get(Clock).set(null));

  async function createRequest(user = jane, email = `pay-${randomUUID()}@example.com`) {
    const body = multipart({ ...VALID_FIELDS, email }, [
      { filename: 'dial.jpg', data: await jpeg() },
    ]);
    const res = await t.call('POST', '/api/valuations', {
      raw: body.raw,
      headers: body.headers,
      token: user.token,
    });
    expect(res.status).toBe(201);
    return res.body.valuation as { id: string; reference: string; email: string };
  }

  async function checkout(id: string, user = jane): Promise<string> {
    const res = await t.call('POST', `/api/valuations/${id}/checkout`, { token: user.token });
    expect(res.status).toBe(200);
    const match = /^\/pay\/([0-9a-f-]{36})$/.exec(res.body.checkoutUrl);
    expect(match).not.toBeNull();
    return match![1];
  }

  const pay = (checkoutId: string, card: Record<string, string> = CARD, user = jane) =>
    t.call('POST', `/api/payments/test/${checkoutId}`, { body: card, token: user.token });

  it('opens a test checkout that only the owner can see', async () => {
    const v = await createRequest();
    const checkoutId = await checkout(v.id);
    // the same open checkout again
    expect(await checkout(v.id)).toBe(checkoutId);
    const mine = await t.call('GET', `/api/payments/test/${checkoutId}`, { token: jane.token });
    expect(mine.status).toBe(200);
    expect(mine.body.checkout).toEqual({
      checkoutId,
      valuationId: v.id,
      visitId: null,
      purpose: 'valuation',
      reference: v.reference,
      visit: null,
      amount: 75,
      currency: 'GBP',
      status: 'open',
    });
    expect(
      (await t.call('GET', `/api/payments/test/${checkoutId}`, { token: other.token })).status,
    ).toBe(404);
    expect((await pay(checkoutId, CARD, other)).status).toBe(404);
    expect(
      (await t.call('GET', `/api/payments/test/${randomUUID()}`, { token: jane.token })).status,
    ).toBe(404);
  });

  it('refuses malformed card details per field', async () => {
    const v = await createRequest();
    const checkoutId = await checkout(v.id);
    const res = await pay(checkoutId, {
      name: '',
      cardNumber: '4242 4242 4242 4241',
      expiry: '01/20',
      cvc: '12',
    });
    expect(res.status).toBe(400);
    const fields = res.body.details.map((d: { field: string }) => d.field).sort();
    expect(fields).toEqual(['cardNumber', 'cvc', 'expiry', 'name']);
    const month = await pay(checkoutId, { ...CARD, expiry: '13/30' });
    expect(month.status).toBe(400);
    expect(month.body.details[0]).toEqual({
      field: 'expiry',
      message: "Your card's expiry date is invalid (MM/YY).",
    });
    const extra = await pay(checkoutId, { ...CARD, amount: '1' });
    expect(extra.status).toBe(400);
  });

  it('declines 4000 0000 0000 0002 with 402, then pays with 4242…: paid, due date, receipt', async () => {
    const v = await createRequest();
    const checkoutId = await checkout(v.id);
    const declined = await pay(checkoutId, { ...CARD, cardNumber: '4000 0000 0000 0002' });
    expect(declined.status).toBe(402);
    expect(declined.body.error).toBe('Your card was declined.');
    expect(
      (await t.call('GET', `/api/valuations/${v.id}`, { token: jane.token })).body.valuation.status,
    ).toBe('awaiting_payment');

    const paid = await pay(checkoutId);
    expect(paid.status).toBe(200);
    const valuation = paid.body.valuation;
    expect(valuation.status).toBe('paid');
    expect(valuation.payment).toMatchObject({
      status: 'paid',
      provider: 'test',
      amount: 75,
      currency: 'GBP',
      refundedAt: null,
    });
    expect(valuation.payment.paidAt).not.toBeNull();
    expect(valuation.timeline.map((e: { status: string }) => e.status)).toEqual([
      'awaiting_payment',
      'paid',
    ]);
    expect(Date.parse(valuation.cancellableUntil) - Date.parse(valuation.payment.paidAt)).toBe(
      14 * DAY,
    );
    const mail = await waitForMail(
      t.dataDir,
      v.email,
      `Payment receipt for valuation request ${v.reference}`,
    );
    expect(mail).toContain('£75.00');
    expect(mail).toMatch(/expected by [A-Z][a-z]+day \d{1,2} [A-Z][a-z]+/);

    const again = await pay(checkoutId);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('This request has already been paid.');
    const reopen = await t.call('POST', `/api/valuations/${v.id}/checkout`, { token: jane.token });
    expect(reopen.status).toBe(409);
    const page = await t.call('GET', `/api/payments/test/${checkoutId}`, { token: jane.token });
    expect(page.body.checkout.status).toBe('paid');
  });

  it('cannot be paid twice, even by concurrent payments', async () => {
    const v = await createRequest();
    const first = await checkout(v.id);
    const results = await Promise.all([pay(first), pay(first), pay(first), pay(first)]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409]);
    const timeline = (await t.call('GET', `/api/valuations/${v.id}`, { token: jane.token })).body
      .valuation.timeline;
    expect(timeline.filter((e: { status: string }) => e.status === 'paid')).toHaveLength(1);
  });

  it('cancels an unpaid request; it can no longer be paid', async () => {
    const v = await createRequest();
    const checkoutId = await checkout(v.id);
    const res = await t.call('POST', `/api/valuations/${v.id}/cancel`, { token: jane.token });
    expect(res.status).toBe(200);
    expect(res.body.valuation.status).toBe('cancelled');
    expect(res.body.valuation.cancellableUntil).toBeNull();
    await waitForMail(t.dataDir, v.email, `Valuation request ${v.reference} cancelled`);
    const paid = await pay(checkoutId);
    expect(paid.status).toBe(409);
    expect(paid.body.error).toBe('This request has been cancelled.');
    expect(
      (await t.call('POST', `/api/valuations/${v.id}/cancel`, { token: jane.token })).status,
    ).toBe(409);
  });

  it('cancels a paid request within 14 days and refunds it in full', async () => {
    const v = await createRequest();
    expect((await pay(await checkout(v.id))).status).toBe(200);
    t.app.get(Clock).advance(13 * DAY);
    const res = await t.call('POST', `/api/valuations/${v.id}/cancel`, { token: jane.token });
    expect(res.status).toBe(200);
    expect(res.body.valuation.status).toBe('cancelled');
    expect(res.body.valuation.payment).toMatchObject({ status: 'refunded', amount: 75 });
    expect(res.body.valuation.payment.refundedAt).not.toBeNull();
    expect(res.body.valuation.timeline.at(-1)).toMatchObject({
      status: 'cancelled',
      note: 'Refunded in full',
      by: 'Jane Doe',
    });
    const mail = await waitForMail(
      t.dataDir,
      v.email,
      `Valuation request ${v.reference} cancelled and refunded`,
    );
    expect(mail).toContain('£75.00 has been refunded');
  });

  it('refuses to cancel after 14 days, or once an expert has started', async () => {
    const late = await createRequest();
    expect((await pay(await checkout(late.id))).status).toBe(200);
    t.app.get(Clock).advance(15 * DAY);
    const res = await t.call('POST', `/api/valuations/${late.id}/cancel`, { token: jane.token });
    expect(res.status).toBe(409);
    expect(res.body.error).toContain('can no longer be cancelled');
    expect(
      (await t.call('GET', `/api/valuations/${late.id}`, { token: jane.token })).body.valuation
        .cancellableUntil,
    ).toBeNull();
    t.app.get(Clock).set(null);

    const started = await createRequest();
    expect((await pay(await checkout(started.id))).status).toBe(200);
    await t.app.get(ValuationLifecycleService).transition(started.id, 'in_review', {
      actorLabel: 'An Expert',
      set: { startedAt: new Date() },
    });
    const refused = await t.call('POST', `/api/valuations/${started.id}/cancel`, {
      token: jane.token,
    });
    expect(refused.status).toBe(409);
    const view = (await t.call('GET', `/api/valuations/${started.id}`, { token: jane.token })).body
      .valuation;
    expect(view.status).toBe('in_review');
    expect(view.payment.status).toBe('paid');
    expect(view.timeline.at(-1)).toMatchObject({ status: 'in_review', by: 'An Expert' });
  });

  it('the lifecycle refuses transitions the contract does not allow', async () => {
    const v = await createRequest();
    await expect(
      t.app.get(ValuationLifecycleService).transition(v.id, 'completed'),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('takes more photos while the expert asks for information, not while paid', async () => {
    const v = await createRequest();
    expect((await pay(await checkout(v.id))).status).toBe(200);
    const body = multipart({}, [{ filename: 'back.jpg', data: await jpeg() }]);
    const add = () =>
      t.call('POST', `/api/valuations/${v.id}/photos`, {
        raw: body.raw,
        headers: body.headers,
        token: jane.token,
      });
    const whilePaid = await add();
    expect(whilePaid.status).toBe(409);
    const lifecycle = t.app.get(ValuationLifecycleService);
    await lifecycle.transition(v.id, 'in_review', { set: { startedAt: new Date() } });
    await lifecycle.transition(v.id, 'info_requested', {
      note: 'Please add a photo of the caseback.',
    });
    const added = await add();
    expect(added.status).toBe(200);
    expect(added.body.valuation.photos).toHaveLength(2);
  });
});
