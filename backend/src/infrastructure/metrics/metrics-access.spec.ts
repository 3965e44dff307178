import type { FastifyRequest } from 'fastify';
import { checkMetricsAccess, METRICS_TEXTS } from './metrics-access';

function request(remoteAddress: string, headers: Record<string, string> = {}): FastifyRequest {
  return { socket: { remoteAddress }, headers } as unknown as FastifyRequest;
}

function status(fn: () => void): number | 'ok' {
  try {
    fn();
    return 'ok';
  } catch (err) {
    return (err as { getStatus(): number }).getStatus();
  }
}

describe('checkMetricsAccess', () => {
  const token = 'a-long-metrics-token';

  it('without a token: this machine only, judged by the connection, never through a proxy', () => {
    for (const address of ['127.0.0.1', '127.3.2.1', '::1', '::ffff:127.0.0.1'])
      expect(status(() => checkMetricsAccess(request(address), null))).toBe('ok');
    for (const address of ['10.0.0.7', '192.168.1.2', '::ffff:10.0.0.1', '2001:db8::1', ''])
      expect(status(() => checkMetricsAccess(request(address), null))).toBe(403);
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip'])
      expect(
        status(() => checkMetricsAccess(request('127.0.0.1', { [header]: '203.0.113.5' }), null)),
      ).toBe(403);
  });

  it('with a token: that bearer token from anywhere, nothing else', () => {
    const ok = request('203.0.113.5', { authorization: `Bearer ${token}` });
    expect(status(() => checkMetricsAccess(ok, token))).toBe('ok');
    for (const authorization of [undefined, '', token, `Bearer ${token}x`, `Basic ${token}`]) {
      const headers: Record<string, string> = authorization === undefined ? {} : { authorization };
      expect(status(() => checkMetricsAccess(request('127.0.0.1', headers), token))).toBe(401);
    }
  });

  it('says what to do in its refusals', () => {
    expect(METRICS_TEXTS.loopbackOnly).toMatch(/METRICS_TOKEN/);
    expect(METRICS_TEXTS.tokenRequired).toMatch(/Bearer/);
  });
});
