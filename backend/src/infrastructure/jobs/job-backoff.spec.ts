import { afterFailure, JOB_RETRY_DELAYS_MS, MAX_JOB_ATTEMPTS } from './job-backoff';

const MIN = 60_000;
const HOUR = 60 * MIN;

describe('the back-off of a failing job', () => {
  it('waits 1 min, 5 min, 30 min, 2 h, 6 h, 12 h, 24 h after the 1st…7th failure', () => {
    const delays = [1, 2, 3, 4, 5, 6, 7].map((attempts) => afterFailure(attempts));
    expect(delays).toEqual(
      [MIN, 5 * MIN, 30 * MIN, 2 * HOUR, 6 * HOUR, 12 * HOUR, 24 * HOUR].map((delayMs) => ({
        giveUp: false,
        delayMs,
      })),
    );
  });

  it('grows and never exceeds the cap of 24 h', () => {
    for (let i = 1; i < JOB_RETRY_DELAYS_MS.length; i++) {
      expect(JOB_RETRY_DELAYS_MS[i]).toBeGreaterThan(JOB_RETRY_DELAYS_MS[i - 1]);
    }
    expect(Math.max(...JOB_RETRY_DELAYS_MS)).toBe(24 * HOUR);
  });

  it(`gives up after the ${MAX_JOB_ATTEMPTS}th attempt`, () => {
    expect(MAX_JOB_ATTEMPTS).toBe(8);
    expect(afterFailure(MAX_JOB_ATTEMPTS)).toEqual({ giveUp: true });
    expect(afterFailure(MAX_JOB_ATTEMPTS + 3)).toEqual({ giveUp: true });
    expect(afterFailure(MAX_JOB_ATTEMPTS - 1)).toEqual({ giveUp: false, delayMs: 24 * HOUR });
  });
});
