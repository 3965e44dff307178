import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function testDbMode(): 'pglite' | 'postgres' {
  return process.env.TEST_DB === 'pglite' ? 'pglite' : 'postgres';
}

/** Where the global setup leaves the name of the run's database (one per jest run). */
export const STATE_FILE = join(
  tmpdir(),
  `valuation-backend-e2e-${process.ppid}-${process.pid}.json`,
);

/** The PGlite data folder the global setup migrated once; bootApp copies it for each app. */
export const PGLITE_TEMPLATE_ENV = 'TEST_PGLITE_TEMPLATE';
