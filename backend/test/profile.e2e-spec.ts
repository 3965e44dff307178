import { mkdirSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import {
  bootApp,
  register,
  RegisteredUser,
  STRONG_PASSWORD,
  TestApp,
  uniqueIp,
  waitForMail,
} from './helpers/test-app';

const DEFAULTS = {
  phoneNumber: '',
  address: null,
  // SMS starts off: a new account has no phone number (issue 33).
  notificationPreferences: { email: true, sms: false, marketing: false },
  timezone: null,
  preferredLanguage: 'en',
  marketingConsent: false,
};

describe('profile', () => {
  let t: TestApp;
  let db: DataSource;
  beforeAll(async () => {
    t = await bootApp({ PUBLIC_URL: 'https://valuations.example.com' });
    db = t.app.get(DataSource);
  });
  afterAll(async () => {
    await t.close();
  });

  const put = (u: RegisteredUser, body: unknown) =>
    t.call('PUT', '/api/profile', { token: u.token, body });

  describe('GET /api/profile', () => {
    it('answers the user with the default settings of a new account', async () => {
      const u = await register(t, { firstName: 'Ada', lastName: 'Lovelace' });
      const res = await t.call('GET', '/api/profile', { token: u.token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        user: {
          id: u.id,
          email: u.email,
          firstName: 'Ada',
          lastName: 'Lovelace',
          role: 'customer',
          createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          ...DEFAULTS,
        },
      });
    });

    it('keeps the user JSON of sign-in answers as it was', async () => {
      const u = await register(t);
      const res = await t.call('POST', '/api/auth/login', {
        body: { email: u.email, password: u.password },
        ip: uniqueIp(),
      });
      expect(Object.keys(res.body.user).sort()).toEqual(
        ['createdAt', 'email', 'firstName', 'id', 'lastName', 'role'].sort(),
      );
    });

    it('needs a signed-in user', async () => {
      expect((await t.call('GET', '/api/profile')).status).toBe(401);
      expect((await t.call('PUT', '/api/profile', { body: {} })).status).toBe(401);
      expect((await t.call('GET', '/api/profile/export')).status).toBe(401);
      const del = await t.call('DELETE', '/api/profile', { body: { password: 'x' } });
      expect(del.status).toBe(401);
      expect(del.body.error).toBe('Please sign in to continue.');
    });
  });

  describe('PUT /api/profile', () => {
    it('saves every setting, merges with the stored ones and answers {success, user}', async () => {
      const u = await register(t);
      const first = await put(u, {
        firstName: '  Grace ',
        lastName: 'Hopper',
        phoneNumber: ' +44 (0)20 7946-0958 ',
        notificationPreferences: { email: false, sms: true, marketing: true },
        timezone: 'Europe/London',
        preferredLanguage: 'en',
        marketingConsent: true,
      });
      expect(first.status).toBe(200);
      expect(first.body).toEqual({
        success: true,
        user: expect.objectContaining({
          id: u.id,
          email: u.email,
          firstName: 'Grace',
          lastName: 'Hopper',
          phoneNumber: '+44 (0)20 7946-0958',
          notificationPreferences: { email: false, sms: true, marketing: true },
          timezone: 'Europe/London',
          preferredLanguage: 'en',
          marketingConsent: true,
        }),
      });

      const second = await put(u, { phoneNumber: '', timezone: 'America/New_York' });
      expect(second.status).toBe(200);
      expect(second.body.user).toMatchObject({
        firstName: 'Grace',
        phoneNumber: '',
        timezone: 'America/New_York',
        marketingConsent: true,
        // Clearing the phone number turns SMS off with it (issue 33).
        notificationPreferences: { email: false, sms: false, marketing: true },
      });
      const again = await t.call('GET', '/api/profile', { token: u.token });
      expect(again.body.user).toEqual(second.body.user);
    });

    describe('no notification channel on without its address (issue 33)', () => {
      const smsOn = { email: true, sms: true, marketing: false };

      it('refuses turning SMS on without a phone number: 400 with a sentence, nothing saved', async () => {
        const u = await register(t);
        const res = await put(u, { notificationPreferences: smsOn, timezone: 'Europe/Paris' });
        expect(res.status).toBe(400);
        expect(res.body).toEqual({
          error: 'Add a phone number to receive SMS notifications.',
          statusCode: 400,
          details: [
            {
              field: 'notificationPreferences',
              message: 'Add a phone number to receive SMS notifications.',
            },
          ],
        });
        const after = await t.call('GET', '/api/profile', { token: u.token });
        expect(after.body.user.notificationPreferences.sms).toBe(false);
        expect(after.body.user.timezone).toBeNull();
      });

      it('refuses clearing the phone number while asking for SMS in the same request', async () => {
        const u = await register(t);
        expect(
          (await put(u, { phoneNumber: '020 7946 0958', notificationPreferences: smsOn })).status,
        ).toBe(200);
        const res = await put(u, { phoneNumber: '  ', notificationPreferences: smsOn });
        expect(res.status).toBe(400);
        expect(res.body.error).toBe('Add a phone number to receive SMS notifications.');
        const after = await t.call('GET', '/api/profile', { token: u.token });
        expect(after.body.user).toMatchObject({
          phoneNumber: '020 7946 0958',
          notificationPreferences: smsOn,
        });
      });

      it('takes SMS with a phone number (given before or in the same request)', async () => {
        const u = await register(t);
        const both = await put(u, { phoneNumber: '020 7946 0958', notificationPreferences: smsOn });
        expect(both.status).toBe(200);
        expect(both.body.user.notificationPreferences).toEqual(smsOn);
        const v = await register(t);
        expect((await put(v, { phoneNumber: '07700 900123' })).status).toBe(200);
        const later = await put(v, { notificationPreferences: smsOn });
        expect(later.status).toBe(200);
        expect(later.body.user.notificationPreferences.sms).toBe(true);
      });

      it('turns SMS off for accounts that had it on without a phone number (migration)', async () => {
        const { SmsNeedsPhone1795712000000 } =
          await import('../src/database/migrations/1795712000000-SmsNeedsPhone');
        const without = await register(t);
        const withPhone = await register(t);
        await put(withPhone, { phoneNumber: '020 7946 0958', notificationPreferences: smsOn });
        await db.query(
          `UPDATE "users" SET "notificationPreferences" = '{"email":true,"sms":true,"marketing":false}' WHERE "id" = $1`,
          [without.id],
        );
        const runner = db.createQueryRunner();
        try {
          await new SmsNeedsPhone1795712000000().up(runner);
        } finally {
          await runner.release();
        }
        const a = await t.call('GET', '/api/profile', { token: without.token });
        expect(a.body.user.notificationPreferences.sms).toBe(false);
        const b = await t.call('GET', '/api/profile', { token: withPhone.token });
        expect(b.body.user.notificationPreferences.sms).toBe(true);
      });
    });

    it('answers an empty body with the unchanged profile', async () => {
      const u = await register(t);
      const res = await put(u, {});
      expect(res.status).toBe(200);
      expect(res.body.user).toMatchObject({ id: u.id, ...DEFAULTS });
    });

    it.each([
      ['firstName', 'J', 'First name is required'],
      ['firstName', '   ', 'First name is required'],
      ['firstName', null, 'First name is required'],
      ['lastName', 'x'.repeat(51), 'Last name must be at most 50 characters'],
      ['phoneNumber', '12345', 'Please enter a valid phone number'],
      ['phoneNumber', '+44 20 7946 0958 1234 5', 'Please enter a valid phone number'],
      ['phoneNumber', 'call me', 'Please enter a valid phone number'],
      ['phoneNumber', 7946095812, 'Please enter a valid phone number'],
      ['phoneNumber', null, 'Please enter a valid phone number'],
      [
        'notificationPreferences',
        { email: true, sms: true },
        'Notification preferences must have email, sms and marketing set to true or false',
      ],
      [
        'notificationPreferences',
        { email: true, sms: 'yes', marketing: false },
        'Notification preferences must have email, sms and marketing set to true or false',
      ],
      [
        'notificationPreferences',
        { email: true, sms: true, marketing: false, push: true },
        'Notification preferences must have email, sms and marketing set to true or false',
      ],
      [
        'notificationPreferences',
        [true, true, false],
        'Notification preferences must have email, sms and marketing set to true or false',
      ],
      ['timezone', 'Mars/Olympus_Mons', 'Unknown time zone'],
      ['timezone', 'GMT+1', 'Unknown time zone'],
      ['timezone', 42, 'Unknown time zone'],
      ['preferredLanguage', 'fr', 'Unsupported language'],
      ['marketingConsent', 'true', 'Marketing consent must be true or false'],
    ])('rejects %s = %j with "%s"', async (field, value, message) => {
      const u = await register(t);
      const res = await put(u, { [field]: value });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        error: message,
        statusCode: 400,
        details: [{ field, message }],
      });
      const unchanged = await t.call('GET', '/api/profile', { token: u.token });
      expect(unchanged.body.user).toMatchObject({ firstName: 'Jane', ...DEFAULTS });
    });

    it('accepts the phone number forms and zones a browser reports', async () => {
      const u = await register(t);
      for (const phoneNumber of ['07946 095 812', '+1 (555) 123-4567', '020.7946.0958']) {
        expect((await put(u, { phoneNumber })).body.user.phoneNumber).toBe(phoneNumber);
      }
      for (const timezone of ['UTC', 'Asia/Kolkata', 'Asia/Calcutta', 'Europe/Kyiv']) {
        const res = await put(u, { timezone });
        expect(res.status).toBe(200);
        expect(res.body.user.timezone).toBe(timezone);
      }
      expect((await put(u, { timezone: null })).body.user.timezone).toBeNull();
    });

    it('refuses the email and any other field, with one detail each', async () => {
      const u = await register(t);
      const email = await put(u, { email: 'other@example.com' });
      expect(email.status).toBe(400);
      expect(email.body.details).toEqual([{ field: 'email', message: 'Unknown field "email"' }]);

      const many = await put(u, { role: 'admin', firstName: 'Jo', passwordHash: 'x' });
      expect(many.status).toBe(400);
      expect(many.body.details.map((d: { field: string }) => d.field).sort()).toEqual([
        'passwordHash',
        'role',
      ]);
      const res = await t.call('GET', '/api/profile', { token: u.token });
      expect(res.body.user).toMatchObject({ email: u.email, role: 'customer', firstName: 'Jane' });
    });

    it('reports every failing field at once', async () => {
      const u = await register(t);
      const res = await put(u, { phoneNumber: 'x', preferredLanguage: 'de' });
      expect(res.status).toBe(400);
      expect(res.body.details).toEqual([
        { field: 'phoneNumber', message: 'Please enter a valid phone number' },
        { field: 'preferredLanguage', message: 'Unsupported language' },
      ]);
    });

    const HOME = {
      street: '12 Mount Street',
      city: 'London',
      state: '',
      postalCode: 'W1K 3NU',
      country: 'United Kingdom',
    };

    it('keeps the postal address the wizard offers, trimmed, and forgets it when emptied', async () => {
      const u = await register(t);
      const saved = await put(u, {
        phoneNumber: '020 7946 0958',
        address: { ...HOME, street: ' 12 Mount Street ', state: 'Greater London' },
      });
      expect(saved.status).toBe(200);
      expect(saved.body.user).toMatchObject({
        phoneNumber: '020 7946 0958',
        address: { ...HOME, state: 'Greater London' },
      });
      const read = await t.call('GET', '/api/profile', { token: u.token });
      expect(read.body.user.address).toEqual({ ...HOME, state: 'Greater London' });

      // another setting leaves the address as it is; a missing state is kept as ''
      expect((await put(u, { firstName: 'Joan' })).body.user.address.city).toBe('London');
      const { state: _state, ...withoutState } = HOME;
      expect((await put(u, { address: withoutState })).body.user.address).toEqual(HOME);

      const blank = { street: ' ', city: '', state: '', postalCode: '', country: '' };
      expect((await put(u, { address: blank })).body.user.address).toBeNull();
      await put(u, { address: HOME });
      expect((await put(u, { address: null })).body.user.address).toBeNull();
    });

    it.each([
      [{ ...HOME, street: '' }, 'address.street', 'Street is required'],
      [{ ...HOME, postalCode: '  ' }, 'address.postalCode', 'Postal code is required'],
      [{ ...HOME, city: 'x'.repeat(201) }, 'address.city', 'City must be at most 200 characters'],
      [{ ...HOME, country: 44 }, 'address.country', 'Country must be text'],
      [{ ...HOME, state: ['Kent'] }, 'address.state', 'State or county must be text'],
      [{ ...HOME, flat: '2' }, 'address.flat', 'Unknown field "address.flat"'],
      [
        '12 Mount Street, London',
        'address',
        'Address must be an object with street, city, state, postalCode and country',
      ],
    ])('refuses the address %j (%s)', async (address, field, message) => {
      const u = await register(t);
      const res = await put(u, { address });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: message, statusCode: 400, details: [{ field, message }] });
      expect(
        (await t.call('GET', '/api/profile', { token: u.token })).body.user.address,
      ).toBeNull();
    });

    it('refuses a body that is not an object', async () => {
      const u = await register(t);
      const res = await t.call('PUT', '/api/profile', {
        token: u.token,
        raw: '[1]',
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status).toBe(400);
    });
  });

  describe('GET /api/profile/export', () => {
    it('downloads the account data without hashes, tokens or keys', async () => {
      const u = await register(t, {}, '10.9.8.7');
      const address = {
        street: '1 Bond Street',
        city: 'London',
        state: '',
        postalCode: 'W1S 1AA',
        country: 'United Kingdom',
      };
      await put(u, { phoneNumber: '+44 20 7946 0958', timezone: 'Europe/London', address });
      await db.query(
        `INSERT INTO "passkeys" ("userId", "credentialId", "publicKey", "counter", "transports", "deviceType", "backedUp", "name")
         VALUES ($1, $2, $3, 3, '["internal"]', 'multiDevice', true, 'Chrome on macOS')`,
        [u.id, `cred-${u.id}`, Buffer.from('a-public-key')],
      );
      const enquiry = await t.call('POST', '/api/contact', {
        body: { name: 'Jane Doe', email: u.email.toUpperCase(), subject: 'Ring', message: 'Hello' },
        ip: uniqueIp(),
      });
      expect(enquiry.status).toBe(201);

      const res = await t.call('GET', '/api/profile/export', {
        token: u.token,
        headers: { 'user-agent': 'ExportTest/1.0' },
      });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      const today = new Date().toISOString().slice(0, 10);
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="luxe-valuations-my-data-${today}.json"`,
      );
      expect(res.body.exportedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
      expect(res.body.user).toMatchObject({
        id: u.id,
        email: u.email,
        phoneNumber: '+44 20 7946 0958',
        address,
        timezone: 'Europe/London',
      });
      expect(res.body.sessions).toEqual([
        expect.objectContaining({ createdAt: expect.any(String), revokedAt: null }),
      ]);
      expect(res.body.passkeys).toEqual([
        {
          name: 'Chrome on macOS',
          createdAt: expect.any(String),
          lastUsedAt: null,
          deviceType: 'multiDevice',
          backedUp: true,
          transports: ['internal'],
        },
      ]);
      expect(res.body.enquiries).toEqual([
        expect.objectContaining({ id: enquiry.body.id, subject: 'Ring', message: 'Hello' }),
      ]);

      const text = res.text;
      const hash = (await db.query(`SELECT "passwordHash" FROM "users" WHERE "id" = $1`, [u.id]))[0]
        .passwordHash as string;
      const tokenHashes = (
        await db.query(
          `SELECT rt."tokenHash" FROM "refresh_tokens" rt JOIN "sessions" s ON s."id" = rt."sessionId" WHERE s."userId" = $1`,
          [u.id],
        )
      ).map((r: { tokenHash: string }) => r.tokenHash);
      expect(text).not.toContain(hash);
      expect(text).not.toMatch(
        /passwordHash|tokenHash|publicKey|credentialId|webauthnUserId|challenge/,
      );
      for (const h of tokenHashes) expect(text).not.toContain(h);
      expect(text).not.toContain(Buffer.from('a-public-key').toString('base64'));
      expect(text).not.toContain(`cred-${u.id}`);
      expect(text).not.toContain(u.cookie.split('=')[1]);
    });

    it('shows each user only their own data', async () => {
      const a = await register(t);
      const b = await register(t);
      await put(a, { phoneNumber: '+44 1234 567890' });
      const res = await t.call('GET', '/api/profile/export', { token: b.token });
      expect(res.status).toBe(200);
      expect(res.body.user.id).toBe(b.id);
      expect(res.text).not.toContain(a.id);
      expect(res.text).not.toContain(a.email);
      expect(res.text).not.toContain('567890');
      expect(res.body.passkeys).toEqual([]);
      expect(res.body.enquiries).toEqual([]);
    });
  });

  describe('DELETE /api/profile', () => {
    it('refuses a wrong or missing password and keeps the account', async () => {
      const u = await register(t);
      const wrong = await t.call('DELETE', '/api/profile', {
        token: u.token,
        body: { password: 'Wr0ng!pass' },
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toEqual({
        error: 'Password is incorrect',
        statusCode: 400,
        details: [{ field: 'password', message: 'Password is incorrect' }],
      });
      const missing = await t.call('DELETE', '/api/profile', { token: u.token, body: {} });
      expect(missing.status).toBe(400);
      expect(missing.body.details).toEqual([
        { field: 'password', message: 'Password must be text' },
      ]);
      const empty = await t.call('DELETE', '/api/profile', {
        token: u.token,
        body: { password: '' },
      });
      expect(empty.status).toBe(400);
      expect(empty.body.details[0].field).toBe('password');
      expect((await t.call('GET', '/api/profile', { token: u.token })).status).toBe(200);
    });

    it('deletes the account and everything hanging off it, clears the cookie and mails the owner', async () => {
      const u = await register(t, { firstName: 'Delia' });
      // a second session and a passkey, a reset token and uploads
      const ip = uniqueIp();
      const login = await t.call('POST', '/api/auth/login', {
        body: { email: u.email, password: u.password },
        ip,
      });
      expect(login.status).toBe(200);
      await t.call('POST', '/api/auth/reset-password', { body: { email: u.email }, ip });
      await db.query(
        `INSERT INTO "passkeys" ("userId", "credentialId", "publicKey", "deviceType", "name")
         VALUES ($1, $2, $3, 'singleDevice', 'Key')`,
        [u.id, `cred-${u.id}`, Buffer.from('k')],
      );
      await db.query(
        `INSERT INTO "webauthn_challenges" ("challenge", "kind", "userId", "expiresAt")
         VALUES ($1, 'registration', $2, now() + interval '5 minutes')`,
        [`challenge-${u.id}`, u.id],
      );
      const uploads = join(t.dataDir, 'uploads', u.id);
      mkdirSync(uploads, { recursive: true });
      writeFileSync(join(uploads, 'ring.jpg'), 'jpeg');

      const res = await t.call('DELETE', '/api/profile', {
        token: u.token,
        body: { password: STRONG_PASSWORD },
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true });
      expect(res.rawSetCookie).toMatch(/^refresh_token=;/);
      expect(res.rawSetCookie).toMatch(/Path=\/api\/auth/);
      expect(res.rawSetCookie).toMatch(/Expires=Thu, 01 Jan 1970/);

      const after = await t.call('GET', '/api/profile', { token: u.token });
      expect(after.status).toBe(401);
      const other = await t.call('GET', '/api/auth/validate', { token: login.body.token });
      expect(other.status).toBe(401);
      const refresh = await t.call('POST', '/api/auth/refresh-token', { cookie: login.setCookie });
      expect(refresh.status).toBe(401);
      const signIn = await t.call('POST', '/api/auth/login', {
        body: { email: u.email, password: u.password },
        ip: uniqueIp(),
      });
      expect(signIn.status).toBe(401);
      expect(signIn.body.error).toBe('Invalid email or password');

      for (const [table, column] of [
        ['users', 'id'],
        ['sessions', 'userId'],
        ['password_reset_tokens', 'userId'],
        ['passkeys', 'userId'],
        ['webauthn_challenges', 'userId'],
      ]) {
        const rows = await db.query(
          `SELECT count(*)::int AS n FROM "${table}" WHERE "${column}" = $1`,
          [u.id],
        );
        expect([table, rows[0].n]).toEqual([table, 0]);
      }
      const tokens = await db.query(
        `SELECT count(*)::int AS n FROM "refresh_tokens" rt LEFT JOIN "sessions" s ON s."id" = rt."sessionId" WHERE s."id" IS NULL`,
      );
      expect(tokens[0].n).toBe(0);
      expect(existsSync(uploads)).toBe(false);

      const mail = await waitForMail(
        t.dataDir,
        u.email,
        'Your Luxe Valuations account has been deleted',
      );
      expect(mail).toContain('Dear Delia,');

      // the address can register again
      const again = await register(t, { email: u.email });
      expect(again.id).not.toBe(u.id);
    });

    it('counts wrong passwords as failed sign-ins of the account', async () => {
      const u = await register(t);
      for (let i = 0; i < 10; i++) {
        const res = await t.call('DELETE', '/api/profile', {
          token: u.token,
          body: { password: `Wr0ng!pass${i}` },
        });
        expect(res.status).toBe(400);
      }
      const blocked = await t.call('DELETE', '/api/profile', {
        token: u.token,
        body: { password: STRONG_PASSWORD },
      });
      expect(blocked.status).toBe(429);
      expect(blocked.body.error).toMatch(/^Too many sign-in attempts/);
      expect((await t.call('GET', '/api/profile', { token: u.token })).status).toBe(200);
    });
  });
});
