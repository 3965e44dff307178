import { registerAs } from '@nestjs/config';
import { join } from 'node:path';
import { loadAppConfig } from './app.config';
import { env, parseUrl } from './env';

export interface DatabaseConfig {
  /** PostgreSQL connection string; null means the embedded PGlite database. */
  url: string | null;
  /** Folder of the embedded database (used when url is null). */
  pgliteDir: string;
  /** PostgreSQL only: how long to wait for a connection (new or from the pool) before failing. */
  connectTimeoutMs?: number;
  /** PostgreSQL only: the longest a statement may run (statement_timeout; query_timeout + 1 s). */
  queryTimeoutMs?: number;
}

/**
 * Time-outs that turn a database outage into a quick 503 instead of requests hanging: a request
 * needs at most a connection (2 s) and its queries; our statements take milliseconds.
 */
export const DATABASE_TIMEOUTS = { connectTimeoutMs: 2000, queryTimeoutMs: 10000 } as const;

export function loadDatabaseConfig(): DatabaseConfig {
  const url = env('DATABASE_URL');
  if (url) parseUrl('DATABASE_URL', url, ['postgres:', 'postgresql:']);
  return {
    url: url ?? null,
    pgliteDir: join(loadAppConfig().dataDir, 'pglite'),
    ...DATABASE_TIMEOUTS,
  };
}

export const databaseConfig = registerAs('database', loadDatabaseConfig);
