import { redisServerAvailable, startRedis } from './helpers/redis';
import {
  bootApp,
  register,
  STRONG_PASSWORD,
  TestApp,
  uniqueEmail,
  uniqueIp,
} from './helpers/test-app';

/**
 * RATE_LIMIT_IP_FACTOR=0.1 turns the per-address limits into: 3 failed logins per 15 min, register 2/hour,
 * reset 1/hour. Per-account limits are not affected by the factor (10 failed logins per 15 min,
 * 5 reset mails per hour).
 */
describe('rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await bootApp({ RATE_LIMIT_IP_FACTOR: '0.1' });
  });
  afterAll(async () => {
    await t.close();
  });

  function expect429(
    res: { status: number; body: { error: string }; headers: Record<string, unknown> },
    text: RegExp,
  ) {
    expect(res.status).toBe(429);
    expect(res.body.error).toMatch(text);
    expect(res.body.error).toMatch(/Please try again in \d+ (minute|second)s?\.$/);
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
  }

  it('login: failed attempts per address (30 per 15 minutes × factor)', async () => {
    const ip = uniqueIp();
    const body = { email: uniqueEmail(), password: 'Wrong!pass1' };
    for (let i = 0; i < 3; i++)
      expect((await t.call('POST', '/api/auth/login', { body, ip })).status).toBe(401);
    const limited = await t.call('POST', '/api/auth/login', { body, ip });
    expect429(limited, /^Too many sign-in attempts\./);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(900);
    // another address is not affected
    expect((await t.call('POST', '/api/auth/login', { body, ip: uniqueIp() })).status).toBe(401);
  });

  it('login: successful sign-ins from one address are not throttled', async () => {
    const email = uniqueEmail();
    const password = 'Sapphire#2026';
    const registered = await t.call('POST', '/api/auth/register', {
      body: { email, password, firstName: 'Olivia', lastName: 'Grant' },
      ip: uniqueIp(),
    });
    expect(registered.status).toBe(201);
    const ip = uniqueIp();
    for (let i = 0; i < 6; i++) {
      expect(
        (await t.call('POST', '/api/auth/login', { body: { email, password }, ip })).status,
      ).toBe(200);
    }
  });

  it('login: 10 failed attempts per account per 15 minutes, from any address', async () => {
    const user = await register(t);
    for (let i = 0; i < 10; i++) {
      const res = await t.call('POST', '/api/auth/login', {
        body: { email: user.email, password: 'Wrong!pass1' },
        ip: uniqueIp(),
      });
      expect(res.status).toBe(401);
    }
    // even the right password is refused while the account is locked
    const limited = await t.call('POST', '/api/auth/login', {
      body: { email: user.email, password: user.password },
      ip: uniqueIp(),
    });
    expect429(limited, /^Too many sign-in attempts\./);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
  });

  it('register: per address (20/hour × factor)', async () => {
    const ip = uniqueIp();
    const body = () => ({
      email: uniqueEmail(),
      password: STRONG_PASSWORD,
      firstName: 'Jane',
      lastName: 'Doe',
    });
    expect((await t.call('POST', '/api/auth/register', { body: body(), ip })).status).toBe(201);
    expect((await t.call('POST', '/api/auth/register', { body: body(), ip })).status).toBe(201);
    expect429(
      await t.call('POST', '/api/auth/register', { body: body(), ip }),
      /^Too many accounts/,
    );
  });

  it('reset: per address (10/hour × factor), same answer whether the account exists or not', async () => {
    const ip = uniqueIp();
    expect(
      (await t.call('POST', '/api/auth/reset-password', { body: { email: uniqueEmail() }, ip }))
        .status,
    ).toBe(200);
    expect429(
      await t.call('POST', '/api/auth/reset-password', { body: { email: uniqueEmail() }, ip }),
      /^Too many password reset requests\./,
    );
  });

  it('reset: 5 mails per account per hour', async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 5; i++) {
      expect(
        (await t.call('POST', '/api/auth/reset-password', { body: { email }, ip: uniqueIp() }))
          .status,
      ).toBe(200);
    }
    expect429(
      await t.call('POST', '/api/auth/reset-password', { body: { email }, ip: uniqueIp() }),
      /^Too many password reset/,
    );
  });
});

// With REDIS_URL the counters live in Redis, so two server processes share them. This needs the
// redis-server binary (installed on the CI machine); without it the block is skipped, visibly.
(redisServerAvailable() ? describe : describe.skip)(
  'rate limits shared through Redis (REDIS_URL)',
  () => {
    it('two app instances count against the same limit', async () => {
      const redis = await startRedis();
      const a = await bootApp({ RATE_LIMIT_IP_FACTOR: '0.1', REDIS_URL: redis.url });
      const b = await bootApp({ RATE_LIMIT_IP_FACTOR: '0.1', REDIS_URL: redis.url });
      try {
        const ip = uniqueIp();
        const body = { email: uniqueEmail(), password: 'Wrong!pass1' };
        expect((await a.call('POST', '/api/auth/login', { body, ip })).status).toBe(401);
        expect((await b.call('POST', '/api/auth/login', { body, ip })).status).toBe(401);
        expect((await a.call('POST', '/api/auth/login', { body, ip })).status).toBe(401);
        const limited = await b.call('POST', '/api/auth/login', { body, ip });
        expect(limited.status).toBe(429);
        expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      } finally {
        await a.close();
        await b.close();
        await redis.stop();
      }
    });
  },
);
