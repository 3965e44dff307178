/** After this many attempts a failing job is marked failed (and logged) instead of retried. */
export const MAX_JOB_ATTEMPTS = 8;

/** Waits before the 2nd, 3rd… attempt; the last one repeats (the cap). */
export const JOB_RETRY_DELAYS_MS: readonly number[] = [
  60_000, // 1 min
  5 * 60_000, // 5 min
  30 * 60_000, // 30 min
  2 * 3_600_000, // 2 h
  6 * 3_600_000, // 6 h
  12 * 3_600_000, // 12 h
  24 * 3_600_000, // 24 h (cap)
];

/**
 * What follows a failed attempt: `attempts` is how many attempts were made, this one included.
 * Either a retry after the back-off for that many failures, or giving up.
 */
export function afterFailure(
  attempts: number,
): { giveUp: true } | { giveUp: false; delayMs: number } {
  if (attempts >= MAX_JOB_ATTEMPTS) return { giveUp: true };
  const index = Math.min(Math.max(attempts, 1), JOB_RETRY_DELAYS_MS.length) - 1;
  return { giveUp: false, delayMs: JOB_RETRY_DELAYS_MS[index] };
}
