import { randomBytes } from 'node:crypto';
import { SessionCacheService } from '../src/infrastructure/session-cache/session-cache.service';
import { testDbMode } from './setup/test-db';
import {
  bootApp,
  register,
  RegisteredUser,
  STRONG_PASSWORD,
  TestApp,
  uniqueEmail,
  uniqueIp,
} from './helpers/test-app';

const ADMIN_PASSWORD = 'Adm1n!secret';
const EXPIRED = { error: 'Your session has expired. Please sign in again.', statusCode: 401 };

/** The session check is answered from memory (ADR 003); a revocation must still take effect at once. */
describe('session cache: revocation on the same process', () => {
  let t: TestApp;
  let admin: string;
  const adminEmail = uniqueEmail('cache-admin');

  beforeAll(async () => {
    t = await bootApp({ ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD });
    const res = await t.call('POST', '/api/auth/login', {
      body: { email: adminEmail, password: ADMIN_PASSWORD },
      ip: uniqueIp(),
    });
    admin = res.body.token;
  });
  afterAll(async () => {
    await t.close();
  });

  /** Twice, so that the second answer comes from the cache. */
  async function warm(token: string) {
    for (let i = 0; i < 2; i += 1)
      expect((await t.call('GET', '/api/auth/validate', { token })).status).toBe(200);
  }

  it('serves the check from memory once the listener is up', () => {
    expect(t.app.get(SessionCacheService).isOnline).toBe(true);
  });

  it('logout: the very next request with the same token is refused', async () => {
    const user = await register(t);
    await warm(user.token);
    await t.call('POST', '/api/auth/logout', { token: user.token, cookie: user.cookie });
    const after = await t.call('GET', '/api/auth/validate', { token: user.token });
    expect(after.status).toBe(401);
    expect(after.body).toEqual(EXPIRED);
  });

  it('password change: every other session is refused at once, the current one keeps working', async () => {
    const user = await register(t);
    const other = await t.call('POST', '/api/auth/login', {
      body: { email: user.email, password: user.password },
      ip: uniqueIp(),
    });
    await warm(user.token);
    await warm(other.body.token);
    const changed = await t.call('POST', '/api/auth/change-password', {
      token: user.token,
      body: { currentPassword: STRONG_PASSWORD, newPassword: 'N3w!password' },
    });
    expect(changed.status).toBe(200);
    expect((await t.call('GET', '/api/auth/validate', { token: other.body.token })).status).toBe(
      401,
    );
    expect((await t.call('GET', '/api/auth/validate', { token: user.token })).status).toBe(200);
  });

  it('account disabled, role changed, profile renamed, account deleted: the next request sees it', async () => {
    const user = await register(t);
    await warm(user.token);
    const renamed = await t.call('PUT', '/api/profile', {
      token: user.token,
      body: { firstName: 'Renamed' },
    });
    expect(renamed.status).toBe(200);
    const validated = await t.call('GET', '/api/auth/validate', { token: user.token });
    expect(validated.body.user.firstName).toBe('Renamed');

    await t.call('PATCH', `/api/staff/users/${user.id}/role`, {
      token: admin,
      body: { role: 'expert' },
    });
    const asExpert = await t.call('GET', '/api/auth/validate', { token: user.token });
    expect(asExpert.body.user.role).toBe('expert');

    await t.call('POST', `/api/staff/users/${user.id}/disable`, { token: admin });
    expect((await t.call('GET', '/api/auth/validate', { token: user.token })).body).toEqual(
      EXPIRED,
    );

    const doomed = await register(t);
    await warm(doomed.token);
    const deleted = await t.call('DELETE', '/api/profile', {
      token: doomed.token,
      body: { password: doomed.password },
    });
    expect(deleted.status).toBe(200);
    expect((await t.call('GET', '/api/auth/validate', { token: doomed.token })).status).toBe(401);
  });
});

// Several processes share a database only with PostgreSQL: PGlite's data folder belongs to one
// process, whose evictions are local (covered above).
const onPostgres = testDbMode() === 'postgres' ? describe : describe.skip;

onPostgres('session cache: revocation across two processes (PostgreSQL LISTEN/NOTIFY)', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    // Two servers of one deployment: the same database and the same signing key.
    const shared = { JWT_SECRET: randomBytes(32).toString('hex') };
    a = await bootApp(shared);
    b = await bootApp(shared);
  });
  afterAll(async () => {
    await Promise.all([a.close(), b.close()]);
  });

  async function warmBoth(user: RegisteredUser) {
    for (const app of [a, b, a, b])
      expect((await app.call('GET', '/api/auth/validate', { token: user.token })).status).toBe(200);
  }

  /**
   * Milliseconds until `b` refuses the token (gives up after 10 s). `b` cached the session for
   * SESSION_CACHE_TTL_MS (60 s): a refusal within 10 s can only come from the eviction `a`
   * announced. How fast that is (milliseconds on an idle machine) is a figure for a bench, not a
   * pass mark for a test run on a loaded CI machine.
   */
  async function refusedOnB(token: string, since: number): Promise<number> {
    while (Date.now() - since < 10_000) {
      if ((await b.call('GET', '/api/auth/validate', { token })).status === 401)
        return Date.now() - since;
      await new Promise((r) => setTimeout(r, 2));
    }
    return Infinity;
  }

  it('a logout on one process is refused on the other long before its cache would expire', async () => {
    const user = await register(a);
    await warmBoth(user);
    await a.call('POST', '/api/auth/logout', { token: user.token, cookie: user.cookie });
    const done = Date.now();
    expect((await a.call('GET', '/api/auth/validate', { token: user.token })).status).toBe(401);
    expect(await refusedOnB(user.token, done)).toBeLessThan(10_000);
  });

  it('a password change on one process ends the sessions cached on the other', async () => {
    const user = await register(a);
    const other = await b.call('POST', '/api/auth/login', {
      body: { email: user.email, password: user.password },
      ip: uniqueIp(),
    });
    const second = { ...user, token: other.body.token as string };
    await warmBoth(second);
    await a.call('POST', '/api/auth/change-password', {
      token: user.token,
      body: { currentPassword: STRONG_PASSWORD, newPassword: 'N3w!password' },
    });
    expect(await refusedOnB(second.token, Date.now())).toBeLessThan(10_000);
  });
});
