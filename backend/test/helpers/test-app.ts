import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomBytes, randomUUID } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { createApp } from '../../src/app.setup';
import { PGLITE_TEMPLATE_ENV, testDbMode } from '../setup/test-db';
import { FileStore } from '../../src/infrastructure/storage/file-store';

export const STRONG_PASSWORD = 'Str0ng!pass';

export interface CallOptions {
  body?: unknown;
  /** Sent as-is (with its own content type) instead of JSON. */
  raw?: string | Buffer;
  token?: string;
  cookie?: string;
  ip?: string;
  headers?: Record<string, string>;
}

export interface CallResult {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  text: string;
  /** The answer's bytes (files). */
  rawPayload: Buffer;
  headers: Record<string, string | string[] | number | undefined>;
  /** name=value of the refresh cookie set by this answer, if any. */
  setCookie?: string;
  rawSetCookie?: string;
}

export interface TestApp {
  app: NestFastifyApplication;
  dataDir: string;
  call(method: string, url: string, options?: CallOptions): Promise<CallResult>;
  close(): Promise<void>;
}

/** A unique address per test, so per-IP limits of one test never touch another. */
export function uniqueIp(): string {
  const b = randomBytes(3);
  return `10.${b[0]}.${b[1]}.${b[2]}`;
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID()}@example.com`;
}

/**
 * Boots the real app (app.setup.ts) on the run's PostgreSQL database, or on PGlite in a
 * fresh DATA_DIR when TEST_DB=pglite. `env` sets extra configuration for this app.
 */
export async function bootApp(
  env: Record<string, string | undefined> = {},
  dataDir?: string,
): Promise<TestApp> {
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), 'valuation-e2e-'));
  const saved = { ...process.env };
  process.env.LOG_LEVEL = process.env.TEST_LOG_LEVEL ?? 'silent';
  process.env.DATA_DIR = dir;
  process.env.STATIC_DIR = join(dir, 'no-spa');
  // Apps sharing the run's PostgreSQL database never run one another's scheduled jobs; a restart
  // on the same DATA_DIR keeps its jobs.
  process.env.JOBS_SCOPE = basename(dir);
  for (const key of [
    'ADMIN_EMAIL',
    'ADMIN_PASSWORD',
    'REDIS_URL',
    'SMTP_URL',
    'JWT_SECRET',
    'PUBLIC_URL',
    'RATE_LIMIT_IP_FACTOR',
  ]) {
    delete process.env[key];
  }
  // TEST_S3_ENDPOINT (scripts/test.mjs, with the S3 gateway up): every app keeps its files in
  // a bucket of its own on that gateway; otherwise on disk, whatever the shell says.
  for (const key of Object.keys(process.env)) if (key.startsWith('S3_')) delete process.env[key];
  if (process.env.TEST_S3_ENDPOINT) {
    process.env.S3_BUCKET = basename(dir)
      .toLowerCase()
      .replace(/[^a-z0-9-]/g, '-');
    process.env.S3_ENDPOINT = process.env.TEST_S3_ENDPOINT;
    process.env.S3_ACCESS_KEY_ID = process.env.TEST_S3_ACCESS_KEY_ID;
    process.env.S3_SECRET_ACCESS_KEY = process.env.TEST_S3_SECRET_ACCESS_KEY;
  }
  if (testDbMode() === 'pglite') {
    delete process.env.DATABASE_URL;
    // A fresh app starts from the migrated template (a restart on the same DATA_DIR keeps its own).
    const template = process.env[PGLITE_TEMPLATE_ENV];
    const own = join(dir, 'pglite');
    if (template && !existsSync(own)) cpSync(template, own, { recursive: true });
  } else {
    const url = process.env.E2E_DATABASE_URL;
    if (!url) throw new Error('E2E_DATABASE_URL is not set: the jest global setup did not run');
    process.env.DATABASE_URL = url;
  }
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  let app: NestFastifyApplication;
  try {
    app = await createApp({ logger: false, abortOnError: false });
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
  } finally {
    process.env = saved;
  }

  return {
    app,
    dataDir: dir,
    async call(method, url, options = {}) {
      const headers: Record<string, string> = { ...(options.headers ?? {}) };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      if (options.cookie) headers.cookie = options.cookie;
      let payload: string | Buffer | undefined;
      if (options.raw !== undefined) payload = options.raw;
      else if (options.body !== undefined) {
        payload = JSON.stringify(options.body);
        headers['content-type'] ??= 'application/json';
      }
      const res = await app.inject({
        method: method as 'GET',
        url,
        headers,
        payload,
        remoteAddress: options.ip ?? '127.0.0.1',
      });
      let body: unknown;
      try {
        body = JSON.parse(res.body);
      } catch {
        body = undefined;
      }
      const raw = res.headers['set-cookie'];
      const rawSetCookie = (Array.isArray(raw) ? raw : raw ? [raw] : []).find((c) =>
        c.startsWith('refresh_token='),
      );
      const setCookie = rawSetCookie?.split(';')[0];
      return {
        status: res.statusCode,
        body,
        text: res.body,
        rawPayload: res.rawPayload,
        headers: res.headers,
        setCookie,
        rawSetCookie,
      };
    },
    async close() {
      await app.close();
      if (!dataDir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface RegisteredUser {
  email: string;
  password: string;
  token: string;
  cookie: string;
  id: string;
}

export async function register(
  t: TestApp,
  overrides: Record<string, unknown> = {},
  ip = uniqueIp(),
): Promise<RegisteredUser> {
  const body = {
    email: uniqueEmail(),
    password: STRONG_PASSWORD,
    firstName: 'Jane',
    lastName: 'Doe',
    ...overrides,
  };
  const res = await t.call('POST', '/api/auth/register', { body, ip });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${res.text}`);
  return {
    email: String(body.email).toLowerCase(),
    password: String(body.password),
    token: res.body.token,
    cookie: res.setCookie!,
    id: res.body.user.id,
  };
}

/** The mails in DATA_DIR/outbox addressed to `to` whose text holds `subjectPart`, oldest first. */
export function mailsIn(dataDir: string, to: string, subjectPart: string): string[] {
  const outbox = join(dataDir, 'outbox');
  let names: string[] = [];
  try {
    names = readdirSync(outbox).filter((n) => n.endsWith('.eml'));
  } catch {
    // outbox not created yet
  }
  return names
    .sort()
    .map((name) => decodeMail(readFileSync(join(outbox, name), 'latin1')))
    .filter((mail) => mail.includes(`To: ${to}`) && mail.includes(subjectPart));
}

/** Waits for the .eml in DATA_DIR/outbox addressed to `to` (mail is written asynchronously). */
export async function waitForMail(
  dataDir: string,
  to: string,
  subjectPart: string,
  timeoutMs = 5000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const [mail] = mailsIn(dataDir, to, subjectPart);
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no mail "${subjectPart}" to ${to} in ${join(dataDir, 'outbox')}`);
}

/**
 * Undoes quoted-printable soft breaks and =XX escapes, enough to read links and text; the bytes
 * (read as latin1, one char per byte) are then read as UTF-8, so "£95.00" reads as written.
 */
function decodeMail(source: string): string {
  const bytes = source
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The keys the app's FileStore (disk or bucket) holds under `prefix`, sorted. */
export async function storedKeys(t: TestApp, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of t.app.get(FileStore).list(prefix)) keys.push(key);
  return keys.sort();
}
