import { randomUUID } from 'node:crypto';
import { Clock } from '../src/infrastructure/clock/clock';
import { DataSource } from 'typeorm';
import { JobsService } from '../src/infrastructure/jobs/jobs.module';
import { MailService } from '../src/infrastructure/mail/mail.service';
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

  it('an expiry whose mail is not handed over is not done: run again after its back-off, it mails once', async () => {
    const v = await createRequest();
    const mail = t.app.get(MailService);
    // as if the mail server refused (or the process died) between the cancellation and the mail
    const sendNow = mail.sendNow.bind(mail);
    let refusals = 0;
    const spy = jest.spyOn(mail, 'sendNow').mockImplementation(async (to, content) => {
      if (content.subject.includes('cancelled') && refusals++ === 0)
        throw new Error('421 Service not available');
      return sendNow(to, content);
    });
    clock.advance(30 * DAY + HOUR);
    await jobs.runDue();
    expect(refusals).toBe(1);
    const subject = `Valuation request ${v.reference} cancelled`;
    await noMail(v.email, subject);
    const job = async () =>
      (
        await t.app
          .get(DataSource)
          .query(`SELECT "doneAt", "attempts" FROM scheduled_jobs WHERE "key" = $1`, [
            `valuation-unpaid-expiry:${v.id}`,
          ])
      )[0];
    expect(await job()).toMatchObject({ doneAt: null, attempts: 1 });
    const status = async () =>
      (await t.call('GET', `/api/valuations/${v.id}`, { token: jane.token })).body.valuation;
    expect((await status()).status).toBe('cancelled');
    clock.advance(2 * 60_000); // the first back-off
    await jobs.runDue();
    await waitForMail(t.dataDir, v.email, subject);
    expect((await job()).doneAt).not.toBeNull();
    spy.mockRestore();
    const notices = (await t.call('GET', '/api/notifications', { token: jane.token })).body;
    // told once in the app: the refused run stored nothing
    expect(
      notices.notifications.filter((n: { title: string }) => n.title === subject),
    ).toHaveLength(1);
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
