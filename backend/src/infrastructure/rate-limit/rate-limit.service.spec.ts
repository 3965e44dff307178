import { ConfigService } from '@nestjs/config';
import { DomainError } from '../../common/domain-error';
import { domainErrorAnswer } from '../../common/domain-error.http';
import { loadRateLimitConfig } from '../config/rate-limit.config';
import { RateLimitService, waitPhrase } from './rate-limit.service';
import { MemoryRateLimitStore } from './rate-limit.store';

function service(now: () => number, factor = '1') {
  const previous = process.env.RATE_LIMIT_IP_FACTOR;
  process.env.RATE_LIMIT_IP_FACTOR = factor;
  const config = loadRateLimitConfig();
  if (previous === undefined) delete process.env.RATE_LIMIT_IP_FACTOR;
  else process.env.RATE_LIMIT_IP_FACTOR = previous;
  const store = new MemoryRateLimitStore(now);
  const svc = new RateLimitService({ getOrThrow: () => config } as unknown as ConfigService, store);
  return { svc, store };
}

describe('RateLimitService (fixed windows in memory)', () => {
  let clock = 0;
  const now = () => clock;
  beforeEach(() => {
    clock = Date.UTC(2026, 0, 1, 12, 0, 0);
  });

  it('allows the limit, then throws 429 with Retry-After until the window ends', async () => {
    const { svc, store } = service(now);
    for (let i = 0; i < 30; i++) await svc.consume('loginIp', '1.2.3.4');
    const error = await svc.consume('loginIp', '1.2.3.4').catch((e) => e);
    expect(error).toBeInstanceOf(DomainError);
    const answer = domainErrorAnswer(error);
    expect(answer.status).toBe(429);
    expect(answer.headers['Retry-After']).toBe('900');
    expect(error.sentence).toBe('Too many sign-in attempts. Please try again in 15 minutes.');
    await expect(svc.consume('loginIp', '5.6.7.8')).resolves.toBeUndefined();

    clock += 900_000; // next window
    await expect(svc.consume('loginIp', '1.2.3.4')).resolves.toBeUndefined();
    await store.close();
  });

  it('multiplies per-address limits by RATE_LIMIT_IP_FACTOR, not per-account ones', async () => {
    const { svc, store } = service(now, '2');
    expect(svc.rule('loginIp').limit).toBe(60);
    expect(svc.rule('registerIp').limit).toBe(40);
    expect(svc.rule('resetIp').limit).toBe(20);
    expect(svc.rule('loginFailuresAccount').limit).toBe(10);
    expect(svc.rule('resetAccount').limit).toBe(5);
    await store.close();
    const small = service(now, '0.01');
    expect(small.svc.rule('loginIp').limit).toBe(1);
    await small.store.close();
  });

  it('counts failures separately from checks (assertBelow does not count)', async () => {
    const { svc, store } = service(now);
    for (let i = 0; i < 20; i++) await svc.assertBelow('loginFailuresAccount', 'a@b.co');
    for (let i = 0; i < 9; i++) await svc.record('loginFailuresAccount', 'a@b.co');
    await expect(svc.assertBelow('loginFailuresAccount', 'a@b.co')).resolves.toBeUndefined();
    await svc.record('loginFailuresAccount', 'a@b.co');
    const error = await svc.assertBelow('loginFailuresAccount', 'a@b.co').catch((e) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect(error.sentence).toBe('Too many sign-in attempts. Please try again in 15 minutes.');
    await store.close();
  });

  it('words the wait', () => {
    expect(waitPhrase(1)).toBe('in 1 second');
    expect(waitPhrase(59)).toBe('in 59 seconds');
    expect(waitPhrase(61)).toBe('in 2 minutes');
    expect(waitPhrase(300)).toBe('in 5 minutes');
  });

  it('rejects a bad RATE_LIMIT_IP_FACTOR with a sentence naming it', () => {
    process.env.RATE_LIMIT_IP_FACTOR = 'lots';
    try {
      expect(() => loadRateLimitConfig()).toThrow(
        'RATE_LIMIT_IP_FACTOR must be a positive number (1 is the default)',
      );
    } finally {
      delete process.env.RATE_LIMIT_IP_FACTOR;
    }
  });
});
