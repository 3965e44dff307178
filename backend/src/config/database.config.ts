import { registerAs } from '@nestjs/config';
import { join } from 'node:path';
import { loadAppConfig } from './app.config';
import { env, parseUrl } from './env';

export interface DatabaseConfig {
  /** PostgreSQL connection string; null means the embedded PGlite database. */
  url: string | null;
  /** Folder of the embedded database (used when url is null). */
  pgliteDir: string;
}

export function loadDatabaseConfig(): DatabaseConfig {
  const url = env('DATABASE_URL');
  if (url) parseUrl('DATABASE_URL', url, ['postgres:', 'postgresql:']);
  return { url: url ?? null, pgliteDir: join(loadAppConfig().dataDir, 'pglite') };
}

export const databaseConfig = registerAs('database', loadDatabaseConfig);
