import { registerAs } from '@nestjs/config';
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { ConfigError, env, parseUrl } from './env';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface AppConfig {
  port: number;
  dataDir: string;
  publicUrl: string;
  secureCookies: boolean;
  logLevel: LogLevel;
  /** Folder of the built SPA, or null when there is none to serve. */
  staticDir: string | null;
}

export function loadAppConfig(): AppConfig {
  const rawPort = env('PORT') ?? '3000';
  const port = Number(rawPort);
  if (!/^\d+$/.test(rawPort) || !Number.isInteger(port) || port < 1 || port > 65535) {
    throw new ConfigError('PORT must be a whole number between 1 and 65535');
  }

  const dataDir = resolve(process.cwd(), env('DATA_DIR') ?? './data');

  const rawPublicUrl = env('PUBLIC_URL') ?? `http://localhost:${port}`;
  const url = parseUrl('PUBLIC_URL', rawPublicUrl, ['http:', 'https:']);
  const publicUrl = url.origin + url.pathname.replace(/\/+$/, '');

  const logLevel = (env('LOG_LEVEL') ?? 'info').toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  }

  // src/config and dist/config are both three levels below the repository root.
  const staticCandidate = resolve(
    process.cwd(),
    env('STATIC_DIR') ?? resolve(__dirname, '../../../frontend/dist'),
  );
  const staticDir =
    existsSync(staticCandidate) &&
    statSync(staticCandidate).isDirectory() &&
    existsSync(resolve(staticCandidate, 'index.html'))
      ? staticCandidate
      : null;

  return {
    port,
    dataDir,
    publicUrl,
    secureCookies: url.protocol === 'https:',
    logLevel: logLevel as LogLevel,
    staticDir,
  };
}

export const appConfig = registerAs('app', loadAppConfig);
