import { existsSync, readFileSync, rmSync } from 'node:fs';
import { Client } from 'pg';
import { STATE_FILE } from './test-db';

export default async function globalTeardown(): Promise<void> {
  if (!existsSync(STATE_FILE)) return;
  const { base, name } = JSON.parse(readFileSync(STATE_FILE, 'utf8')) as {
    base: string;
    name: string;
  };
  rmSync(STATE_FILE, { force: true });
  const admin = new Client({ connectionString: base });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
}
