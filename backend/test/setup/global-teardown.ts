import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { Client } from 'pg';
import { STATE_FILE } from './test-db';

export default async function globalTeardown(): Promise<void> {
  if (!existsSync(STATE_FILE)) return;
  const { base, name, pgliteTemplate } = JSON.parse(readFileSync(STATE_FILE, 'utf8')) as {
    base: string;
    name: string;
    pgliteTemplate?: string;
  };
  rmSync(STATE_FILE, { force: true });
  if (pgliteTemplate) {
    rmSync(dirname(pgliteTemplate), { recursive: true, force: true });
    return;
  }
  const admin = new Client({ connectionString: base });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
}
