import { randomUUID } from 'node:crypto';
import { Clock } from '../src/common/clock/clock';
import { JobsService } from '../src/modules/jobs/jobs.module';
import { jpeg, multipart, VALID_FIELDS } from './helpers/multipart';
import {
  bootApp,
  register,
  RegisteredUser,
  storedKeys,
  TestApp,
  waitForMail,
} from './helpers/test-app';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** The unpaid reminder (24 h) and expiry (30 days) of a request (contracts: Scheduled work). */
describe('scheduled work of unpaid valuation requests', () => {
  let t: TestApp;
  let jane: RegisteredUser;
  let clock: Clock;
  let jobs: JobsService;

  beforeAll(async () => {
    // No poller: the test decides when jobs run.
    t = await bootApp({ JOBS_POLL_MS: '0' });
    jane = await register(t);
    clock = t.app.get(Clock);
    jobs = t.app.get(JobsService);
  });
  afterAll(async () => {
    clock.set(null);
    await t.close();
  });
  beforeEach(() => clock.set(new Date()));

  async function createRequest() {
    const email = `jobs-${randomUUID()}@example.com`;
    const body = multipart({ ...VALID_FIELDS, email }, [
      { filename: 'dial.jpg', data: await jpeg() },
    ]);
    const res = await t.call('POST', '/api/valuations', {
      raw: body.raw,
      headers: body.headers,
      token: jane.token,
    });
    expect(res.status).toBe(201);
    return res.body.valuation as {
      id: string;
      reference: string;
      email: string;
      photos: { url: string }[];
    };
  }

  async function payNow(id: string) {
    const checkout = await t.call('POST', `/api/valuations/${id}/checkout`, { token: jane.token });
    const checkoutId = checkout.body.checkoutUrl.split('/').pop();
    const paid = await t.call('POST', `/api/payments/test/${checkoutId}`, {
      body: { name: 'Jane Doe', cardNumber: '4242424242424242', expiry: '12/39', cvc: '123' },
      token: jane.token,
    });
    expect(paid.status).toBe(200);
  }

  const noMail = (to: string, subject: string) =>
    expect(waitForMail(t.dataDir, to, subject, 300)).rejects.toThrow('no mail');

  it('reminds an unpaid request after 24 hours, with a link to pay', async () => {
    const v = await createRequest();
    clock.advance(23 * HOUR);
    await jobs.runDue();
    await noMail(v.email, 'is awaiting payment');
    clock.advance(2 * HOUR);
    await jobs.runDue();
    const mail = await waitForMail(
      t.dataDir,
      v.email,
      `Your valuation request ${v.reference} is awaiting payment`,
    );
    expect(mail).toContain(`/valuations/${v.id}`);
    expect(mail).toContain('30 days');
  });

  it('cancels a request unpaid after 30 days and deletes its photos', async () => {
    const v = await createRequest();
    expect(await storedKeys(t, `${jane.id}/${v.id}/`)).toHaveLength(2);
    clock.advance(30 * DAY + HOUR);
    await jobs.runDue();
    const after = (await t.call('GET', `/api/valuations/${v.id}`, { token: jane.token })).body
      .valuation;
    expect(after.status).toBe('cancelled');
    expect(after.photos).toEqual([]);
    expect(after.timeline.at(-1)).toMatchObject({
      status: 'cancelled',
      by: 'Luxe Valuations',
      note: 'Not paid within 30 days',
    });
    expect(await storedKeys(t, `${jane.id}/${v.id}/`)).toEqual([]);
    await waitForMail(t.dataDir, v.email, `Valuation request ${v.reference} cancelled`);
  });

  it('neither reminds nor expires a paid request', async () => {
    const v = await createRequest();
    await payNow(v.id);
    clock.advance(31 * DAY);
    await jobs.runDue();
    const after = (await t.call('GET', `/api/valuations/${v.id}`, { token: jane.token })).body
      .valuation;
    expect(after.status).toBe('paid');
    expect(after.photos).toHaveLength(1);
    await noMail(v.email, 'is awaiting payment');
  });

  it('does not expire a request the customer already cancelled', async () => {
    const v = await createRequest();
    expect(
      (await t.call('POST', `/api/valuations/${v.id}/cancel`, { token: jane.token })).status,
    ).toBe(200);
    clock.advance(31 * DAY);
    await jobs.runDue();
    await noMail(v.email, 'is awaiting payment');
    const after = (await t.call('GET', `/api/valuations/${v.id}`, { token: jane.token })).body
      .valuation;
    expect(after.timeline.filter((e: { status: string }) => e.status === 'cancelled')).toHaveLength(
      1,
    );
  });
});
