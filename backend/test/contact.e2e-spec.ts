import { randomUUID } from 'node:crypto';
import { ContactService } from '../src/modules/contact/contact.service';
import { bootApp, register, TestApp, uniqueEmail, uniqueIp, waitForMail } from './helpers/test-app';

const ADMIN_PASSWORD = 'Adm1n!secret';
const TEAM = 'team-inbox@luxe.example.com';

interface Enquiry {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  status: string;
  createdAt: string;
  handledAt: string | null;
}

describe('contact form and staff enquiries', () => {
  let t: TestApp;
  let admin: string;
  let expert: string;
  let customer: string;
  const tag = randomUUID().slice(0, 8);

  function valid(overrides: Record<string, unknown> = {}) {
    return {
      name: 'Olivia Grant',
      email: uniqueEmail('sender'),
      subject: `Ring valuation ${tag}`,
      message: 'I would like my grandmother’s sapphire ring valued for insurance.',
      ...overrides,
    };
  }

  async function send(body: unknown, ip = uniqueIp()) {
    return t.call('POST', '/api/contact', { body, ip });
  }

  beforeAll(async () => {
    const adminEmail = uniqueEmail('admin');
    t = await bootApp({ ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD, CONTACT_EMAIL: TEAM });
    const login = await t.call('POST', '/api/auth/login', {
      body: { email: adminEmail, password: ADMIN_PASSWORD },
      ip: uniqueIp(),
    });
    expect(login.status).toBe(200);
    admin = login.body.token;
    const expertUser = await register(t);
    const promoted = await t.call('PATCH', `/api/staff/users/${expertUser.id}/role`, {
      token: admin,
      body: { role: 'expert' },
    });
    expect(promoted.status).toBe(200);
    expert = expertUser.token;
    customer = (await register(t)).token;
    // booting on a fresh PGlite and hashing three passwords is slow on a busy 2-core machine
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  describe('POST /api/contact', () => {
    it('stores the trimmed enquiry, mails the team (Reply-To the sender) and acknowledges the sender', async () => {
      const email = uniqueEmail('Jane.Sender');
      const subject = `Home Visit Valuation Service Enquiry ${tag}`;
      const res = await send({
        name: '  Jane Doe ',
        email: `  ${email} `,
        subject: ` ${subject} `,
        message: '  Please visit on Tuesday.\nThe watch is a Rolex.  ',
      });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ success: true, id: expect.any(String) });
      expect(res.body.id).toMatch(/^[0-9a-f-]{36}$/);

      const stored = await t.call('GET', `/api/staff/enquiries/${res.body.id}`, { token: admin });
      expect(stored.status).toBe(200);
      expect(stored.body.enquiry).toEqual({
        id: res.body.id,
        name: 'Jane Doe',
        email,
        subject,
        message: 'Please visit on Tuesday.\nThe watch is a Rolex.',
        status: 'new',
        createdAt: expect.any(String),
        handledAt: null,
      });
      expect(Date.now() - Date.parse(stored.body.enquiry.createdAt)).toBeLessThan(60_000);

      const team = await waitForMail(t.dataDir, TEAM, subject);
      expect(team).toContain(`Reply-To: ${email}`);
      expect(team).toContain('Please visit on Tuesday.');
      expect(team).toContain('The watch is a Rolex.');
      expect(team).toContain('Jane Doe');

      const ack = await waitForMail(t.dataDir, email, 'We have received your message');
      expect(ack).toContain('Dear Jane Doe');
      expect(ack).not.toContain('Reply-To:');
    });

    it('ignores a bearer token (the form is public), even an invalid one', async () => {
      expect(
        (await t.call('POST', '/api/contact', { body: valid(), token: customer })).status,
      ).toBe(201);
      expect(
        (
          await t.call('POST', '/api/contact', {
            body: valid(),
            token: 'not-a-jwt',
            ip: uniqueIp(),
          })
        ).status,
      ).toBe(201);
    });

    it('escapes HTML typed into the form in the mails', async () => {
      const email = uniqueEmail('html');
      const subject = `Script ${tag} <b>bold</b>`;
      const res = await send(
        valid({
          name: '<img src=x onerror=alert(1)>',
          email,
          subject,
          message: '<script>alert("x")</script> & <a href="https://evil.example">click</a>',
        }),
      );
      expect(res.status).toBe(201);
      const team = await waitForMail(t.dataDir, TEAM, `Script ${tag}`);
      const html = team.slice(team.indexOf('text/html'));
      expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;a href=');
      expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
      expect(html).toContain('&lt;b&gt;bold&lt;/b&gt;');
      expect(html).not.toContain('<script>');
      expect(html).not.toContain('<img src=x');
      expect(html).not.toContain('<a href="https://evil.example"');
      const ack = await waitForMail(t.dataDir, email, 'We have received your message');
      const ackHtml = ack.slice(ack.indexOf('text/html'));
      expect(ackHtml).toContain('Dear &lt;img src=x onerror=alert(1)&gt;');
      expect(ackHtml).not.toContain('<img src=x');
      // stored as typed: escaping is the job of whoever renders it
      const stored = await t.call('GET', `/api/staff/enquiries/${res.body.id}`, { token: expert });
      expect(stored.body.enquiry.name).toBe('<img src=x onerror=alert(1)>');
    });

    it('requires every field, with one detail per field', async () => {
      const res = await send({});
      expect(res.status).toBe(400);
      expect(res.body.statusCode).toBe(400);
      expect(res.body.details).toEqual([
        { field: 'name', message: 'Name is required' },
        { field: 'email', message: 'Email is required' },
        { field: 'subject', message: 'Subject is required' },
        { field: 'message', message: 'Message is required' },
      ]);
      expect(res.body.error).toMatch(/^Name is required/);

      const blank = await send({ name: '   ', email: ' ', subject: '\n', message: '\t ' });
      expect(blank.status).toBe(400);
      expect(blank.body.details.map((d: { message: string }) => d.message)).toEqual([
        'Name is required',
        'Email is required',
        'Subject is required',
        'Message is required',
      ]);
    });

    it.each([
      [
        'a name over 100 characters',
        'name',
        { name: 'x'.repeat(101) },
        'Name must be at most 100 characters',
      ],
      ['an email without @', 'email', { email: 'not an email' }, 'Invalid email address'],
      [
        'an email without a dotted domain',
        'email',
        { email: 'jane@localhost' },
        'Invalid email address',
      ],
      [
        'an email over 254 characters',
        'email',
        { email: `${'a'.repeat(250)}@example.com` },
        'Email must be at most 254 characters',
      ],
      [
        'a subject over 200 characters',
        'subject',
        { subject: 's'.repeat(201) },
        'Subject must be at most 200 characters',
      ],
      [
        'a message over 5000 characters',
        'message',
        { message: 'm'.repeat(5001) },
        'Message must be at most 5000 characters',
      ],
      ['a number as name', 'name', { name: 42 }, 'Name must be text'],
      ['a list as email', 'email', { email: ['a@b.co'] }, 'Invalid email address'],
      ['an object as subject', 'subject', { subject: { text: 'hi' } }, 'Subject must be text'],
      ['a boolean as message', 'message', { message: true }, 'Message must be text'],
      ['a null name', 'name', { name: null }, 'Name is required'],
    ])('rejects %s', async (_label, field, overrides, message) => {
      const res = await send(valid(overrides));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: message, statusCode: 400, details: [{ field, message }] });
    });

    it('accepts the longest allowed values (limits counted after trimming)', async () => {
      const res = await send(
        valid({
          name: ` ${'n'.repeat(100)} `,
          subject: `${'s'.repeat(200)}  `,
          message: `  ${'m'.repeat(5000)}`,
        }),
      );
      expect(res.status).toBe(201);
    });

    it('rejects unknown fields, non-objects and bodies over 100 KB', async () => {
      const unknown = await send(valid({ phone: '0123', status: 'handled' }));
      expect(unknown.status).toBe(400);
      expect(unknown.body.details).toEqual([
        { field: 'phone', message: 'Unknown field "phone"' },
        { field: 'status', message: 'Unknown field "status"' },
      ]);

      const array = await send([valid()]);
      expect(array.status).toBe(400);
      expect(typeof array.body.error).toBe('string');

      const huge = await send(valid({ message: 'm'.repeat(200_000) }));
      expect(huge.status).toBe(413);
      expect(huge.body).toEqual({ error: 'The request body is too large', statusCode: 413 });

      const notJson = await t.call('POST', '/api/contact', {
        raw: '{"name":',
        headers: { 'content-type': 'application/json' },
        ip: uniqueIp(),
      });
      expect(notJson.status).toBe(400);
      expect(notJson.body.error).toBe('The request body is not valid JSON');
    });

    it('limits each address to 10 messages an hour (429 with Retry-After)', async () => {
      const ip = uniqueIp();
      for (let i = 0; i < 10; i++) expect((await send(valid(), ip)).status).toBe(201);
      const limited = await send(valid(), ip);
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({
        error: 'Too many messages sent. Please try again later.',
        statusCode: 429,
      });
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      // another address is not affected
      expect((await send(valid(), uniqueIp())).status).toBe(201);
    });
  });

  it('lists the enquiries sent from an address, any case, oldest first (for the data export)', async () => {
    const email = uniqueEmail('export');
    const first = await send(valid({ email, subject: 'First' }));
    const second = await send(valid({ email: email.toUpperCase(), subject: 'Second' }));
    await send(valid());
    const contact = t.app.get(ContactService);
    const found = await contact.enquiriesForEmail(` ${email.toUpperCase()} `);
    expect(found.map((e) => [e.id, e.subject, e.status, e.handledAt])).toEqual([
      [first.body.id, 'First', 'new', null],
      [second.body.id, 'Second', 'new', null],
    ]);
    expect(Object.keys(found[0]).sort()).toEqual(
      ['createdAt', 'email', 'handledAt', 'id', 'message', 'name', 'status', 'subject'].sort(),
    );
    expect(await contact.enquiriesForEmail(uniqueEmail('nobody'))).toEqual([]);
  });

  describe('/api/staff/enquiries', () => {
    it('401 anonymous, 403 customers, 200 experts and admins', async () => {
      const anonymous = await t.call('GET', '/api/staff/enquiries');
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toEqual({ error: 'Please sign in to continue.', statusCode: 401 });
      const forbidden = await t.call('GET', '/api/staff/enquiries', { token: customer });
      expect(forbidden.status).toBe(403);
      expect(forbidden.body).toEqual({
        error: 'You do not have permission to do this.',
        statusCode: 403,
      });
      const created = await send(valid());
      for (const path of ['', `/${created.body.id}`]) {
        expect(
          (await t.call('GET', `/api/staff/enquiries${path}`, { token: customer })).status,
        ).toBe(403);
      }
      expect(
        (
          await t.call('PATCH', `/api/staff/enquiries/${created.body.id}`, {
            token: customer,
            body: { status: 'handled' },
          })
        ).status,
      ).toBe(403);
      expect((await t.call('GET', '/api/staff/enquiries', { token: expert })).status).toBe(200);
      expect((await t.call('GET', '/api/staff/enquiries', { token: admin })).status).toBe(200);
    });

    it('lists newest first, searches name/email/subject, filters by status and paginates', async () => {
      const find = randomUUID().slice(0, 8);
      const a = await send(valid({ name: `Alpha ${find}`, subject: 'First' }));
      const b = await send(valid({ email: uniqueEmail(`mail-${find}`), subject: 'Second' }));
      const c = await send(valid({ subject: `Third ${find.toUpperCase()}` }));
      for (const r of [a, b, c]) expect(r.status).toBe(201);

      const all = await t.call('GET', '/api/staff/enquiries', { token: expert });
      expect(all.body).toMatchObject({ page: 1, pageSize: 20 });
      expect(all.body.total).toBeGreaterThanOrEqual(3);
      const dates = all.body.items.map((e: Enquiry) => Date.parse(e.createdAt));
      expect([...dates].sort((x, y) => y - x)).toEqual(dates);

      const found = await t.call('GET', `/api/staff/enquiries?search=${find}`, { token: expert });
      expect(found.status).toBe(200);
      expect(found.body.total).toBe(3);
      expect(found.body.items.map((e: Enquiry) => e.id)).toEqual([c.body.id, b.body.id, a.body.id]);

      const page2 = await t.call('GET', `/api/staff/enquiries?search=${find}&page=2&pageSize=2`, {
        token: expert,
      });
      expect(page2.body).toMatchObject({ total: 3, page: 2, pageSize: 2 });
      expect(page2.body.items.map((e: Enquiry) => e.id)).toEqual([a.body.id]);

      await t.call('PATCH', `/api/staff/enquiries/${b.body.id}`, {
        token: admin,
        body: { status: 'handled' },
      });
      const handled = await t.call('GET', `/api/staff/enquiries?search=${find}&status=handled`, {
        token: expert,
      });
      expect(handled.body.items.map((e: Enquiry) => e.id)).toEqual([b.body.id]);
      const fresh = await t.call('GET', `/api/staff/enquiries?search=${find}&status=new`, {
        token: expert,
      });
      expect(fresh.body.items.map((e: Enquiry) => e.id)).toEqual([c.body.id, a.body.id]);

      // % and _ match themselves, not anything
      for (const wildcard of ['%25', '_', `${find}%25`]) {
        const res = await t.call('GET', `/api/staff/enquiries?search=${wildcard}`, {
          token: expert,
        });
        expect(res.status).toBe(200);
        expect(res.body.total).toBe(0);
      }
      const empty = await t.call('GET', '/api/staff/enquiries?search=&status=', { token: expert });
      expect(empty.status).toBe(200);
    });

    it('validates the list query', async () => {
      const res = await t.call(
        'GET',
        '/api/staff/enquiries?page=0&pageSize=500&status=done&extra=1',
        { token: admin },
      );
      expect(res.status).toBe(400);
      expect(res.body.details).toEqual(
        expect.arrayContaining([
          { field: 'status', message: 'Status must be one of new, handled' },
          { field: 'page', message: 'Page must be a whole number between 1 and 1000000' },
          { field: 'pageSize', message: 'Page size must be a whole number between 1 and 100' },
          { field: 'extra', message: 'Unknown field "extra"' },
        ]),
      );
      expect(res.body.details).toHaveLength(4);
    });

    it('marks an enquiry handled and back to new', async () => {
      const created = await send(valid());
      const url = `/api/staff/enquiries/${created.body.id}`;
      const handled = await t.call('PATCH', url, { token: expert, body: { status: 'handled' } });
      expect(handled.status).toBe(200);
      expect(handled.body.enquiry).toMatchObject({ id: created.body.id, status: 'handled' });
      const handledAt = handled.body.enquiry.handledAt;
      expect(Date.parse(handledAt)).toBeGreaterThanOrEqual(
        Date.parse(handled.body.enquiry.createdAt),
      );
      // marking it handled again keeps the first time
      const again = await t.call('PATCH', url, { token: admin, body: { status: 'handled' } });
      expect(again.body.enquiry.handledAt).toBe(handledAt);
      expect((await t.call('GET', url, { token: admin })).body.enquiry.status).toBe('handled');

      const reopened = await t.call('PATCH', url, { token: admin, body: { status: 'new' } });
      expect(reopened.status).toBe(200);
      expect(reopened.body.enquiry).toMatchObject({ status: 'new', handledAt: null });

      for (const body of [{ status: 'done' }, {}, { status: 'new', message: 'x' }]) {
        const bad = await t.call('PATCH', url, { token: admin, body });
        expect(bad.status).toBe(400);
        expect(bad.body.details.length).toBeGreaterThan(0);
      }
    });

    it('answers 404 for unknown and malformed ids', async () => {
      for (const id of [randomUUID(), 'not-a-uuid', '1', "x' OR '1'='1", '%00']) {
        const path = `/api/staff/enquiries/${encodeURIComponent(id)}`;
        const get = await t.call('GET', path, { token: expert });
        expect(get.status).toBe(404);
        expect(get.body).toEqual({ error: 'Enquiry not found', statusCode: 404 });
        const patch = await t.call('PATCH', path, { token: expert, body: { status: 'handled' } });
        expect(patch.status).toBe(404);
        expect(patch.body).toEqual({ error: 'Enquiry not found', statusCode: 404 });
      }
    });
  });
});
