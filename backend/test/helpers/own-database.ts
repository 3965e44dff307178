import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { testDbMode } from '../setup/test-db';

export interface OwnDatabase {
  /** Extra environment for bootApp: this database's URL (nothing in PGlite mode). */
  env: Record<string, string>;
  drop(): Promise<void>;
}

/**
 * A database of the test file's own (PostgreSQL mode; PGlite gives every app its own anyway), for
 * tests whose answers depend on every row of a table: the staff accounts other test files create
 * in the run's shared database would be free experts in home-visit slots. The app's migrations
 * build it on start.
 */
export async function ownDatabase(): Promise<OwnDatabase> {
  if (testDbMode() === 'pglite') return { env: {}, drop: async () => {} };
  const base = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `valuation_own_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    async drop() {
      const client = new Client({ connectionString: base });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}
