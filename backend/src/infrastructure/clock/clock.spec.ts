import { Clock } from './clock';

describe('Clock', () => {
  it('reads the system time by default', () => {
    const before = Date.now();
    const now = new Clock().nowMs();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });

  it('moves forward when advanced and stops when set', () => {
    const clock = new Clock();
    clock.set(new Date('2026-01-05T09:00:00Z'));
    clock.advance(24 * 3600_000);
    expect(clock.now().toISOString()).toBe('2026-01-06T09:00:00.000Z');
    clock.set(null);
    expect(Math.abs(clock.nowMs() - Date.now())).toBeLessThan(1000);
  });
});
