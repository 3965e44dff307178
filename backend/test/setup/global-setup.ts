import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { buildDataSourceOptions } from '../../src/database/data-source';
import { PGLITE_TEMPLATE_ENV, STATE_FILE, testDbMode } from './test-db';

/**
 * PostgreSQL mode: creates valuation_test_<random> on TEST_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres) and applies the migrations once.
 * PGlite mode (TEST_DB=pglite): every app still gets a database of its own, copied from a
 * template migrated once here (initdb and the migrations cost seconds of CPU per app otherwise).
 */
export default async function globalSetup(): Promise<void> {
  if (testDbMode() === 'pglite') {
    const template = join(mkdtempSync(join(tmpdir(), 'valuation-pglite-template-')), 'pglite');
    const ds = new DataSource({
      ...buildDataSourceOptions({ url: null, pgliteDir: template }),
      migrationsRun: false,
    });
    await ds.initialize();
    await ds.runMigrations();
    await ds.destroy();
    process.env[PGLITE_TEMPLATE_ENV] = template;
    writeFileSync(STATE_FILE, JSON.stringify({ pgliteTemplate: template }));
    return;
  }
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
