import { registerAs } from '@nestjs/config';
import { ConfigError, env } from './env';

export interface JobsConfig {
  /** How often every process looks for due scheduled jobs, in ms; 0 turns the poller off. */
  pollMs: number;
  /**
   * Jobs are scheduled and claimed within this scope only. Production leaves it empty (every
   * process shares every job); the API tests give each app its own, so apps sharing the run's
   * database never run one another's jobs.
   */
  scope: string;
  /**
   * How long a claimed job is reserved for the process that claimed it; after that another
   * process takes it over (the claimer died, even by SIGKILL). Longer than any job runs.
   */
  leaseMs: number;
}

/** The default lease: 5 minutes, far beyond the longest job (a mail, a few queries). */
export const DEFAULT_JOB_LEASE_MS = 5 * 60_000;

export function loadJobsConfig(): JobsConfig {
  const rawPoll = env('JOBS_POLL_MS') ?? '1000';
  const pollMs = Number(rawPoll);
  if (!/^\d+$/.test(rawPoll) || pollMs > 3_600_000) {
    throw new ConfigError(
      'JOBS_POLL_MS must be a whole number of milliseconds up to 3600000 (0 turns the poller off)',
    );
  }
  const scope = env('JOBS_SCOPE') ?? '';
  if (scope.length > 100) throw new ConfigError('JOBS_SCOPE must be at most 100 characters');
  const rawLease = env('JOBS_LEASE_MS') ?? String(DEFAULT_JOB_LEASE_MS);
  const leaseMs = Number(rawLease);
  if (!/^\d+$/.test(rawLease) || leaseMs < 1000 || leaseMs > 86_400_000) {
    throw new ConfigError(
      'JOBS_LEASE_MS must be a whole number of milliseconds from 1000 to 86400000',
    );
  }
  return { pollMs, scope, leaseMs };
}

export const jobsConfig = registerAs('jobs', loadJobsConfig);
