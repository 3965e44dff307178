import { DataSource } from 'typeorm';
import { Clock } from '../src/infrastructure/clock/clock';
import { JobsService } from '../src/infrastructure/jobs/jobs.module';
import { ownDatabase, OwnDatabase } from './helpers/own-database';
import {
  bootApp,
  register,
  RegisteredUser,
  TestApp,
  uniqueEmail,
  uniqueIp,
  waitForMail,
} from './helpers/test-app';

const ADMIN_PASSWORD = 'Adm1n!secret';
const CARD = { name: 'Jane Doe', cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };
/** Monday 2 March 2026, 08:00 in London (GMT). */
const MONDAY = new Date('2026-03-02T08:00:00Z');
const ADDRESS = {
  street: '12 Mount Street',
  city: 'London',
  postalCode: 'w1k3nu',
  country: 'United Kingdom',
};
const HOUR = 3600_000;

/** Home visits (docs/product.md §2.22), over HTTP with a controlled clock. */
describe('home visits', () => {
  let db: OwnDatabase;
  let t: TestApp;
  let clock: Clock;
  let admin: { token: string; id: string };
  let expert: RegisteredUser;
  let expert2: RegisteredUser;
  let customer: RegisteredUser;
  let other: RegisteredUser;

  beforeAll(async () => {
    db = await ownDatabase();
    const adminEmail = uniqueEmail('admin');
    t = await bootApp({
      ...db.env,
      ADMIN_EMAIL: adminEmail,
      ADMIN_PASSWORD,
      PUBLIC_URL: 'https://luxe.example',
      STRIPE_SECRET_KEY: undefined,
      JOBS_POLL_MS: '0',
    });
    clock = t.app.get(Clock);
    const login = await t.call('POST', '/api/auth/login', {
      body: { email: adminEmail, password: ADMIN_PASSWORD },
      ip: uniqueIp(),
    });
    admin = { token: login.body.token, id: login.body.user.id };
    expert = await register(t, { firstName: 'Eleanor', lastName: 'Grant' });
    expert2 = await register(t, { firstName: 'Marcus', lastName: 'Reid' });
    for (const e of [expert, expert2]) {
      const promoted = await t.call('PATCH', `/api/staff/users/${e.id}/role`, {
        token: admin.token,
        body: { role: 'expert' },
      });
      expect(promoted.status).toBe(200);
    }
    customer = await register(t);
    other = await register(t);
  }, 240_000);
  beforeEach(() => clock.set(MONDAY));
  afterAll(async () => {
    await t?.close();
    await db?.drop();
  });

  const slots = (query: string) => t.call('GET', `/api/visits/slots?${query}`);
  const book = (user: RegisteredUser, body: Record<string, unknown>) =>
    t.call('POST', '/api/visits', {
      token: user.token,
      body: {
        hours: 1,
        address: ADDRESS,
        phone: '+44 20 7946 0958',
        itemsDescription: 'A Cartier necklace and two watches',
        ...body,
      },
    });
  async function payDeposit(user: RegisteredUser, visitId: string) {
    const checkout = await t.call('POST', `/api/visits/${visitId}/checkout`, { token: user.token });
    expect(checkout.status).toBe(200);
    const checkoutId = String(checkout.body.checkoutUrl).split('/pay/')[1];
    return t.call('POST', `/api/payments/test/${checkoutId}`, { token: user.token, body: CARD });
  }
  async function timeOff(expertId: string, from: string, to: string) {
    const res = await t.call('POST', `/api/staff/experts/${expertId}/time-off`, {
      token: admin.token,
      body: { from, to, reason: 'Training' },
    });
    expect(res.status).toBe(201);
  }

  describe('slots', () => {
    it('offers 09:00 London time in winter and in summer, whole visits within opening hours', async () => {
      const winter = await slots('from=2026-03-18&days=1&hours=2');
      expect(winter.status).toBe(200);
      expect(winter.body.timeZone).toBe('Europe/London');
      expect(winter.body.hours).toBe(2);
      expect(winter.body.slots[0]).toEqual({
        start: '2026-03-18T09:00:00+00:00',
        end: '2026-03-18T11:00:00+00:00',
      });
      expect(winter.body.slots.at(-1).start).toBe('2026-03-18T16:00:00+00:00');
      clock.set(new Date('2026-06-29T08:00:00Z'));
      const summer = await slots('from=2026-07-07&days=1&hours=2');
      expect(summer.body.slots[0].start).toBe('2026-07-07T09:00:00+01:00');
      expect(summer.body.slots.at(-1).end).toBe('2026-07-07T18:00:00+01:00');
    });

    it('keeps Saturdays 10:00-16:00 and offers nothing on Sundays or bank holidays', async () => {
      const saturday = await slots('from=2026-03-21&days=2&hours=1');
      const starts = saturday.body.slots.map((s: { start: string }) => s.start);
      expect(starts[0]).toBe('2026-03-21T10:00:00+00:00');
      expect(starts.at(-1)).toBe('2026-03-21T15:00:00+00:00');
      expect(starts.some((s: string) => s.startsWith('2026-03-22'))).toBe(false);
      clock.set(new Date('2026-03-30T08:00:00Z'));
      const easter = await slots('from=2026-04-06&days=2&hours=1');
      const days = new Set(easter.body.slots.map((s: { start: string }) => s.start.slice(0, 10)));
      expect([...days]).toEqual(['2026-04-07']);
    });

    it('starts 24 hours from now at the earliest and ends 60 days ahead', async () => {
      clock.set(new Date('2026-03-03T10:15:00Z'));
      const next = await slots('from=2026-03-03&days=2&hours=1');
      expect(next.body.slots[0].start).toBe('2026-03-04T10:30:00+00:00');
      // 60 days after 10:15 GMT on 3 March is 11:15 BST on Saturday 2 May.
      const far = await slots('from=2026-05-01&days=5&hours=1');
      expect(far.body.slots.at(-1).start).toBe('2026-05-02T11:00:00+01:00');
    });

    it('refuses bad queries with a sentence naming the field', async () => {
      for (const [query, field] of [
        ['from=2026-02-30&days=1&hours=1', 'from'],
        ['from=tomorrow', 'from'],
        ['from=2026-03-18&days=32', 'days'],
        ['from=2026-03-18&hours=0', 'hours'],
        ['from=2026-03-18&hours=9', 'hours'],
      ]) {
        const res = await slots(query);
        expect(res.status).toBe(400);
        expect(res.body.details[0].field).toBe(field);
        expect(res.body.error).toMatch(/ /);
      }
    });
  });

  describe('booking', () => {
    it('holds the time with the price and the 50% deposit', async () => {
      const res = await book(customer, { start: '2026-03-26T09:30:00Z', hours: 1 });
      expect(res.status).toBe(201);
      const visit = res.body.visit;
      expect(visit.status).toBe('awaiting_deposit');
      expect(visit.reference).toMatch(/^HV-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
      expect(visit.price).toEqual({
        hourlyRate: 185,
        hours: 1,
        total: 185,
        deposit: 92.5,
        currency: 'GBP',
      });
      expect(visit.start).toBe('2026-03-26T09:30:00+00:00');
      expect(visit.address.postalCode).toBe('W1K 3NU');
      expect(new Date(visit.holdUntil).getTime()).toBe(MONDAY.getTime() + 30 * 60_000);
      const two = await book(customer, { start: '2026-03-26T14:00:00Z', hours: 2 });
      expect(two.body.visit.price).toMatchObject({ total: 370, deposit: 185 });
    });

    it('refuses bad input with 400 and a sentence naming the field', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ start: '2026-03-31T25:00:00Z' }, 'start'],
        [{ start: '2026-03-18T09:15:00Z' }, 'start'],
        [{ start: '2026-03-01T09:00:00Z', expressRequest: true }, 'start'],
        [{ start: '2026-03-22T11:00:00Z' }, 'start'],
        [{ start: '2026-03-18T17:30:00Z' }, 'start'],
        [{ start: '2026-03-18T09:00:00Z', hours: 0 }, 'hours'],
        [{ start: '2026-03-18T09:00:00Z', hours: 9 }, 'hours'],
        [
          { start: '2026-03-18T09:00:00Z', address: { ...ADDRESS, postalCode: '75008' } },
          'address.postalCode',
        ],
        [
          { start: '2026-03-18T09:00:00Z', address: { ...ADDRESS, country: 'France' } },
          'address.country',
        ],
        [{ start: '2026-03-18T09:00:00Z', phone: '' }, 'phone'],
        [{ start: '2026-03-18T09:00:00Z', phone: undefined }, 'phone'],
        [{ start: '2026-03-18T09:00:00Z', itemsDescription: ' ' }, 'itemsDescription'],
        [{ start: '2026-03-18T09:00:00Z', surprise: 1 }, 'surprise'],
        [{ start: '2026-03-18T09:00:00Z', shortNoticeAccepted: 'yes' }, 'shortNoticeAccepted'],
      ];
      for (const [body, field] of cases) {
        const res = await book(customer, body);
        expect({ field, status: res.status }).toEqual({ field, status: 400 });
        expect(res.body.details.map((d: { field: string }) => d.field)).toContain(field);
        expect(res.body.error.length).toBeGreaterThan(10);
      }
    });

    it('asks for the express request when the visit is less than 14 days away', async () => {
      const refused = await book(customer, { start: '2026-03-10T10:00:00Z' });
      expect(refused.status).toBe(400);
      expect(refused.body.details[0].field).toBe('expressRequest');
      expect(refused.body.error).toMatch(/14-day cancellation period/);
      const accepted = await book(customer, {
        start: '2026-03-10T10:00:00Z',
        expressRequest: true,
      });
      expect(accepted.status).toBe(201);
      expect(accepted.body.visit.expressRequest).toBe(true);
    });

    it('refuses a visit less than 48 hours away unless the customer accepts its short notice', async () => {
      // Monday 08:00: Tuesday 10:00 is 26 hours away, inside the late-change rule from the start.
      const refused = await book(customer, { start: '2026-03-03T10:00:00Z', expressRequest: true });
      expect(refused.status).toBe(400);
      expect(refused.body.error).toBe(
        'This visit is less than 48 hours away: it cannot be moved online, and cancelling keeps the deposit.',
      );
      expect(refused.body.details).toEqual([
        { field: 'shortNoticeAccepted', message: refused.body.error },
      ]);
      const declined = await book(customer, {
        start: '2026-03-03T10:00:00Z',
        expressRequest: true,
        shortNoticeAccepted: false,
      });
      expect(declined.status).toBe(400);
      const accepted = await book(customer, {
        start: '2026-03-03T10:00:00Z',
        expressRequest: true,
        shortNoticeAccepted: true,
      });
      expect(accepted.status).toBe(201);
      // 48 hours ahead or more: nothing to accept.
      const later = await book(customer, { start: '2026-03-04T09:00:00Z', expressRequest: true });
      expect(later.status).toBe(201);
    });

    it('books the last free expert exactly once when 20 customers race for it', async () => {
      // Only `expert` is free on Wednesday 18 March.
      await timeOff(admin.id, '2026-03-18T00:00:00Z', '2026-03-19T00:00:00Z');
      await timeOff(expert2.id, '2026-03-18T00:00:00Z', '2026-03-19T00:00:00Z');
      const before = await slots('from=2026-03-18&days=1&hours=2');
      expect(before.body.slots.map((s: { start: string }) => s.start)).toContain(
        '2026-03-18T10:00:00+00:00',
      );
      const racers = await Promise.all(Array.from({ length: 20 }, () => register(t)));
      const answers = await Promise.all(
        racers.map((r) => book(r, { start: '2026-03-18T10:00:00Z', hours: 2 })),
      );
      const statuses = answers.map((a) => a.status).sort();
      // Every answer, so that a failure says what the other customers got.
      const seen = JSON.stringify(answers.map((a) => [a.status, a.body?.error]));
      expect({ created: statuses.filter((s) => s === 201).length, seen }).toEqual({
        created: 1,
        seen,
      });
      expect({ taken: statuses.filter((s) => s === 409).length, seen }).toEqual({
        taken: 19,
        seen,
      });
      for (const a of answers.filter((x) => x.status === 409)) {
        expect(a.body.error).toBe('That time has just been taken. Please choose another time.');
      }
      // The visit with its travel hour either side takes 09:00-13:00 of the expert's day; a
      // one-hour visit with its own travel hours fits from 14:00 (13:00-16:00).
      const after = await slots('from=2026-03-18&days=1&hours=1');
      const starts = after.body.slots.map((s: { start: string }) => s.start.slice(11, 16));
      expect(starts).not.toContain('09:00');
      expect(starts).not.toContain('13:30');
      expect(starts[0]).toBe('14:00');
    });

    it('releases an unpaid booking after 30 minutes through the scheduled jobs', async () => {
      await timeOff(admin.id, '2026-03-19T00:00:00Z', '2026-03-20T00:00:00Z');
      await timeOff(expert2.id, '2026-03-19T00:00:00Z', '2026-03-20T00:00:00Z');
      const held = await book(customer, { start: '2026-03-19T11:00:00Z', hours: 1 });
      expect(held.status).toBe(201);
      const offered = async () =>
        (await slots('from=2026-03-19&days=1&hours=1')).body.slots.some(
          (s: { start: string }) => s.start === '2026-03-19T11:00:00+00:00',
        );
      expect(await offered()).toBe(false);
      clock.advance(29 * 60_000);
      await t.app.get(JobsService).runDue();
      expect(await offered()).toBe(false);
      clock.advance(2 * 60_000);
      await t.app.get(JobsService).runDue();
      const visit = await t.call('GET', `/api/visits/${held.body.visit.id}`, {
        token: customer.token,
      });
      expect(visit.body.visit.status).toBe('cancelled');
      expect(await offered()).toBe(true);
      const late = await t.call('POST', `/api/visits/${held.body.visit.id}/checkout`, {
        token: customer.token,
      });
      expect(late.status).toBe(409);
      expect(late.body.error).toBe('Nothing is due on this visit.');
    });
  });

  describe('paying, moving and cancelling', () => {
    it('confirms on the deposit, mails the invitation and refuses paying twice', async () => {
      const booked = await book(customer, { start: '2026-03-27T10:00:00Z', hours: 2 });
      const paid = await payDeposit(customer, booked.body.visit.id);
      expect(paid.status).toBe(200);
      expect(paid.body.visit.status).toBe('confirmed');
      expect(paid.body.visit.expert.name).toMatch(/\w+ \w+/);
      expect(paid.body.visit.payments).toEqual([
        expect.objectContaining({ purpose: 'deposit', amount: 185, status: 'paid' }),
      ]);
      const again = await t.call('POST', `/api/visits/${booked.body.visit.id}/checkout`, {
        token: customer.token,
      });
      expect(again.status).toBe(409);
      const mail = await waitForMail(t.dataDir, customer.email, 'is confirmed');
      expect(mail).toContain('METHOD:REQUEST');
      expect(mail).toContain(`UID:visit-${booked.body.visit.id}@luxe.example`);
      expect(mail).toContain('SEQUENCE:0');
      const ics = await t.call('GET', `/api/visits/${booked.body.visit.id}/calendar.ics`, {
        token: customer.token,
      });
      expect(ics.status).toBe(200);
      expect(String(ics.headers['content-type'])).toMatch(/^text\/calendar/);
      expect(ics.text).toContain('BEGIN:VEVENT');
      expect(ics.text).toContain('DTSTART');
    });

    it('moves for free and refunds in full 48 hours ahead; keeps the deposit later', async () => {
      const booked = await book(customer, { start: '2026-03-30T10:00:00+01:00', hours: 1 });
      const id = booked.body.visit.id;
      await payDeposit(customer, id);
      const moved = await t.call('POST', `/api/visits/${id}/reschedule`, {
        token: customer.token,
        body: { start: '2026-03-31T14:30:00+01:00' },
      });
      expect(moved.status).toBe(200);
      expect(moved.body.visit.start).toBe('2026-03-31T14:30:00+01:00');
      expect(moved.body.visit.timeline.map((e: { status: string }) => e.status)).toContain('moved');
      const ics = await t.call('GET', `/api/visits/${id}/calendar.ics`, { token: customer.token });
      expect(ics.text).toContain('SEQUENCE:1');
      // 47 hours before the start: moving is refused, cancelling keeps the deposit.
      clock.set(new Date(new Date('2026-03-31T14:30:00+01:00').getTime() - 47 * HOUR));
      const late = await t.call('POST', `/api/visits/${id}/reschedule`, {
        token: customer.token,
        body: { start: '2026-04-02T14:30:00+01:00' },
      });
      expect(late.status).toBe(409);
      expect(late.body.error).toMatch(/contact us/);
      const cancelled = await t.call('POST', `/api/visits/${id}/cancel`, { token: customer.token });
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.visit.status).toBe('cancelled');
      expect(cancelled.body.refund).toEqual({ amount: 0, currency: 'GBP' });

      clock.set(MONDAY);
      const early = await book(customer, { start: '2026-03-25T15:00:00Z', hours: 1 });
      clock.set(new Date(new Date('2026-03-25T15:00:00Z').getTime() - 49 * HOUR));
      await payDeposit(customer, early.body.visit.id);
      const refunded = await t.call('POST', `/api/visits/${early.body.visit.id}/cancel`, {
        token: customer.token,
      });
      expect(refunded.body.refund).toEqual({ amount: 92.5, currency: 'GBP' });
      expect(refunded.body.visit.payments[0]).toMatchObject({ status: 'refunded' });
      // "Cancelled" once in the timeline, the refund said on it
      const entries = refunded.body.visit.timeline.filter(
        (e: { status: string }) => e.status === 'cancelled',
      );
      expect(entries).toEqual([
        expect.objectContaining({
          note: 'Cancelled by the customer; the deposit of £92.50 is refunded',
        }),
      ]);
      // the page's calendar file is now the cancellation, that removes the invitation
      const cancellation = await t.call('GET', `/api/visits/${early.body.visit.id}/calendar.ics`, {
        token: customer.token,
      });
      expect(cancellation.status).toBe(200);
      expect(String(cancellation.headers['content-type'])).toContain('method=CANCEL');
      expect(String(cancellation.headers['content-disposition'])).toContain('-cancelled.ics');
      expect(cancellation.text).toContain('METHOD:CANCEL');
      expect(cancellation.text).toContain('STATUS:CANCELLED');
      expect(cancellation.text).toContain(`UID:visit-${early.body.visit.id}@luxe.example`);
      const mail = await waitForMail(
        t.dataDir,
        customer.email,
        `${early.body.visit.reference} is cancelled`,
      );
      expect(mail).toContain('METHOD:CANCEL');
      expect(mail).toContain('SEQUENCE:1');
    });

    it('asks for the express request again when a move comes within 14 days of booking', async () => {
      const booked = await book(customer, { start: '2026-03-20T10:00:00Z', hours: 1 });
      expect(booked.body.visit.expressRequest).toBe(false);
      const id = booked.body.visit.id;
      const move = (body: Record<string, unknown>) =>
        t.call('POST', `/api/visits/${id}/reschedule`, { token: customer.token, body });
      const refused = await move({ start: '2026-03-12T10:00:00Z' });
      expect(refused.status).toBe(400);
      expect(refused.body.details[0].field).toBe('expressRequest');
      expect(refused.body.error).toMatch(/14-day cancellation period/);
      const moved = await move({ start: '2026-03-12T10:00:00Z', expressRequest: true });
      expect(moved.status).toBe(200);
      expect(moved.body.visit.expressRequest).toBe(true);
      // Asked once, the request holds for the next move.
      const again = await move({ start: '2026-03-13T10:00:00Z' });
      expect(again.status).toBe(200);
      // A move is checked as a booking made now: past the 14 days from booking, a new time less
      // than 14 days from now still needs the request.
      const third = await register(t);
      clock.set(new Date('2026-03-17T08:00:00Z'));
      const later = await book(third, { start: '2026-04-07T10:00:00+01:00', hours: 1 });
      expect(later.body.visit.expressRequest).toBe(false);
      clock.set(new Date('2026-04-01T08:00:00+01:00'));
      const moveLater = (body: Record<string, unknown>) =>
        t.call('POST', `/api/visits/${later.body.visit.id}/reschedule`, {
          token: third.token,
          body,
        });
      const near = await moveLater({ start: '2026-04-08T10:00:00+01:00' });
      expect(near.status).toBe(400);
      expect(near.body.details[0].field).toBe('expressRequest');
      const asked = await moveLater({ start: '2026-04-08T10:00:00+01:00', expressRequest: true });
      expect(asked.status).toBe(200);
      expect(asked.body.visit.expressRequest).toBe(true);
    });

    it('asks for the short notice when a move brings the visit less than 48 hours away', async () => {
      const mover = await register(t);
      const booked = await book(mover, { start: '2026-03-05T14:00:00Z', expressRequest: true });
      expect(booked.status).toBe(201);
      await payDeposit(mover, booked.body.visit.id);
      const move = (body: Record<string, unknown>) =>
        t.call('POST', `/api/visits/${booked.body.visit.id}/reschedule`, {
          token: mover.token,
          body,
        });
      // Monday 08:00: Tuesday 15:00 is 31 hours away.
      const refused = await move({ start: '2026-03-03T15:00:00Z' });
      expect(refused.status).toBe(400);
      expect(refused.body.details[0].field).toBe('shortNoticeAccepted');
      expect(refused.body.error).toBe(
        'This visit is less than 48 hours away: it cannot be moved online, and cancelling keeps the deposit.',
      );
      const moved = await move({ start: '2026-03-03T15:00:00Z', shortNoticeAccepted: true });
      expect(moved.status).toBe(200);
      expect(moved.body.visit.start).toBe('2026-03-03T15:00:00+00:00');
      // From now on the late-change rule holds: it cannot be moved again online.
      const again = await move({ start: '2026-03-06T15:00:00Z', shortNoticeAccepted: true });
      expect(again.status).toBe(409);
      expect(again.body.error).toMatch(/contact us/);
    });

    it("hides another customer's visit", async () => {
      const booked = await book(customer, { start: '2026-03-26T11:30:00Z' });
      const id = booked.body.visit.id;
      for (const [method, path] of [
        ['GET', `/api/visits/${id}`],
        ['POST', `/api/visits/${id}/cancel`],
        ['POST', `/api/visits/${id}/checkout`],
        ['GET', `/api/visits/${id}/calendar.ics`],
      ]) {
        const res = await t.call(method, path, { token: other.token });
        expect({ path, status: res.status }).toEqual({ path, status: 404 });
      }
      const mine = await t.call('GET', '/api/visits', { token: other.token });
      expect(mine.body.visits).toEqual([]);
    });
  });

  describe('staff', () => {
    it('answers 403 to customers', async () => {
      for (const [method, path] of [
        ['GET', '/api/staff/visits'],
        ['POST', `/api/staff/experts/${expert.id}/time-off`],
      ]) {
        const res = await t.call(method, path, { token: customer.token, body: {} });
        expect(res.status).toBe(403);
      }
    });

    it("names what its payment page pays for: the visit's deposit, its reference and its time", async () => {
      const booked = await book(customer, { start: '2026-03-26T14:00:00Z', hours: 2 });
      const { id, reference } = booked.body.visit;
      const opened = await t.call('POST', `/api/visits/${id}/checkout`, { token: customer.token });
      const checkoutId = String(opened.body.checkoutUrl).split('/pay/')[1];
      const page = await t.call('GET', `/api/payments/test/${checkoutId}`, {
        token: customer.token,
      });
      expect(page.status).toBe(200);
      expect(page.body.checkout).toEqual({
        checkoutId,
        valuationId: null,
        visitId: id,
        purpose: 'deposit',
        reference,
        visit: { start: '2026-03-26T14:00:00.000Z', end: '2026-03-26T16:00:00.000Z' },
        amount: 185,
        currency: 'GBP',
        status: 'open',
      });
    });

    it('shows the agenda, completes a visit with its balance and takes the balance', async () => {
      const booked = await book(customer, { start: '2026-03-24T09:00:00Z', hours: 2 });
      const id = booked.body.visit.id;
      await payDeposit(customer, id);
      const agenda = await t.call(
        'GET',
        '/api/staff/visits?from=2026-03-24T00:00:00Z&to=2026-03-25T00:00:00Z&expert=any',
        { token: expert.token },
      );
      expect(agenda.status).toBe(200);
      const row = agenda.body.items.find((v: { id: string }) => v.id === id);
      expect(row.customer.email).toBe(customer.email);
      expect(row.address.city).toBe('London');
      const assignee = row.expert.id;
      const target = [expert.id, expert2.id].find((e) => e !== assignee)!;
      const reassigned = await t.call('POST', `/api/staff/visits/${id}/assign`, {
        token: admin.token,
        body: { expertId: target },
      });
      expect(reassigned.status).toBe(200);
      expect(reassigned.body.visit.expert.id).toBe(target);
      const completed = await t.call('POST', `/api/staff/visits/${id}/complete`, {
        token: expert.token,
        body: { hours: 3, notes: 'Three pieces' },
      });
      expect(completed.status).toBe(200);
      expect(completed.body.visit.status).toBe('completed');
      expect(completed.body.visit.balance).toEqual({ amount: 370, status: 'due' });
      const balance = await t.call('POST', `/api/visits/${id}/checkout`, { token: customer.token });
      const balancePage = await t.call(
        'GET',
        `/api/payments/test/${String(balance.body.checkoutUrl).split('/pay/')[1]}`,
        { token: customer.token },
      );
      expect(balancePage.body.checkout).toMatchObject({ purpose: 'balance', amount: 370 });
      const paid = await payDeposit(customer, id);
      expect(paid.status).toBe(200);
      expect(paid.body.visit.balance).toEqual({ amount: 370, status: 'paid' });
    });

    it('takes the agenda by UK dates, the last day included, and pages it', async () => {
      // Tuesday 21 April 17:00 and Wednesday 22 April 09:00, UK time (summer time by then).
      const late = await book(customer, { start: '2026-04-21T17:00:00+01:00', hours: 1 });
      const early = await book(customer, { start: '2026-04-22T09:00:00+01:00', hours: 1 });
      expect([late.status, early.status]).toEqual([201, 201]);
      const agenda = (query: string) =>
        t.call('GET', `/api/staff/visits?${query}`, { token: expert.token });
      const ids = (res: { body: { items: { id: string }[] } }) => res.body.items.map((v) => v.id);
      const day = await agenda('from=2026-04-21&to=2026-04-21');
      expect(day.status).toBe(200);
      expect(ids(day)).toContain(late.body.visit.id);
      expect(ids(day)).not.toContain(early.body.visit.id);
      const both = await agenda('from=2026-04-21&to=2026-04-22');
      expect(ids(both)).toEqual(expect.arrayContaining([late.body.visit.id, early.body.visit.id]));
      // paged: the second page of one holds the next visit, earliest first
      const first = await agenda('from=2026-04-21&to=2026-04-22&pageSize=1&page=1');
      const second = await agenda('from=2026-04-21&to=2026-04-22&pageSize=1&page=2');
      expect(first.body.total).toBe(both.body.total);
      expect(second.body.items).toHaveLength(1);
      expect(second.body.items[0].id).not.toBe(first.body.items[0].id);
      for (const [query, field, message] of [
        ['from=2026-02-30', 'from', 'From must be a UK date such as 2026-03-02'],
        ['from=31/03/2026', 'from', 'From must be a UK date such as 2026-03-02'],
        ['to=2026-13-01', 'to', 'To must be a UK date such as 2026-03-08'],
        ['from=2026-04-22&to=2026-04-21', 'to', 'To must be the same day as From or after it'],
      ]) {
        const bad = await agenda(query);
        expect({ query, status: bad.status }).toEqual({ query, status: 400 });
        expect(bad.body.error).toBe(message);
        expect(bad.body.details[0].field).toBe(field);
      }
    });

    it('refuses to reassign to a busy expert and refunds in full when staff cancel', async () => {
      await timeOff(expert2.id, '2026-03-23T00:00:00Z', '2026-03-24T00:00:00Z');
      const booked = await book(customer, { start: '2026-03-23T13:00:00Z', hours: 1 });
      const id = booked.body.visit.id;
      await payDeposit(customer, id);
      const busy = await t.call('POST', `/api/staff/visits/${id}/assign`, {
        token: admin.token,
        body: { expertId: expert2.id },
      });
      expect(busy.status).toBe(409);
      expect(busy.body.error).toBe('That expert is not free at the time of this visit.');
      // Staff cancel even less than 48 hours before, with a full refund.
      clock.set(new Date('2026-03-23T09:00:00Z'));
      const cancelled = await t.call('POST', `/api/staff/visits/${id}/cancel`, {
        token: expert.token,
        body: { reason: 'The expert is ill' },
      });
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.visit.refund).toEqual({ amount: 92.5, currency: 'GBP' });
      expect(cancelled.body.visit.cancellationReason).toBe('The expert is ill');
    });

    it('refuses time off over a booked visit and a booking over time off, also racing', async () => {
      // Only `expert` makes visits on Thursday 9 and Friday 10 April.
      for (const id of [admin.id, expert2.id]) {
        await timeOff(id, '2026-04-09T00:00:00+01:00', '2026-04-11T00:00:00+01:00');
      }
      const offExpert = (from: string, to: string) =>
        t.call('POST', `/api/staff/experts/${expert.id}/time-off`, {
          token: admin.token,
          body: { from, to, reason: 'Dentist' },
        });
      const booked = await book(customer, { start: '2026-04-09T10:00:00+01:00', hours: 1 });
      expect(booked.status).toBe(201);
      // The travel hour after the visit (11:00-12:00) is the expert's too.
      const clash = await offExpert('2026-04-09T11:30:00+01:00', '2026-04-09T13:00:00+01:00');
      expect(clash.status).toBe(409);
      expect(clash.body.error).toBe(
        'That expert has a home visit in that time. Reassign or cancel the visit first, then record the time off.',
      );
      // The same moment asked for by a customer and by the expert's time off: one of them wins.
      const racers = await Promise.all(Array.from({ length: 5 }, () => register(t)));
      const moments = [
        ['2026-04-09T15:00:00+01:00', '2026-04-09T16:00:00+01:00'],
        ['2026-04-10T09:00:00+01:00', '2026-04-10T10:00:00+01:00'],
        ['2026-04-10T12:00:00+01:00', '2026-04-10T13:00:00+01:00'],
        ['2026-04-10T15:00:00+01:00', '2026-04-10T16:00:00+01:00'],
      ];
      for (const [i, [from, to]] of moments.entries()) {
        const [visit, off] = await Promise.all([
          book(racers[i], { start: from, hours: 1 }),
          offExpert(from, to),
        ]);
        const statuses = [visit.status, off.status].sort();
        expect({ at: from, statuses }).toEqual({ at: from, statuses: [201, 409] });
      }
    });

    it('has the database itself refuse time off over a live visit and a visit over time off', async () => {
      const db = t.app.get(DataSource);
      const booked = await book(customer, { start: '2026-04-14T10:00:00+01:00', hours: 1 });
      const paid = await payDeposit(customer, booked.body.visit.id);
      const expertId = paid.body.visit.expert.id as string;
      const code = (err: unknown) =>
        (err as { code?: string; driverError?: { code?: string } }).code ??
        (err as { driverError?: { code?: string } }).driverError?.code;
      // Time off written past the app, over the visit's travel hour (11:00-12:00): refused.
      const timeOff = (from: string, to: string) =>
        db.query(
          `INSERT INTO "expert_time_off" ("expertId", "fromAt", "toAt") VALUES ($1, $2, $3)`,
          [expertId, from, to],
        );
      const clash = await timeOff('2026-04-14T11:30:00+01:00', '2026-04-14T13:00:00+01:00').then(
        () => null,
        (err: unknown) => err,
      );
      expect(code(clash)).toBe('23P01');
      // Time off the next day is kept; the visit moved into it past the app is refused.
      await timeOff('2026-04-15T00:00:00+01:00', '2026-04-16T00:00:00+01:00');
      const moved = await db
        .query(
          `UPDATE "home_visits" SET "startAt" = $2, "endAt" = $3, "blockedFrom" = $4, "blockedTo" = $5
           WHERE "id" = $1`,
          [
            booked.body.visit.id,
            '2026-04-15T10:00:00+01:00',
            '2026-04-15T11:00:00+01:00',
            '2026-04-15T09:00:00+01:00',
            '2026-04-15T12:00:00+01:00',
          ],
        )
        .then(
          () => null,
          (err: unknown) => err,
        );
      expect(code(moved)).toBe('23P01');
    });

    it('takes slots away at once when every expert records time off', async () => {
      const offered = async () => (await slots('from=2026-04-01&days=1&hours=1')).body.slots.length;
      expect(await offered()).toBeGreaterThan(0);
      await timeOff(admin.id, '2026-04-01T00:00:00+01:00', '2026-04-02T00:00:00+01:00');
      await timeOff(expert.id, '2026-04-01T00:00:00+01:00', '2026-04-02T00:00:00+01:00');
      expect(await offered()).toBeGreaterThan(0);
      const own = await t.call('POST', `/api/staff/experts/${expert2.id}/time-off`, {
        token: expert2.token,
        body: { from: '2026-04-01T00:00:00+01:00', to: '2026-04-02T00:00:00+01:00' },
      });
      expect(own.status).toBe(201);
      expect(await offered()).toBe(0);
      const notOthers = await t.call('POST', `/api/staff/experts/${expert.id}/time-off`, {
        token: expert2.token,
        body: { from: '2026-04-03T00:00:00+01:00', to: '2026-04-04T00:00:00+01:00' },
      });
      expect(notOthers.status).toBe(403);
    });
  });
});
