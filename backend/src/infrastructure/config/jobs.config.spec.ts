import { loadJobsConfig } from './jobs.config';

function withEnv(env: Record<string, string | undefined>, fn: () => void) {
  const saved = { ...process.env };
  for (const [k, v] of Object.entries(env)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  try {
    fn();
  } finally {
    process.env = saved;
  }
}

describe('jobs configuration', () => {
  it('polls every second in no scope by default, and 0 turns the poller off', () => {
    withEnv({ JOBS_POLL_MS: '', JOBS_SCOPE: undefined, JOBS_LEASE_MS: undefined }, () =>
      expect(loadJobsConfig()).toEqual({ pollMs: 1000, scope: '', leaseMs: 300_000 }),
    );
    withEnv({ JOBS_POLL_MS: '0', JOBS_SCOPE: 'app-1', JOBS_LEASE_MS: '3000' }, () =>
      expect(loadJobsConfig()).toEqual({ pollMs: 0, scope: 'app-1', leaseMs: 3000 }),
    );
  });

  it('stops with one sentence naming a bad JOBS_POLL_MS', () => {
    for (const bad of ['-5', '1.5', 'soon', '3600001']) {
      withEnv({ JOBS_POLL_MS: bad }, () =>
        expect(loadJobsConfig).toThrow(
          'JOBS_POLL_MS must be a whole number of milliseconds up to 3600000 (0 turns the poller off)',
        ),
      );
    }
  });

  it('stops with one sentence naming a bad JOBS_LEASE_MS', () => {
    for (const bad of ['999', '-1', '2.5', 'long', '86400001']) {
      withEnv({ JOBS_LEASE_MS: bad }, () =>
        expect(loadJobsConfig).toThrow(
          'JOBS_LEASE_MS must be a whole number of milliseconds from 1000 to 86400000',
        ),
      );
    }
  });
});
