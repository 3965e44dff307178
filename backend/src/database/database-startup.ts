import { Logger } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource, DataSourceOptions } from 'typeorm';
import { isDatabaseUnavailable } from './connection-errors';

/**
 * The PostgreSQL advisory lock (session level, per database) held while a process runs the
 * migrations: one process migrates, the others starting at the same time wait for it.
 */
export const MIGRATION_LOCK_KEY = '7260942391';

/** Waits between connection attempts at start: doubles from 0.5 s to at most 10 s. */
export function startupRetryDelayMs(attempt: number): number {
  return Math.min(500 * 2 ** Math.max(0, attempt - 1), 10_000);
}

/** `host:port` of a PostgreSQL URL, for log lines (never the credentials). */
export function describeServer(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '5432'}`;
  } catch {
    return 'DATABASE_URL';
  }
}

export interface StartupOptions {
  /** PostgreSQL's URL; null for the embedded PGlite (no retry, no lock: one process owns it). */
  url: string | null;
  logger?: Pick<Logger, 'log' | 'warn'>;
  /** For tests: the wait before attempt n+1. */
  retryDelayMs?: (attempt: number) => number;
}

/**
 * Connects and migrates at start. While PostgreSQL cannot be reached (down, starting, network),
 * the process says so in one line naming DATABASE_URL's host and tries again with back-off,
 * instead of exiting and being restarted in a loop; any other error (wrong password, unknown
 * database) stops it. Then the migrations run under MIGRATION_LOCK_KEY.
 */
export async function openDatabase(
  options: DataSourceOptions,
  { url, logger = new Logger('Database'), retryDelayMs = startupRetryDelayMs }: StartupOptions,
): Promise<DataSource> {
  const dataSource = await connectWithRetry(options, url, logger, retryDelayMs);
  try {
    await runMigrationsOnce(dataSource, url !== null, logger);
  } catch (error) {
    await dataSource.destroy().catch(() => undefined);
    throw error;
  }
  return dataSource;
}

async function connectWithRetry(
  options: DataSourceOptions,
  url: string | null,
  logger: Pick<Logger, 'log' | 'warn'>,
  retryDelayMs: (attempt: number) => number,
): Promise<DataSource> {
  for (let attempt = 1; ; attempt++) {
    // A fresh DataSource per attempt: a failed initialize() leaves a half-made driver behind.
    const dataSource = new DataSource({ ...options, migrationsRun: false });
    try {
      await dataSource.initialize();
      if (attempt > 1) logger.log(`Connected to the database at ${describeServer(url!)}`);
      return dataSource;
    } catch (error) {
      if (url === null || !isDatabaseUnavailable(error)) throw error;
      const delay = retryDelayMs(attempt);
      const reason = error instanceof Error ? error.message : String(error);
      logger.warn(
        `The database at ${describeServer(url)} (DATABASE_URL) cannot be reached (${reason}); ` +
          `trying again in ${delay / 1000} s (attempt ${attempt})`,
      );
      await sleep(delay);
    }
  }
}

/** Runs the pending migrations, on PostgreSQL under the advisory lock. */
export async function runMigrationsOnce(
  dataSource: DataSource,
  shared: boolean,
  logger: Pick<Logger, 'log' | 'warn'> = new Logger('Database'),
): Promise<void> {
  if (!shared) {
    await dataSource.runMigrations({ transaction: 'each' });
    return;
  }
  // The lock belongs to this connection's session; the migrations run on others of the pool.
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    let waitingSince = 0;
    for (;;) {
      const [{ locked }] = (await runner.query(
        'SELECT pg_try_advisory_lock($1::bigint) AS locked',
        [MIGRATION_LOCK_KEY],
      )) as { locked: boolean }[];
      if (locked) break;
      if (!waitingSince) {
        waitingSince = Date.now();
        logger.log('Another process is running the database migrations: waiting for it');
      }
      await sleep(250);
    }
    try {
      const ran = await dataSource.runMigrations({ transaction: 'each' });
      if (ran.length > 0)
        logger.log(`Ran ${ran.length} migration(s): ${ran.map((m) => m.name).join(', ')}`);
      else if (waitingSince) logger.log('The database is up to date');
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1::bigint)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await runner.release();
  }
}
