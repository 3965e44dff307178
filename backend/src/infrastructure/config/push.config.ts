import { registerAs } from '@nestjs/config';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateVAPIDKeys } from 'web-push';
import { loadAppConfig } from './app.config';
import { ConfigError, env } from './env';
import { loadMailConfig } from './mail.config';

/** The browsers' push services (README, PUSH_ALLOWED_HOSTS). */
export const DEFAULT_PUSH_ALLOWED_HOSTS = [
  'fcm.googleapis.com',
  '*.push.services.mozilla.com',
  '*.notify.windows.com',
  '*.push.apple.com',
] as const;

export interface AllowedPushHost {
  /** Lower-case host name (without `*.`). */
  host: string;
  /** `*.host`: any sub-domain of host (not host itself). */
  wildcard: boolean;
  /** The port, '' for https's default 443. */
  port: string;
}

export interface PushConfig {
  vapid: { publicKey: string; privateKey: string; subject: string };
  allowedHosts: AllowedPushHost[];
  /** How long a push service may take to answer before the send is given up. */
  timeoutMs: number;
}

const KEY_RE = /^[A-Za-z0-9_-]+$/;
const HOST_RE =
  /^(\*\.)?([a-z0-9]([a-z0-9-]*[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/;

export function parseAllowedHosts(raw: string): AllowedPushHost[] {
  return raw
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean)
    .map((entry) => {
      if (!HOST_RE.test(entry)) {
        throw new ConfigError(
          `PUSH_ALLOWED_HOSTS must list host names or host:port, comma-separated (not "${entry}")`,
        );
      }
      const wildcard = entry.startsWith('*.');
      const bare = wildcard ? entry.slice(2) : entry;
      const [host, port = ''] = bare.split(':');
      if (port && (Number(port) < 1 || Number(port) > 65535)) {
        throw new ConfigError(`PUSH_ALLOWED_HOSTS has a port out of range in "${entry}"`);
      }
      return { host, wildcard, port: port === '443' ? '' : port };
    });
}

/** Reads DATA_DIR/vapid.json, creating the key pair (mode 0600) the first time. */
function persistentVapidKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = join(dataDir, 'vapid.json');
  if (existsSync(file)) {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    if (
      typeof saved.publicKey === 'string' &&
      typeof saved.privateKey === 'string' &&
      KEY_RE.test(saved.publicKey) &&
      KEY_RE.test(saved.privateKey)
    ) {
      return { publicKey: saved.publicKey, privateKey: saved.privateKey };
    }
  }
  mkdirSync(dataDir, { recursive: true });
  const keys = generateVAPIDKeys();
  writeFileSync(file, `${JSON.stringify(keys)}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return keys;
}

export function loadPushConfig(): PushConfig {
  const publicKey = env('VAPID_PUBLIC_KEY');
  const privateKey = env('VAPID_PRIVATE_KEY');
  if ((publicKey === undefined) !== (privateKey === undefined)) {
    throw new ConfigError('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
  }
  if (publicKey !== undefined && privateKey !== undefined) {
    if (!KEY_RE.test(publicKey) || Buffer.from(publicKey, 'base64url').length !== 65) {
      throw new ConfigError('VAPID_PUBLIC_KEY must be a URL-safe base64 P-256 public key');
    }
    if (!KEY_RE.test(privateKey) || Buffer.from(privateKey, 'base64url').length !== 32) {
      throw new ConfigError('VAPID_PRIVATE_KEY must be a URL-safe base64 P-256 private key');
    }
  }
  const keys =
    publicKey !== undefined && privateKey !== undefined
      ? { publicKey, privateKey }
      : persistentVapidKeys(loadAppConfig().dataDir);
  const subject = env('VAPID_SUBJECT') ?? `mailto:${loadMailConfig().contactEmail}`;
  if (!/^(mailto:\S+@\S+|https:\/\/\S+)$/.test(subject)) {
    throw new ConfigError('VAPID_SUBJECT must be a mailto: address or an https: URL');
  }
  const allowedHosts = parseAllowedHosts(
    env('PUSH_ALLOWED_HOSTS') ?? DEFAULT_PUSH_ALLOWED_HOSTS.join(','),
  );
  return { vapid: { ...keys, subject }, allowedHosts, timeoutMs: 10_000 };
}

export const pushConfig = registerAs('push', loadPushConfig);
