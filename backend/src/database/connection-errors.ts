/**
 * Recognises the errors that mean "the database cannot be reached right now" (server down,
 * connection cut, connect or query time-out), as opposed to a bug in a query. The HTTP error
 * mapping answers those with 503 instead of 500, and the pool's 'error' events are only logged.
 */

/** Socket-level codes (node:net) raised when the server cannot be reached or the link dies. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs of the same family: class 08 (connection exception), 57P01–57P03
 * (server shutting down, crash, cannot connect now) and 57014 (query cancelled, which is what
 * statement_timeout raises).
 */
const SQLSTATES = /^(08\d{3}|57P0[1-3]|57014)$/;

/** Messages of node-postgres (pg, pg-pool) and TypeORM for a lost or missing connection. */
const MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Query read timeout|not queryable|Connection is not established|terminating connection|the database system is (starting up|shutting down|in recovery mode)/i;

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  driverError?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/** True when `error` (or what it wraps: driverError, cause, AggregateError's errors) is a lost database. */
export function isDatabaseUnavailable(error: unknown): boolean {
  // Iterative walk over the wrapped errors, bounded so a cyclic cause chain cannot loop.
  const queue: unknown[] = [error];
  for (let seen = 0; queue.length > 0 && seen < 20; seen++) {
    const e = queue.shift();
    if (!e || typeof e !== 'object') continue;
    const { code, message, driverError, cause, errors } = e as ErrorLike;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATES.test(code))) return true;
    if (typeof message === 'string' && MESSAGES.test(message)) return true;
    queue.push(driverError, cause);
    if (Array.isArray(errors)) queue.push(...errors);
  }
  return false;
}
