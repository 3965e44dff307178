import { DataSource } from 'typeorm';
import { SoftAuthenticator, SoftCredential } from './helpers/soft-authenticator';
import { bootApp, register, RegisteredUser, TestApp, uniqueIp } from './helpers/test-app';

const ORIGIN = 'https://valuations.example.com';
const RP_ID = 'valuations.example.com';
const AUTH_FAILED = 'Authentication failed. Please try again.';
const REGISTER_PATHS = ['/api/webauthn/register', '/api/auth/webauthn/register'];
const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('passkeys (WebAuthn)', () => {
  let t: TestApp;
  let db: DataSource;
  const device = new SoftAuthenticator(ORIGIN, RP_ID);

  beforeAll(async () => {
    t = await bootApp({ PUBLIC_URL: ORIGIN });
    db = t.app.get(DataSource);
  });
  afterAll(async () => {
    await t.close();
  });

  async function registrationOptions(
    u: RegisteredUser,
    base = REGISTER_PATHS[1],
    body = { userId: u.id, email: u.email },
  ) {
    const res = await t.call('POST', `${base}/options`, { token: u.token, body });
    expect(res.status).toBe(200);
    return res.body;
  }

  /** Sets up a passkey on the soft authenticator and returns it with the API's answer. */
  async function addPasskey(
    u: RegisteredUser,
    base = REGISTER_PATHS[1],
    extra: Record<string, unknown> = {},
  ): Promise<{ credential: SoftCredential; passkey: Record<string, unknown> }> {
    const options = await registrationOptions(u, base);
    const { credential, response } = device.create(options);
    const res = await t.call('POST', `${base}/verify`, {
      token: u.token,
      body: { ...response, ...extra },
      headers: { 'user-agent': CHROME_LINUX },
    });
    expect(res.status).toBe(200);
    return { credential, passkey: res.body.credential };
  }

  async function loginOptions(ip = uniqueIp()) {
    const res = await t.call('POST', '/api/auth/webauthn/login/options', { body: {}, ip });
    expect(res.status).toBe(200);
    return res.body;
  }

  const loginVerify = (body: unknown, ip = uniqueIp()) =>
    t.call('POST', '/api/auth/webauthn/login/verify', { body, ip });

  const storedPasskey = async (credentialId: string) =>
    (
      await db.query(
        `SELECT "counter"::int AS "counter", "lastUsedAt" FROM "passkeys" WHERE "credentialId" = $1`,
        [credentialId],
      )
    )[0] as { counter: number; lastUsedAt: Date | null } | undefined;

  describe('registration options', () => {
    it.each(REGISTER_PATHS)(
      '%s/options answers creation options with a random user handle',
      async (base) => {
        const u = await register(t, { firstName: 'Ada', lastName: 'Lovelace' });
        const options = await registrationOptions(u, base, { userId: u.id, email: u.email });
        expect(options).toMatchObject({
          rp: { name: 'Luxe Valuations', id: RP_ID },
          user: { name: u.email, displayName: 'Ada Lovelace' },
          challenge: expect.stringMatching(/^[A-Za-z0-9_-]{32,}$/),
          timeout: 60000,
          excludeCredentials: [],
          authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
          attestation: 'none',
        });
        expect(options.pubKeyCredParams).toEqual(
          expect.arrayContaining([{ alg: -7, type: 'public-key' }]),
        );
        const handle = Buffer.from(options.user.id, 'base64url');
        expect(handle).toHaveLength(32);
        expect(handle.toString('utf8')).not.toContain(u.email);
        expect(options.user.id).not.toBe(u.id);
        // the same handle every time, different challenges
        const again = await registrationOptions(u, base);
        expect(again.user.id).toBe(options.user.id);
        expect(again.challenge).not.toBe(options.challenge);
        const other = await registrationOptions(await register(t), base);
        expect(other.user.id).not.toBe(options.user.id);
      },
    );

    it.each(REGISTER_PATHS)(
      "%s/options refuses someone else's account (403) and anonymous callers (401)",
      async (base) => {
        const u = await register(t);
        const other = await register(t);
        for (const body of [
          { userId: other.id, email: u.email },
          { userId: u.id, email: other.email },
          { userId: other.id, email: other.email },
        ]) {
          const res = await t.call('POST', `${base}/options`, { token: u.token, body });
          expect(res.status).toBe(403);
          expect(res.body.error).toBe('You can only set up a passkey for your own account');
        }
        const caseInsensitive = await t.call('POST', `${base}/options`, {
          token: u.token,
          body: { userId: u.id, email: u.email.toUpperCase() },
        });
        expect(caseInsensitive.status).toBe(200);
        const anonymous = await t.call('POST', `${base}/options`, { body: {} });
        expect(anonymous.status).toBe(401);
        expect(anonymous.body.error).toBe('Please sign in to continue.');
        const unknown = await t.call('POST', `${base}/options`, {
          token: u.token,
          body: { role: 'admin' },
        });
        expect(unknown.status).toBe(400);
      },
    );

    it('lists the passkeys the user already holds in excludeCredentials', async () => {
      const u = await register(t);
      const { credential } = await addPasskey(u);
      const options = await registrationOptions(u, REGISTER_PATHS[0]);
      expect(options.excludeCredentials).toEqual([
        { id: credential.id, type: 'public-key', transports: ['internal', 'hybrid'] },
      ]);
    });
  });

  describe('registration verify', () => {
    it.each(REGISTER_PATHS)('%s/verify keeps the passkey and lists it', async (base) => {
      const u = await register(t);
      const options = await registrationOptions(u, base);
      const { response } = device.create(options);
      const res = await t.call('POST', `${base}/verify`, {
        token: u.token,
        body: response,
        headers: { 'user-agent': CHROME_LINUX },
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        success: true,
        verified: true,
        credential: {
          id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          name: 'Chrome on Linux',
          createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          lastUsedAt: null,
          deviceType: 'multiDevice',
          backedUp: true,
          transports: ['internal', 'hybrid'],
        },
      });
      const list = await t.call('GET', '/api/auth/webauthn/credentials', { token: u.token });
      expect(list.status).toBe(200);
      expect(list.body).toEqual({ credentials: [res.body.credential] });
    });

    it('takes a name, or names the passkey by date without a known browser', async () => {
      const u = await register(t);
      const named = await addPasskey(u, REGISTER_PATHS[0], { name: '  My phone ' });
      expect(named.passkey.name).toBe('My phone');
      const options = await registrationOptions(u);
      const { response } = device.create(options);
      const res = await t.call('POST', `${REGISTER_PATHS[1]}/verify`, {
        token: u.token,
        body: response,
        headers: { 'user-agent': 'curl/8.0' },
      });
      expect(res.body.credential.name).toMatch(/^Passkey \(\d\d\/\d\d\/\d{4}\)$/);
      const tooLong = await t.call('POST', `${REGISTER_PATHS[1]}/verify`, {
        token: u.token,
        body: { ...device.create(await registrationOptions(u)).response, name: 'x'.repeat(61) },
      });
      expect(tooLong.status).toBe(400);
      expect(tooLong.body).toMatchObject({
        success: false,
        error: 'Passkey name must be at most 60 characters',
        statusCode: 400,
      });
    });

    it('answers 409 when the same authenticator credential is registered again', async () => {
      const u = await register(t);
      const { credential } = await addPasskey(u);
      const options = await registrationOptions(u);
      const { response } = device.create(options, {}, credential);
      const res = await t.call('POST', `${REGISTER_PATHS[1]}/verify`, {
        token: u.token,
        body: response,
      });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        success: false,
        error: 'This passkey is already registered',
        statusCode: 409,
      });
      // and for another account too
      const other = await register(t);
      const otherOptions = await registrationOptions(other);
      const theft = await t.call('POST', `${REGISTER_PATHS[0]}/verify`, {
        token: other.token,
        body: device.create(otherOptions, {}, credential).response,
      });
      expect(theft.status).toBe(409);
      const list = await t.call('GET', '/api/auth/webauthn/credentials', { token: u.token });
      expect(list.body.credentials).toHaveLength(1);
    });

    const failures: [string, (options: { challenge: string; user: { id: string } }) => unknown][] =
      [
        [
          'a wrong origin',
          (o) => device.create(o, { origin: 'https://evil.example.com' }).response,
        ],
        ['a wrong RP id', (o) => device.create(o, { rpId: 'evil.example.com' }).response],
        [
          'a challenge never issued',
          (o) => device.create(o, { challenge: 'bm90LWlzc3VlZA' }).response,
        ],
        ['no user verification', (o) => device.create(o, { uv: false }).response],
        ['no user presence', (o) => device.create(o, { up: false }).response],
        ['the wrong ceremony type', (o) => device.create(o, { type: 'webauthn.get' }).response],
      ];
    it.each(failures)('answers 400 "Verification failed" for %s', async (_label, build) => {
      const u = await register(t);
      const options = await registrationOptions(u);
      const res = await t.call('POST', `${REGISTER_PATHS[1]}/verify`, {
        token: u.token,
        body: build(options),
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, error: 'Verification failed', statusCode: 400 });
      const list = await t.call('GET', '/api/auth/webauthn/credentials', { token: u.token });
      expect(list.body.credentials).toEqual([]);
    });

    it('uses a challenge once, only before it expires, and only for its own account', async () => {
      const u = await register(t);
      const options = await registrationOptions(u);
      const first = device.create(options).response;
      expect(
        (await t.call('POST', `${REGISTER_PATHS[1]}/verify`, { token: u.token, body: first }))
          .status,
      ).toBe(200);
      const replay = await t.call('POST', `${REGISTER_PATHS[0]}/verify`, {
        token: u.token,
        body: device.create(options).response,
      });
      expect(replay.status).toBe(400);
      expect(replay.body.error).toBe('Verification failed');

      const expiring = await registrationOptions(u);
      await db.query(
        `UPDATE "webauthn_challenges" SET "expiresAt" = now() - interval '1 second' WHERE "challenge" = $1`,
        [expiring.challenge],
      );
      const expired = await t.call('POST', `${REGISTER_PATHS[1]}/verify`, {
        token: u.token,
        body: device.create(expiring).response,
      });
      expect(expired.status).toBe(400);

      const other = await register(t);
      const stolen = await registrationOptions(u);
      const wrongAccount = await t.call('POST', `${REGISTER_PATHS[1]}/verify`, {
        token: other.token,
        body: device.create(stolen).response,
      });
      expect(wrongAccount.status).toBe(400);
      // a sign-in challenge is no registration challenge
      const signIn = await loginOptions();
      const crossed = await t.call('POST', `${REGISTER_PATHS[1]}/verify`, {
        token: u.token,
        body: device.create({ challenge: signIn.challenge, user: expiring.user }).response,
      });
      expect(crossed.status).toBe(400);
    });

    it('refuses bodies that are not a registration response, but lets browser extras through', async () => {
      const u = await register(t);
      const options = await registrationOptions(u);
      const { response } = device.create(options) as { response: Record<string, unknown> };
      for (const body of [
        { ...response, id: 42 },
        { ...response, type: 'password' },
        { ...response, response: 'x' },
        { ...response, response: { clientDataJSON: 'eyJ9' } },
        { ...response, clientExtensionResults: [] },
        { ...response, extra: true },
      ]) {
        const res = await t.call('POST', `${REGISTER_PATHS[1]}/verify`, { token: u.token, body });
        expect(res.status).toBe(400);
        expect(res.body.success).toBe(false);
      }
      const anonymous = await t.call('POST', `${REGISTER_PATHS[1]}/verify`, { body: response });
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toMatchObject({ success: false, statusCode: 401 });
      // the challenge was not used by the refused bodies
      const ok = await t.call('POST', `${REGISTER_PATHS[1]}/verify`, {
        token: u.token,
        body: response,
      });
      expect(ok.status).toBe(200);
    });
  });

  describe('sign-in', () => {
    it('answers empty allowCredentials whatever the email, so no account is revealed', async () => {
      const u = await register(t);
      await addPasskey(u);
      const withEmail = await t.call('POST', '/api/auth/webauthn/login/options', {
        body: { email: u.email },
        ip: uniqueIp(),
      });
      const unknown = await t.call('POST', '/api/auth/webauthn/login/options', {
        body: { email: 'nobody@example.com' },
        ip: uniqueIp(),
      });
      const none = await t.call('POST', '/api/auth/webauthn/login/options', { ip: uniqueIp() });
      for (const res of [withEmail, unknown, none]) {
        expect(res.status).toBe(200);
        expect(res.body).toEqual({
          challenge: expect.stringMatching(/^[A-Za-z0-9_-]{32,}$/),
          timeout: 60000,
          rpId: RP_ID,
          allowCredentials: [],
          userVerification: 'required',
        });
      }
    });

    it('signs in like a password: {token, user} and the refresh cookie; updates counter and lastUsedAt', async () => {
      const u = await register(t, { firstName: 'Pat', lastName: 'Key' });
      const { credential } = await addPasskey(u);
      expect(await storedPasskey(credential.id)).toEqual({ counter: 0, lastUsedAt: null });

      const options = await loginOptions();
      const res = await loginVerify(device.get(options, credential));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        token: expect.any(String),
        user: {
          id: u.id,
          email: u.email,
          firstName: 'Pat',
          lastName: 'Key',
          role: 'customer',
          createdAt: expect.any(String),
        },
      });
      expect(res.rawSetCookie).toMatch(/^refresh_token=[A-Za-z0-9_-]{43};/);
      expect(res.rawSetCookie).toMatch(/HttpOnly/);
      expect(res.rawSetCookie).toMatch(/Path=\/api\/auth/);
      expect(res.rawSetCookie).toMatch(/SameSite=Strict/);
      expect(res.rawSetCookie).toMatch(/Secure/);

      const validate = await t.call('GET', '/api/auth/validate', { token: res.body.token });
      expect(validate.status).toBe(200);
      expect(validate.body.user.id).toBe(u.id);
      const refresh = await t.call('POST', '/api/auth/refresh-token', { cookie: res.setCookie });
      expect(refresh.status).toBe(200);

      const stored = await storedPasskey(credential.id);
      expect(stored?.counter).toBe(1);
      expect(stored?.lastUsedAt).not.toBeNull();
      const list = await t.call('GET', '/api/auth/webauthn/credentials', { token: u.token });
      expect(list.body.credentials[0].lastUsedAt).toEqual(expect.any(String));

      // again, with the next counter; without a user handle too
      const next = await loginVerify(
        device.get(await loginOptions(), credential, { userHandle: null }),
      );
      expect(next.status).toBe(200);
      expect((await storedPasskey(credential.id))?.counter).toBe(2);
    });

    it('accepts authenticators without a counter (always 0), but each challenge once', async () => {
      const u = await register(t);
      const { credential } = await addPasskey(u);
      let assertion: unknown;
      for (let i = 0; i < 2; i++) {
        assertion = device.get(await loginOptions(), credential, { counter: 0 });
        const res = await loginVerify(assertion);
        expect(res.status).toBe(200);
      }
      // the counter cannot catch this replay; the used challenge does
      const replay = await loginVerify(assertion);
      expect(replay.status).toBe(401);
      expect(replay.body.error).toBe(AUTH_FAILED);
    });

    it('answers 401 to a replayed assertion, a counter going back, an unknown credential', async () => {
      const u = await register(t);
      const { credential } = await addPasskey(u);
      const options = await loginOptions();
      const assertion = device.get(options, credential);
      expect((await loginVerify(assertion)).status).toBe(200);

      const replay = await loginVerify(assertion);
      expect(replay.status).toBe(401);
      expect(replay.body).toEqual({ error: AUTH_FAILED, statusCode: 401 });
      expect(replay.setCookie).toBeUndefined();

      const regression = await loginVerify(
        device.get(await loginOptions(), credential, { counter: 1 }),
      );
      expect(regression.status).toBe(401);
      expect(regression.body.error).toBe(AUTH_FAILED);
      expect((await storedPasskey(credential.id))?.counter).toBe(1);

      const stranger = device.create(await registrationOptions(await register(t))).credential;
      const unknown = await loginVerify(device.get(await loginOptions(), stranger));
      expect(unknown.status).toBe(401);
      expect(unknown.body.error).toBe(AUTH_FAILED);
    });

    it.each([
      ['a wrong origin', { origin: 'https://evil.example.com' }],
      ['a wrong RP id', { rpId: 'evil.example.com' }],
      ['no user verification', { uv: false }],
      ['a challenge never issued', { challenge: 'bm90LWlzc3VlZA' }],
      ['a registration ceremony type', { type: 'webauthn.create' }],
      ["another account's user handle", { userHandle: 'c29tZW9uZS1lbHNl' }],
    ])('answers 401 for %s', async (_label, overrides) => {
      const u = await register(t);
      const { credential } = await addPasskey(u);
      const res = await loginVerify(device.get(await loginOptions(), credential, overrides));
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: AUTH_FAILED, statusCode: 401 });
    });

    it('answers 401 to a bad signature and to an expired challenge', async () => {
      const u = await register(t);
      const { credential } = await addPasskey(u);
      const assertion = device.get(await loginOptions(), credential) as {
        response: Record<string, string>;
      };
      const forged = {
        ...assertion,
        response: { ...assertion.response, signature: Buffer.from('forged').toString('base64url') },
      };
      expect((await loginVerify(forged)).status).toBe(401);

      const options = await loginOptions();
      await db.query(
        `UPDATE "webauthn_challenges" SET "expiresAt" = now() - interval '1 second' WHERE "challenge" = $1`,
        [options.challenge],
      );
      const expired = await loginVerify(device.get(options, credential));
      expect(expired.status).toBe(401);
      expect(expired.body.error).toBe(AUTH_FAILED);
    });

    it('answers 401 to a disabled account', async () => {
      const u = await register(t);
      const { credential } = await addPasskey(u);
      await db.query(`UPDATE "users" SET "disabledAt" = now() WHERE "id" = $1`, [u.id]);
      const res = await loginVerify(device.get(await loginOptions(), credential));
      expect(res.status).toBe(401);
      expect(res.body.error).toBe(AUTH_FAILED);
    });

    it('refuses a body that is not an assertion with 400', async () => {
      const res = await loginVerify({ id: 'abc', rawId: 'abc', type: 'public-key', response: {} });
      expect(res.status).toBe(400);
      const anything = await t.call('POST', '/api/auth/webauthn/login/options', {
        body: { email: 42 },
        ip: uniqueIp(),
      });
      expect(anything.status).toBe(400);
    });

    it('counts failures per address and then answers 429', async () => {
      const ip = uniqueIp();
      const bogus = device.create(await registrationOptions(await register(t))).credential;
      for (let i = 0; i < 30; i++) {
        const options = await loginOptions(ip);
        const res = await loginVerify(device.get(options, bogus), ip);
        expect(res.status).toBe(401);
      }
      const blocked = await t.call('POST', '/api/auth/webauthn/login/options', { body: {}, ip });
      expect(blocked.status).toBe(429);
      expect(blocked.headers['retry-after']).toEqual(expect.any(String));
      expect(blocked.body.error).toMatch(/^Too many sign-in attempts/);
    });
  });

  describe('managing passkeys', () => {
    it('lists several passkeys newest first, renames and deletes them', async () => {
      const u = await register(t);
      const first = await addPasskey(u);
      const second = await addPasskey(u, REGISTER_PATHS[0]);
      const list = await t.call('GET', '/api/auth/webauthn/credentials', { token: u.token });
      expect(list.body.credentials.map((c: { id: string }) => c.id)).toEqual([
        second.passkey.id,
        first.passkey.id,
      ]);
      // each passkey signs in
      for (const { credential } of [first, second]) {
        expect((await loginVerify(device.get(await loginOptions(), credential))).status).toBe(200);
      }

      const url = `/api/auth/webauthn/credentials/${String(first.passkey.id)}`;
      const renamed = await t.call('PATCH', url, { token: u.token, body: { name: ' Laptop ' } });
      expect(renamed.status).toBe(200);
      expect(renamed.body).toEqual({
        credential: { ...first.passkey, name: 'Laptop', lastUsedAt: expect.any(String) },
      });

      for (const [body, message] of [
        [{ name: '' }, 'Passkey name is required'],
        [{ name: '   ' }, 'Passkey name is required'],
        [{ name: 'x'.repeat(61) }, 'Passkey name must be at most 60 characters'],
        [{}, 'Passkey name must be text'],
        [{ name: 'ok', extra: 1 }, 'Unknown field "extra"'],
      ] as const) {
        const res = await t.call('PATCH', url, { token: u.token, body });
        expect(res.status).toBe(400);
        expect(res.body.error).toBe(message);
      }

      const removed = await t.call('DELETE', url, { token: u.token });
      expect(removed.status).toBe(200);
      expect(removed.body).toEqual({ success: true });
      const after = await t.call('GET', '/api/auth/webauthn/credentials', { token: u.token });
      expect(after.body.credentials.map((c: { id: string }) => c.id)).toEqual([second.passkey.id]);
      expect((await t.call('DELETE', url, { token: u.token })).status).toBe(404);

      // a removed passkey no longer signs in
      const res = await loginVerify(device.get(await loginOptions(), first.credential));
      expect(res.status).toBe(401);
    });

    it("answers 404 for another user's passkey, an unknown or a malformed id", async () => {
      const owner = await register(t);
      const { passkey } = await addPasskey(owner);
      const other = await register(t);
      for (const id of [passkey.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
        const url = `/api/auth/webauthn/credentials/${String(id)}`;
        const rename = await t.call('PATCH', url, { token: other.token, body: { name: 'Mine' } });
        expect(rename.status).toBe(404);
        expect(rename.body.error).toBe('Passkey not found');
        const del = await t.call('DELETE', url, { token: other.token });
        expect(del.status).toBe(404);
        expect(del.body.error).toBe('Passkey not found');
      }
      const list = await t.call('GET', '/api/auth/webauthn/credentials', { token: other.token });
      expect(list.body.credentials).toEqual([]);
      const ownerList = await t.call('GET', '/api/auth/webauthn/credentials', {
        token: owner.token,
      });
      expect(ownerList.body.credentials).toEqual([passkey]);
    });

    it('needs a signed-in user', async () => {
      for (const [method, url] of [
        ['GET', '/api/auth/webauthn/credentials'],
        ['PATCH', '/api/auth/webauthn/credentials/00000000-0000-4000-8000-000000000000'],
        ['DELETE', '/api/auth/webauthn/credentials/00000000-0000-4000-8000-000000000000'],
      ]) {
        const res = await t.call(method, url, method === 'PATCH' ? { body: { name: 'x' } } : {});
        expect(res.status).toBe(401);
      }
    });

    it('deleting the account deletes its passkeys, which then cannot sign in', async () => {
      const u = await register(t);
      const { credential } = await addPasskey(u);
      const del = await t.call('DELETE', '/api/profile', {
        token: u.token,
        body: { password: u.password },
      });
      expect(del.status).toBe(200);
      expect(await storedPasskey(credential.id)).toBeUndefined();
      const res = await loginVerify(device.get(await loginOptions(), credential));
      expect(res.status).toBe(401);
    });
  });

  it('documents every passkey route in Swagger', async () => {
    const res = await t.call('GET', '/api/docs-json');
    const paths = Object.keys(res.body.paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/webauthn/register/options',
        '/api/webauthn/register/verify',
        '/api/auth/webauthn/register/options',
        '/api/auth/webauthn/register/verify',
        '/api/auth/webauthn/login/options',
        '/api/auth/webauthn/login/verify',
        '/api/auth/webauthn/credentials',
        '/api/auth/webauthn/credentials/{id}',
        '/api/profile',
        '/api/profile/export',
      ]),
    );
  });
});
