import {
  COLLECTION_ERRORS,
  COLLECTION_RULES,
  MARKET_MOVEMENT_RULES,
  SCHEDULE_CSV_COLUMNS,
} from '@valuation/contracts';
import { Clock } from '../src/infrastructure/clock/clock';
import { JobsService } from '../src/infrastructure/jobs/jobs.module';
import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { bootWithAdmin, paidRequest, registerExpert } from './helpers/valuation-requests';
import { register, RegisteredUser, TestApp, uniqueIp } from './helpers/test-app';

// The certificates of this file are issued in 2002 (the app's Clock), so the market movement
// dated 2002 here concerns exactly this file's requests however many suites share the database.
const ISSUED = new Date('2002-01-10T10:00:00Z');
const WINDOW_MS = MARKET_MOVEMENT_RULES.withdrawWindowMinutes * 60_000;

/** My collection (contracts: "My collection and the insurance schedule"). */
describe('my collection', () => {
  let t: TestApp;
  let expert: RegisteredUser;
  let owner: RegisteredUser;
  let other: RegisteredUser;
  const items: Record<string, { id: string; reference: string }> = {};
  let revaluationId = '';

  async function complete(
    id: string,
    value: number,
    at: Date,
    identity?: Record<string, string>,
  ): Promise<string> {
    t.app.get(Clock).set(at);
    try {
      await t.call('POST', `/api/staff/valuations/${id}/assign`, {
        token: expert.token,
        body: {},
      });
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

  const get = (user: RegisteredUser, query = '') =>
    t.call('GET', `/api/collection${query}`, { token: user.token });
  const share = (user: RegisteredUser, body: unknown) =>
    t.call('POST', '/api/collection/shares', { token: user.token, body });
  const openShared = (token: string, ip = uniqueIp()) =>
    t.call('GET', `/api/shared/schedules/${token}`, { ip });
  const tokenOf = (url: string) => /\/shared\/schedule\/([A-Za-z0-9_-]+)$/.exec(url)![1];

  beforeAll(async () => {
    const booted = await bootWithAdmin({ JOBS_POLL_MS: '0' });
    t = booted.t;
    expert = await registerExpert(t, booted.admin.token, {
      firstName: 'Eleanor',
      lastName: 'Grant',
    });
    owner = await register(t, { firstName: 'Olivia', lastName: 'Hart' });
    other = await register(t, { firstName: 'Oscar', lastName: 'Reed' });
    await t.call('PUT', '/api/profile', {
      token: owner.token,
      body: { phoneNumber: '+44 20 7946 0123' },
    });

    items.watch = await paidRequest(t, owner, {
      watchBrand: 'Rolex',
      itemModel: 'Submariner',
      itemReference: '126610LN',
      itemSerial: '7Z41K9',
    });
    await complete(items.watch.id, 9500, ISSUED, {
      brand: 'Rolex',
      model: 'Submariner',
      reference: '126610LN',
      serial: '7Z41K9',
      condition: 'Excellent',
    });
    items.bag = await paidRequest(t, owner, {
      serviceType: 'handbag',
      serviceTier: 'standard',
      watchBrand: '',
      handbagBrand: 'Chanel',
      itemDescription: '=HYPERLINK("http://evil.example","Classic Flap"), black caviar',
    });
    await complete(items.bag.id, 4200.5, new Date('2002-01-11T10:00:00Z'));
    // a request not completed is not an item
    items.open = await paidRequest(t, owner, { watchBrand: 'Omega' });
    items.others = await paidRequest(t, other, { watchBrand: 'Cartier' });
    await complete(items.others.id, 3000, ISSUED);

    // the watch is revalued: one item, its history the first valuation
    const revalue = await t.call('POST', `/api/valuations/${items.watch.id}/revaluation`, {
      token: owner.token,
    });
    expect(revalue.status).toBe(201);
    revaluationId = revalue.body.valuation.id;
    const checkout = await t.call('POST', `/api/valuations/${revaluationId}/checkout`, {
      token: owner.token,
    });
    const checkoutId = /\/pay\/([0-9a-f-]{36})$/.exec(checkout.body.checkoutUrl)![1];
    const paid = await t.call('POST', `/api/payments/test/${checkoutId}`, {
      token: owner.token,
      body: { name: 'Olivia Hart', cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' },
    });
    expect(paid.status).toBeLessThan(300);
    await complete(revaluationId, 10250, new Date('2002-02-10T10:00:00Z'), {
      brand: 'Rolex',
      model: 'Submariner',
      reference: '126610LN',
      serial: '7Z41K9',
      condition: 'Excellent',
    });
  });

  afterAll(async () => {
    await t.close();
  });

  it('needs a signed-in user', async () => {
    const res = await t.call('GET', '/api/collection');
    expect(res.status).toBe(401);
  });

  it('lists the completed items only, a revaluation as one item with its history, and the totals', async () => {
    const res = await get(owner);
    expect(res.status).toBe(200);
    expect(res.body.items).toHaveLength(2);
    const [watch, bag] = res.body.items;
    expect(watch).toMatchObject({
      id: items.watch.id,
      latestRequestId: revaluationId,
      title: 'Rolex Submariner',
      service: 'watch',
      value: 10250,
      currency: 'GBP',
      basis: 'insurance',
      excluded: false,
      estimate: null,
    });
    expect(watch.identity).toMatchObject({ serial: '7Z41K9' });
    expect(watch.history).toHaveLength(1);
    expect(watch.history[0]).toMatchObject({ requestId: items.watch.id, value: 9500 });
    expect(watch.valuedAt).toBe('2002-02-10T10:00:00.000Z');
    expect(watch.validUntil).toBe('2004-02-10T10:00:00.000Z');
    expect(watch.photoUrl).toMatch(/^\/api\/valuations\/photos\/[0-9a-f-]{36}\?.*sig=/);
    const photo = await t.call('GET', watch.photoUrl);
    expect(photo.status).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(bag).toMatchObject({ id: items.bag.id, service: 'handbag', value: 4200.5, history: [] });
    expect(res.body.totals).toEqual({
      items: 2,
      value: 14451,
      byService: { watch: { items: 1, value: 10250 }, handbag: { items: 1, value: 4201 } },
    });
  });

  it('keeps customers apart', async () => {
    const res = await get(other);
    expect(res.body.items.map((i: { id: string }) => i.id)).toEqual([items.others.id]);
    const put = await t.call('PUT', `/api/collection/items/${items.watch.id}`, {
      token: other.token,
      body: { excluded: true },
    });
    expect(put.status).toBe(404);
    expect(put.body.error).toBe(COLLECTION_ERRORS.itemNotFound);
    const malformed = await t.call('PUT', '/api/collection/items/not-an-id', {
      token: other.token,
      body: { excluded: true },
    });
    expect(malformed.status).toBe(404);
  });

  it('searches maker, model, reference, serial, title and description, ignoring case', async () => {
    const ids = async (q: string) =>
      (await get(owner, `?q=${encodeURIComponent(q)}`)).body.items.map((i: { id: string }) => i.id);
    expect(await ids('rolex')).toEqual([items.watch.id]);
    expect(await ids('SUBMARINER')).toEqual([items.watch.id]);
    expect(await ids('126610')).toEqual([items.watch.id]);
    expect(await ids('41k9')).toEqual([items.watch.id]);
    expect(await ids('chanel')).toEqual([items.bag.id]);
    expect(await ids('CAVIAR')).toEqual([items.bag.id]);
    expect(await ids('nothing like it')).toEqual([]);
    const filtered = await get(owner, '?service=handbag');
    expect(filtered.body.items.map((i: { id: string }) => i.id)).toEqual([items.bag.id]);
    // the totals stay those of the whole collection
    expect(filtered.body.totals.items).toBe(2);
  });

  it('sorts by value, date and due date, in either order', async () => {
    const order = async (query: string) =>
      (await get(owner, query)).body.items.map((i: { id: string }) => i.id);
    expect(await order('?sort=value&order=asc')).toEqual([items.bag.id, items.watch.id]);
    expect(await order('?sort=value')).toEqual([items.watch.id, items.bag.id]);
    expect(await order('?sort=date&order=asc')).toEqual([items.bag.id, items.watch.id]);
    expect(await order('?sort=due')).toHaveLength(2);
  });

  it('answers bad queries with a sentence', async () => {
    const sort = await get(owner, '?sort=anything');
    expect(sort.status).toBe(400);
    expect(sort.body.error).toBe('Sort must be one of value, date, due');
    const order = await get(owner, '?order=sideways');
    expect(order.status).toBe(400);
    const service = await get(owner, '?service=cars');
    expect(service.status).toBe(400);
    const long = await get(owner, `?q=${'a'.repeat(10_000)}`);
    expect(long.status).toBe(400);
    expect(long.body.error).toBe(
      `Search must be at most ${COLLECTION_RULES.maxQueryLength} characters`,
    );
  });

  it('leaves an item out of the totals and the schedule, and takes it back', async () => {
    const url = `/api/collection/items/${items.bag.id}`;
    for (const body of [{ excluded: 'yes' }, { excluded: 1 }, {}, { excluded: null }]) {
      const bad = await t.call('PUT', url, { token: owner.token, body });
      expect(bad.status).toBe(400);
      expect(bad.body.error).toBe('Excluded must be true or false');
    }
    const unknown = await t.call('PUT', url, {
      token: owner.token,
      body: { excluded: true, value: 1 },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe('Unknown field "value"');

    const out = await t.call('PUT', url, { token: owner.token, body: { excluded: true } });
    expect(out.status).toBe(200);
    expect(out.body.item).toMatchObject({ id: items.bag.id, excluded: true });
    const listed = await get(owner);
    expect(listed.body.items).toHaveLength(2);
    expect(listed.body.totals).toEqual({
      items: 1,
      value: 10250,
      byService: { watch: { items: 1, value: 10250 } },
    });
    const csv = await t.call('GET', '/api/collection/schedule.csv', { token: owner.token });
    expect(csv.text).not.toContain('Chanel');

    const back = await t.call('PUT', url, { token: owner.token, body: { excluded: false } });
    expect(back.body.item.excluded).toBe(false);
    expect((await get(owner)).body.totals.items).toBe(2);
  });

  it('gives the schedule as CSV: a header row, pounds without symbols, formulas defused', async () => {
    const res = await t.call('GET', '/api/collection/schedule.csv', { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="insurance-schedule-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.text.trimEnd().split('\r\n');
    expect(lines[0]).toBe(SCHEDULE_CSV_COLUMNS.join(','));
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^1,"?Rolex Submariner\. Maker: Rolex; Model: Submariner/);
    expect(lines[1]).toMatch(/,Watch,[^,]+,2002-02-10,Insurance[^,]*,10250\.00$/);
    expect(lines[2]).toMatch(/^2,/);
    expect(lines[2]).toMatch(/,4200\.50$/);
    expect(res.text).not.toContain('£');
    // the description starting with "=" is never a formula: it reaches the cell quoted
    expect(lines[2]).not.toMatch(/^2,=|,"=/);
    const empty = await t.call('GET', '/api/collection/schedule.csv', {
      token: (await register(t)).token,
    });
    expect(empty.text).toBe(`${SCHEDULE_CSV_COLUMNS.join(',')}\r\n`);
  });

  describe('shares', () => {
    it('refuses bad input with a sentence', async () => {
      const cases: [unknown, string][] = [
        [
          { recipient: 'Hiscox', expiresInDays: 0 },
          'Expires in days must be a whole number between 1 and 90',
        ],
        [
          { recipient: 'Hiscox', expiresInDays: 91 },
          'Expires in days must be a whole number between 1 and 90',
        ],
        [
          { recipient: 'Hiscox', expiresInDays: 2.5 },
          'Expires in days must be a whole number between 1 and 90',
        ],
        [{ recipient: '', expiresInDays: 30 }, 'Recipient is required'],
        [{ recipient: '   ', expiresInDays: 30 }, 'Recipient is required'],
        [
          { recipient: 'x'.repeat(121), expiresInDays: 30 },
          'Recipient must be at most 120 characters',
        ],
        [{ recipient: 'Hiscox', expiresInDays: 30, token: 'mine' }, 'Unknown field "token"'],
      ];
      for (const [body, error] of cases) {
        const res = await share(owner, body);
        expect(res.status).toBe(400);
        expect(res.body.error).toBe(error);
      }
      expect((await share(owner, { recipient: 'x'.repeat(120), expiresInDays: 90 })).status).toBe(
        201,
      );
    });

    it('gives a link once, keeps only a hash, lists views, and opens the schedule without contact details', async () => {
      const created = await share(owner, { recipient: 'Hiscox broker desk', expiresInDays: 30 });
      expect(created.status).toBe(201);
      const s = created.body.share;
      expect(s).toMatchObject({ recipient: 'Hiscox broker desk', views: 0 });
      expect(s.url).toMatch(/^https:\/\/luxe\.example\/shared\/schedule\/[A-Za-z0-9_-]{43}$/);
      expect(Date.parse(s.expiresAt) - Date.parse(s.createdAt)).toBe(30 * 24 * 3600 * 1000);
      const token = tokenOf(s.url);
      const stored = await t.app
        .get(DataSource)
        .query(`SELECT "tokenHash" FROM "schedule_shares" WHERE "id" = $1`, [s.id]);
      expect(stored[0].tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
      expect(JSON.stringify(stored)).not.toContain(token);

      const opened = await openShared(token);
      expect(opened.status).toBe(200);
      expect(opened.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(opened.body).toMatchObject({
        customerName: 'Olivia Hart',
        recipient: 'Hiscox broker desk',
        expiresAt: s.expiresAt,
        totals: { items: 2, value: 14451 },
      });
      expect(opened.body.items.map((i: { title: string }) => i.title)).toEqual([
        'Rolex Submariner',
        expect.stringContaining('Chanel'),
      ]);
      expect(Object.keys(opened.body.items[0]).sort()).toEqual(
        [
          'basis',
          'certificateReference',
          'currency',
          'identity',
          'photoUrl',
          'service',
          'title',
          'validUntil',
          'value',
          'valuedAt',
        ].sort(),
      );
      const text = opened.text;
      for (const secret of [owner.email, '7946', 'Bond Street', 'W1S', 'London', owner.id]) {
        expect(text).not.toContain(secret);
      }
      await openShared(token);

      const listed = await t.call('GET', '/api/collection/shares', { token: owner.token });
      const mine = listed.body.shares.find((x: { id: string }) => x.id === s.id);
      expect(mine.views).toBe(2);
      expect(mine.lastViewedAt).not.toBeNull();
      expect(mine.url).toBeUndefined();
      expect(listed.text).not.toContain(token);
      // another customer sees none of them
      const others = await t.call('GET', '/api/collection/shares', { token: other.token });
      expect(others.body.shares).toEqual([]);
    });

    it('leaves out the items left out of the schedule', async () => {
      const created = await share(owner, { recipient: 'Aviva', expiresInDays: 1 });
      await t.call('PUT', `/api/collection/items/${items.bag.id}`, {
        token: owner.token,
        body: { excluded: true },
      });
      try {
        const opened = await openShared(tokenOf(created.body.share.url));
        expect(opened.body.items).toHaveLength(1);
        expect(opened.body.totals.items).toBe(1);
      } finally {
        await t.call('PUT', `/api/collection/items/${items.bag.id}`, {
          token: owner.token,
          body: { excluded: false },
        });
      }
    });

    it('answers the same 404 for unknown, altered, revoked and expired tokens', async () => {
      const created = await share(owner, { recipient: 'Aviva', expiresInDays: 1 });
      const token = tokenOf(created.body.share.url);
      const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
      const answers = [
        await openShared('unknown'),
        await openShared('A'.repeat(43)),
        await openShared(altered),
      ];
      t.app.get(Clock).advance(24 * 3600 * 1000 + 1000);
      try {
        answers.push(await openShared(token));
      } finally {
        t.app.get(Clock).set(null);
      }
      const live = await share(owner, { recipient: 'Zurich', expiresInDays: 7 });
      const liveToken = tokenOf(live.body.share.url);
      expect((await openShared(liveToken)).status).toBe(200);
      // another customer cannot revoke it
      const foreign = await t.call('DELETE', `/api/collection/shares/${live.body.share.id}`, {
        token: other.token,
      });
      expect(foreign.status).toBe(404);
      expect(foreign.body.error).toBe(COLLECTION_ERRORS.shareNotFound);
      expect((await openShared(liveToken)).status).toBe(200);
      const revoked = await t.call('DELETE', `/api/collection/shares/${live.body.share.id}`, {
        token: owner.token,
      });
      expect(revoked.status).toBe(200);
      answers.push(await openShared(liveToken));
      for (const a of answers) {
        expect(a.status).toBe(404);
        expect(a.body).toEqual({
          error: COLLECTION_ERRORS.sharedScheduleNotFound,
          statusCode: 404,
        });
      }
      const again = await t.call('DELETE', `/api/collection/shares/${live.body.share.id}`, {
        token: owner.token,
      });
      expect(again.status).toBe(404);
      const listed = await t.call('GET', '/api/collection/shares', { token: owner.token });
      expect(listed.body.shares.map((x: { id: string }) => x.id)).not.toContain(live.body.share.id);
    });

    it('is rate-limited per address', async () => {
      const ip = uniqueIp();
      let last = 0;
      for (let i = 0; i < 61 && last !== 429; i++) last = (await openShared('unknown', ip)).status;
      expect(last).toBe(429);
      const limited = await openShared('unknown', ip);
      expect(limited.body.error).toMatch(/^Too many schedule views from this network\./);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect((await openShared('unknown')).status).toBe(404);
    });
  });

  it('shows the estimate of the latest market movement that concerns the item', async () => {
    const movement = await t.call('POST', '/api/staff/market-movements', {
      token: expert.token,
      body: {
        service: 'handbag',
        brand: 'Chanel',
        changePercent: 12,
        effectiveFrom: '2002-01-20',
        note: 'Auction results this season.',
      },
    });
    expect(movement.status).toBe(201);
    t.app.get(Clock).advance(WINDOW_MS);
    try {
      await t.app.get(JobsService).runDue();
    } finally {
      t.app.get(Clock).set(null);
    }
    const bag = (await get(owner)).body.items.find((i: { id: string }) => i.id === items.bag.id);
    expect(bag.estimate).toEqual({ value: 4705, changePercent: 12, effectiveFrom: '2002-01-20' });
    expect(bag.value).toBe(4200.5);
  });

  it('exports the shares without a token, and ends them with the account', async () => {
    const user = await register(t, { firstName: 'Grace', lastName: 'Lane' });
    const v = await paidRequest(t, user, { watchBrand: 'Omega' });
    await complete(v.id, 2000, ISSUED);
    const created = await share(user, { recipient: 'Lloyd’s broker', expiresInDays: 10 });
    const token = tokenOf(created.body.share.url);
    await openShared(token);
    const revokedOne = await share(user, { recipient: 'Old broker', expiresInDays: 5 });
    await t.call('DELETE', `/api/collection/shares/${revokedOne.body.share.id}`, {
      token: user.token,
    });

    const exported = await t.call('GET', '/api/profile/export', { token: user.token });
    expect(exported.status).toBe(200);
    expect(exported.body.scheduleShares).toHaveLength(2);
    expect(exported.body.scheduleShares[0]).toMatchObject({
      id: created.body.share.id,
      recipient: 'Lloyd’s broker',
      views: 1,
      revokedAt: null,
    });
    expect(exported.body.scheduleShares[1].revokedAt).not.toBeNull();
    expect(exported.text).not.toContain(token);
    const shares = JSON.stringify(exported.body.scheduleShares);
    expect(shares).not.toMatch(/tokenHash|"url"|shared\/schedule/);

    const deleted = await t.call('DELETE', '/api/profile', {
      token: user.token,
      body: { password: user.password },
      ip: uniqueIp(),
    });
    expect(deleted.status).toBe(200);
    const after = await openShared(token);
    expect(after.status).toBe(404);
    expect(after.body.error).toBe(COLLECTION_ERRORS.sharedScheduleNotFound);
    const rows = await t.app
      .get(DataSource)
      .query(`SELECT count(*)::int AS n FROM "schedule_shares" WHERE "userId" = $1`, [user.id]);
    expect(rows[0].n).toBe(0);
  });
});
