import { COLLECTION_ERRORS, londonDate, scheduleFilename } from '@valuation/contracts';
import { DataSource } from 'typeorm';
import { Clock } from '../src/infrastructure/clock/clock';
import { pdfPageTexts, pdfText } from '../src/modules/certificates/testing/pdf-text';
import { bootWithAdmin, paidRequest, registerExpert } from './helpers/valuation-requests';
import { register, RegisteredUser, TestApp, uniqueIp } from './helpers/test-app';

const PHONE = '+44 20 7946 0123';

/** The insurance schedule as PDF (contracts: "My collection and the insurance schedule"). */
describe('the insurance schedule PDF', () => {
  let t: TestApp;
  let expert: RegisteredUser;
  let owner: RegisteredUser;
  let other: RegisteredUser;
  const refs: Record<'watch' | 'ring' | 'bag' | 'others', string> = {
    watch: '',
    ring: '',
    bag: '',
    others: '',
  };
  let bagId = '';

  async function complete(
    id: string,
    value: number,
    at: Date,
    identity?: Record<string, string>,
  ): Promise<string> {
    t.app.get(Clock).set(at);
    try {
      await t.call('POST', `/api/staff/valuations/${id}/assign`, { token: expert.token, body: {} });
      const done = await t.call('POST', `/api/staff/valuations/${id}/complete`, {
        token: expert.token,
        body: {
          value,
          basis: 'insurance',
          assessedDescription: 'As described, checked in hand.',
          ...(identity ? { identity } : {}),
        },
      });
      expect(done.status).toBe(200);
      return done.body.valuation.result.certificateReference as string;
    } finally {
      t.app.get(Clock).set(null);
    }
  }

  const ownPdf = (user?: RegisteredUser) =>
    t.call('GET', '/api/collection/schedule.pdf', user ? { token: user.token } : {});
  const sharedPdf = (token: string, ip = uniqueIp()) =>
    t.call('GET', `/api/shared/schedules/${token}/schedule.pdf`, { ip });
  const tokenOf = (url: string) => /\/shared\/schedule\/([A-Za-z0-9_-]+)$/.exec(url)![1];
  const share = async (recipient: string) => {
    const created = await t.call('POST', '/api/collection/shares', {
      token: owner.token,
      body: { recipient, expiresInDays: 7 },
    });
    expect(created.status).toBe(201);
    return created.body.share as { id: string; url: string };
  };

  beforeAll(async () => {
    const booted = await bootWithAdmin({ JOBS_POLL_MS: '0' });
    t = booted.t;
    expert = await registerExpert(t, booted.admin.token, {
      firstName: 'Eleanor',
      lastName: 'Grant',
    });
    owner = await register(t, { firstName: 'Olivia', lastName: 'Hart' });
    other = await register(t, { firstName: 'Oscar', lastName: 'Reed' });
    await t.call('PUT', '/api/profile', { token: owner.token, body: { phoneNumber: PHONE } });

    const watch = await paidRequest(t, owner, { watchBrand: 'Rolex', itemModel: 'Submariner' });
    refs.watch = await complete(watch.id, 9500, new Date('2003-01-10T10:00:00Z'), {
      brand: 'Rolex',
      model: 'Submariner',
      reference: '126610LN',
      serial: '7Z41K9',
      condition: 'Excellent',
    });
    const ring = await paidRequest(t, owner, {
      serviceType: 'jewellery',
      serviceTier: 'standard',
      watchBrand: '',
      itemDescription: 'Diamond solitaire ring',
    });
    refs.ring = await complete(ring.id, 4200.5, new Date('2003-02-11T10:00:00Z'), {
      metal: '18ct yellow gold',
      stones: 'one round brilliant diamond',
      condition: 'Very good',
    });
    const bag = await paidRequest(t, owner, {
      serviceType: 'handbag',
      serviceTier: 'standard',
      watchBrand: '',
      handbagBrand: 'Chanel',
      itemDescription: 'Classic Flap, black caviar',
    });
    bagId = bag.id;
    refs.bag = await complete(bag.id, 3100, new Date('2003-03-12T10:00:00Z'));
    // the bag was sold: it stays in the list but leaves the schedule
    const left = await t.call('PUT', `/api/collection/items/${bag.id}`, {
      token: owner.token,
      body: { excluded: true },
    });
    expect(left.status).toBe(200);
    const others = await paidRequest(t, other, { watchBrand: 'Cartier' });
    refs.others = await complete(others.id, 3000, new Date('2003-01-10T10:00:00Z'));
  }, 300_000);

  afterAll(async () => {
    await t.close();
  });

  it('needs a signed-in customer', async () => {
    const res = await ownPdf();
    expect(res.status).toBe(401);
  });

  it('is a PDF attachment named by the date, with the customer, the address, the included rows, the totals and the verify note', async () => {
    const res = await ownPdf(owner);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${scheduleFilename(londonDate(new Date()), 'pdf')}"`,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);
    for (const part of [
      'Insurance schedule',
      'Olivia Hart',
      '1 Bond Street',
      'W1S 1AA',
      refs.watch,
      'Maker: Rolex',
      'Serial number: 7Z41K9',
      '10 Jan 2003',
      '£9,500.00',
      refs.ring,
      'Metal: 18ct yellow gold',
      '£4,200.50',
      'Total insured value',
      'https://luxe.example/verify/<reference>',
      'Page 1 of 1',
    ])
      expect(text).toContain(part);
    // the most valuable first, numbered
    expect(text.indexOf(refs.watch)).toBeLessThan(text.indexOf(refs.ring));
    // the bag left out, and nothing of another customer's
    expect(text).not.toContain(refs.bag);
    expect(text).not.toContain('Chanel');
    expect(text).not.toContain(refs.others);
    const latin = res.rawPayload.toString('latin1');
    expect(latin).toContain(`(https://luxe.example/verify/${refs.watch})`);
  });

  it('gives each customer their own schedule only', async () => {
    const res = await ownPdf(other);
    expect(res.status).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Oscar Reed');
    expect(text).toContain(refs.others);
    for (const ref of [refs.watch, refs.ring, refs.bag]) expect(text).not.toContain(ref);
  });

  it('gives an empty schedule to a customer with no valued item', async () => {
    const newcomer = await register(t, { firstName: 'Nina', lastName: 'New' });
    const res = await ownPdf(newcomer);
    expect(res.status).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('No items are included in this schedule.');
    expect(text).toContain('Page 1 of 1');
  });

  describe('shared', () => {
    it('opens from a live link: the name and the items, never the email, phone or address, and no view counted', async () => {
      const s = await share('Hiscox broker desk');
      const res = await sharedPdf(tokenOf(s.url));
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="insurance-schedule-\d{4}-\d{2}-\d{2}\.pdf"$/,
      );
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
      const text = await pdfText(res.rawPayload);
      expect(text).toContain('Olivia Hart');
      expect(text).toContain('Hiscox broker desk');
      expect(text).toContain(refs.watch);
      expect(text).toContain(refs.ring);
      expect(text).not.toContain(refs.bag);
      for (const secret of [owner.email, PHONE, '7946', 'Bond Street', 'W1S', 'London,'])
        expect(text).not.toContain(secret);
      expect(res.rawPayload.toString('latin1')).not.toContain(owner.email);
      const listed = await t.call('GET', '/api/collection/shares', { token: owner.token });
      const mine = listed.body.shares.find((x: { id: string }) => x.id === s.id);
      expect(mine.views).toBe(0);
    });

    it('answers the same 404 for an unknown, altered or revoked token', async () => {
      const s = await share('Aviva');
      const token = tokenOf(s.url);
      expect((await sharedPdf(token)).status).toBe(200);
      const revoked = await t.call('DELETE', `/api/collection/shares/${s.id}`, {
        token: owner.token,
      });
      expect(revoked.status).toBe(200);
      const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
      for (const bad of ['unknown', 'A'.repeat(43), altered, token]) {
        const res = await sharedPdf(bad);
        expect(res.status).toBe(404);
        expect(res.body).toEqual({
          error: COLLECTION_ERRORS.sharedScheduleNotFound,
          statusCode: 404,
        });
      }
    });

    it('answers 404 once the link has expired', async () => {
      const s = await share('Zurich');
      t.app.get(Clock).advance(7 * 24 * 3600 * 1000 + 1000);
      try {
        expect((await sharedPdf(tokenOf(s.url))).status).toBe(404);
      } finally {
        t.app.get(Clock).set(null);
      }
    });

    it('is rate-limited per address, as the shared page', async () => {
      const ip = uniqueIp();
      let last = 0;
      for (let i = 0; i < 61 && last !== 429; i++) last = (await sharedPdf('unknown', ip)).status;
      expect(last).toBe(429);
      const limited = await sharedPdf('unknown', ip);
      expect(limited.body.error).toMatch(/^Too many schedule views from this network\./);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // the page and its PDF share the one limit
      expect((await t.call('GET', '/api/shared/schedules/unknown', { ip })).status).toBe(429);
      expect((await sharedPdf('unknown')).status).toBe(404);
    });
  });

  it('breaks a long schedule across numbered pages', async () => {
    // 40 items of one customer, straight in the request table as the expert's completion leaves them
    const many = await register(t, { firstName: 'Charlotte', lastName: 'Collector' });
    const one = await paidRequest(t, many, { watchBrand: 'Omega' });
    await complete(one.id, 1000, new Date('2003-04-01T10:00:00Z'));
    await t.app.get(DataSource).query(
      `INSERT INTO valuation_requests (reference, "userId", status, "serviceType", "serviceTier",
         "itemDescription", "firstName", "lastName", email, address, "priceTier", "priceTotal",
         "paidAt", "completedAt", "resultValue", "resultBasis", "resultValuerName",
         "certificateReference")
       SELECT 'LV-Q' || lpad(i::text, 3, '0') || '-' || substr(md5($1::text || i::text), 1, 4), $1::uuid, 'completed',
         'watch', 'standard', 'Item number ' || i, 'Charlotte', 'Collector', $2, r.address, 55, 55,
         now(), now() - i * interval '1 day', 1000 + i, 'insurance', 'Eleanor Grant',
         'LVC-Q' || lpad(i::text, 3, '0') || '-' || upper(substr(md5($1::text || i::text), 1, 4))
       FROM generate_series(1, 39) AS i, valuation_requests r WHERE r.id = $3`,
      [many.id, many.email, one.id],
    );
    const res = await ownPdf(many);
    expect(res.status).toBe(200);
    const pages = await pdfPageTexts(res.rawPayload);
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((text, i) => expect(text).toContain(`Page ${i + 1} of ${pages.length}`));
    // every row whole on one page: each of the 39 references once, the first item's too
    expect(pages.join('\n').match(/LVC-Q\d{3}-[0-9A-F]{4}/g)).toHaveLength(39);
  });

  it('leaves the excluded bag out until it is included again', async () => {
    const back = await t.call('PUT', `/api/collection/items/${bagId}`, {
      token: owner.token,
      body: { excluded: false },
    });
    expect(back.status).toBe(200);
    const text = await pdfText((await ownPdf(owner)).rawPayload);
    expect(text).toContain(refs.bag);
  });
});
