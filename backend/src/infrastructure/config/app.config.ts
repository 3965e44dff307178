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
  /**
   * The reverse proxies whose X-Forwarded-For is believed (Fastify's `trustProxy`: addresses,
   * CIDR ranges or `loopback`, `linklocal`, `uniquelocal`), or false: the client's address is then
   * the connection's. Behind deploy/'s nginx, `loopback`, so per-address limits see the customer.
   */
  trustProxy: string[] | false;
}

const PROXY_KEYWORDS = ['loopback', 'linklocal', 'uniquelocal'];
const IPV4 = /^(\d{1,3})(\.\d{1,3}){3}(\/\d{1,2})?$/;
const IPV6 = /^[0-9a-f:]*:[0-9a-f:.]*(\/\d{1,3})?$/i;

/** TRUST_PROXY: a comma-separated list of addresses, CIDR ranges and proxy-addr's keywords. */
export function parseTrustProxy(raw: string | undefined): string[] | false {
  if (raw === undefined) return false;
  const items = raw.split(',').map((item) => item.trim().toLowerCase());
  if (items.some((item) => !PROXY_KEYWORDS.includes(item) && !IPV4.test(item) && !IPV6.test(item)))
    throw new ConfigError(
      'TRUST_PROXY must be a comma-separated list of proxy addresses or CIDR ranges (or loopback, linklocal, uniquelocal)',
    );
  return items;
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

  // src/infrastructure/config and dist/infrastructure/config are four levels below the repository root.
  const staticCandidate = resolve(
    process.cwd(),
    env('STATIC_DIR') ?? resolve(__dirname, '../../../../frontend/dist'),
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
    trustProxy: parseTrustProxy(env('TRUST_PROXY')),
  };
}

export const appConfig = registerAs('app', loadAppConfig);
