import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { buildDataSourceOptions } from '../../src/database/data-source';
import { STATE_FILE, testDbMode } from './test-db';

/**
 * PostgreSQL mode: creates valuation_test_<random> on TEST_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres) and applies the migrations once.
 * PGlite mode (TEST_DB=pglite): nothing to do, each test file gets its own DATA_DIR.
 */
export default async function globalSetup(): Promise<void> {
  if (testDbMode() === 'pglite') return;
  const base = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `valuation_test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const ds = new DataSource({
    ...buildDataSourceOptions({ url: url.toString(), pgliteDir: '' }),
    migrationsRun: false,
  });
  await ds.initialize();
  await ds.runMigrations();
  await ds.destroy();
  process.env.E2E_DATABASE_URL = url.toString();
  writeFileSync(STATE_FILE, JSON.stringify({ base, name, url: url.toString() }));
}
