import { randomUUID } from 'node:crypto';
import { bootApp, register, TestApp, uniqueIp } from './helpers/test-app';

const TOKEN = 'metrics-token-0123456789';

/** The value of one sample line of the exposition, or undefined when absent. */
function sample(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const match = /^[^{ ]+(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) continue;
    const found = Object.fromEntries(
      [...(match[1] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([k, v]) => found[k] === v)) return Number(match[2]);
  }
  return undefined;
}

describe('GET /metrics (contracts.md "Operations")', () => {
  describe('without METRICS_TOKEN', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await bootApp();
    });
    afterAll(async () => t.close());

    it('answers a caller on this machine in the Prometheus text format, outside /api', async () => {
      await t.call('GET', '/api/health');
      const res = await t.call('GET', '/metrics');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      for (const name of [
        'process_cpu_seconds_total',
        'nodejs_eventloop_lag_seconds',
        'http_request_duration_seconds_bucket',
        'http_requests_total',
        'socketio_connections',
        'scheduled_jobs_due',
        'scheduled_jobs_failed',
        'db_pool_max',
        'db_pool_connections',
        'db_pool_waiting',
      ])
        expect(res.text).toContain(`\n${name}`);
      expect((await t.call('GET', '/api/metrics')).status).toBe(404);
    });

    it('labels requests by route template and status, never by the address asked for', async () => {
      const user = await register(t);
      const id = randomUUID();
      const missing = await t.call('GET', `/api/valuations/${id}`, { token: user.token });
      expect(missing.status).toBe(404);
      const unknown = `/api/no-such-thing-${randomUUID()}`;
      expect((await t.call('GET', unknown)).status).toBe(404);

      const text = (await t.call('GET', '/metrics')).text;
      expect(
        sample(text, 'http_requests_total', {
          method: 'GET',
          route: '/api/valuations/:id',
          status_code: '404',
        }),
      ).toBe(1);
      expect(
        sample(text, 'http_request_duration_seconds_count', {
          method: 'POST',
          route: '/api/auth/register',
          status_code: '201',
        }),
      ).toBeGreaterThanOrEqual(1);
      expect(
        sample(text, 'http_requests_total', { route: 'unmatched', status_code: '404' }),
      ).toBeGreaterThanOrEqual(1);
      expect(text).not.toContain(id);
      expect(text).not.toContain('no-such-thing');
    });

    it('refuses callers elsewhere, and requests a proxy forwarded', async () => {
      const far = await t.call('GET', '/metrics', { ip: uniqueIp() });
      expect(far.status).toBe(403);
      expect(far.body).toEqual({
        error:
          'Metrics are served only to this machine; set METRICS_TOKEN to read them from elsewhere.',
        statusCode: 403,
      });
      const forwarded = await t.call('GET', '/metrics', {
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      expect(forwarded.status).toBe(403);
    });
  });

  describe('with METRICS_TOKEN', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await bootApp({ METRICS_TOKEN: TOKEN });
    });
    afterAll(async () => t.close());

    it('answers the token from anywhere and refuses everything else, a user’s token included', async () => {
      const ok = await t.call('GET', '/metrics', { ip: uniqueIp(), token: TOKEN });
      expect(ok.status).toBe(200);
      expect(ok.text).toContain('http_requests_total');

      const user = await register(t);
      for (const token of [undefined, user.token, `${TOKEN}x`]) {
        const res = await t.call('GET', '/metrics', { token });
        expect([res.status, res.body?.statusCode, res.headers['www-authenticate']]).toEqual([
          401,
          401,
          'Bearer',
        ]);
        expect(res.body.error).toBe(
          'A valid metrics token is required (Authorization: Bearer <METRICS_TOKEN>).',
        );
      }
    });
  });
});

describe('X-Request-Id (contracts.md "Operations")', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await bootApp();
  });
  afterAll(async () => t.close());

  it('repeats a safe id of the caller on the answer, errors included', async () => {
    const id = `nginx-${randomUUID()}_1`;
    for (const url of ['/api/health', '/api/profile', '/api/nothing-here']) {
      const res = await t.call('GET', url, { headers: { 'x-request-id': id } });
      expect(res.headers['x-request-id']).toBe(id);
    }
  });

  it('gives a new id when the caller sends none, or one that is not a short safe token', async () => {
    const seen = new Set<string>();
    for (const sent of [undefined, 'has space', 'a'.repeat(65), 'semi;colon', 'ünï']) {
      const res = await t.call('GET', '/api/health', {
        headers: sent === undefined ? {} : { 'x-request-id': sent },
      });
      const id = String(res.headers['x-request-id']);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      seen.add(id);
    }
    expect(seen.size).toBe(5);
  });
});
