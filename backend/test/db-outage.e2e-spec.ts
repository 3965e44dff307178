import { setTimeout as sleep } from 'node:timers/promises';
import {
  bootApp,
  CallResult,
  register,
  RegisteredUser,
  TestApp,
  uniqueIp,
} from './helpers/test-app';
import { startTcpProxy, TcpProxy } from './helpers/tcp-proxy';
import { testDbMode } from './setup/test-db';

const UNAVAILABLE = {
  error: 'The service is temporarily unavailable. Please try again.',
  statusCode: 503,
};
const OUTAGE_MS = 10_000;
const QUICK_MS = 3_000;

async function timed(call: () => Promise<CallResult>): Promise<CallResult & { ms: number }> {
  const start = Date.now();
  const res = await call();
  return { ...res, ms: Date.now() - start };
}

if (testDbMode() === 'postgres') {
  describe('a PostgreSQL outage of ten seconds: quick 503 answers, then recovery without a restart', () => {
    let proxy: TcpProxy;
    let t: TestApp;
    let user: RegisteredUser;

    beforeAll(async () => {
      // The API reaches the run's database through a proxy that the test can cut.
      const target = new URL(process.env.E2E_DATABASE_URL!);
      proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
      const viaProxy = new URL(target);
      viaProxy.hostname = '127.0.0.1';
      viaProxy.port = String(proxy.port);
      t = await bootApp({ DATABASE_URL: viaProxy.toString() });
      user = await register(t);
    });
    afterAll(async () => {
      await t.close();
      await proxy.close();
    });

    it('answers 503 within 3 s while the database is cut off, and serves again once it is back', async () => {
      expect((await t.call('GET', '/api/profile', { token: user.token })).status).toBe(200);
      expect((await t.call('GET', '/api/health')).body).toEqual({ status: 'ok', database: 'up' });

      proxy.cut();
      const cutAt = Date.now();
      let rounds = 0;
      while (Date.now() - cutAt < OUTAGE_MS - 2 * QUICK_MS) {
        rounds++;
        const profile = await timed(() => t.call('GET', '/api/profile', { token: user.token }));
        expect([profile.status, profile.body]).toEqual([503, UNAVAILABLE]);
        expect(profile.ms).toBeLessThan(QUICK_MS);

        const signIn = await timed(() =>
          t.call('POST', '/api/auth/login', {
            body: { email: user.email, password: user.password },
            ip: uniqueIp(),
          }),
        );
        expect([signIn.status, signIn.body]).toEqual([503, UNAVAILABLE]);
        expect(signIn.ms).toBeLessThan(QUICK_MS);

        const health = await timed(() => t.call('GET', '/api/health'));
        expect([health.status, health.body]).toEqual([503, { status: 'error', database: 'down' }]);
        expect(health.ms).toBeLessThan(QUICK_MS);
        await sleep(500);
      }
      expect(rounds).toBeGreaterThan(1);
      await sleep(Math.max(0, cutAt + OUTAGE_MS - Date.now()));

      proxy.restore();
      const restoredAt = Date.now();
      let profile = await t.call('GET', '/api/profile', { token: user.token });
      while (profile.status !== 200 && Date.now() - restoredAt < 5_000) {
        await sleep(200);
        profile = await t.call('GET', '/api/profile', { token: user.token });
      }
      expect(profile.status).toBe(200);
      expect(profile.body.user.email).toBe(user.email);
      expect((await t.call('GET', '/api/health')).body).toEqual({ status: 'ok', database: 'up' });
      const signIn = await t.call('POST', '/api/auth/login', {
        body: { email: user.email, password: user.password },
        ip: uniqueIp(),
      });
      expect(signIn.status).toBe(200);
    }, 60_000);
  });
} else {
  describe('the outage test needs a server database (PostgreSQL through DATABASE_URL); on the embedded PGlite it checks that the embedded database is healthy', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await bootApp();
    });
    afterAll(async () => {
      await t.close();
    });

    it('reports the embedded database up and serves a request that reads and writes it', async () => {
      expect((await t.call('GET', '/api/health')).body).toEqual({ status: 'ok', database: 'up' });
      const user = await register(t);
      const profile = await t.call('GET', '/api/profile', { token: user.token });
      expect(profile.status).toBe(200);
      expect(profile.body.user.email).toBe(user.email);
    });
  });
}
