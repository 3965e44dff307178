import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, Server, Socket as TcpSocket } from 'node:net';
import { Client } from 'pg';
import type { Socket } from 'socket.io-client';
import { ownDatabase, OwnDatabase } from '../helpers/own-database';
import { jpeg, multipart, VALID_FIELDS } from '../helpers/multipart';
import { ServerProcess, startServerProcess } from '../helpers/server-process';
import { startRedis } from '../helpers/redis';
import { connect, next } from '../helpers/sockets';
import { STRONG_PASSWORD, uniqueEmail, waitForMail } from '../helpers/test-app';

/**
 * Two real product processes (contracts.md "Operations") on one PostgreSQL database, one Redis and
 * one bucket of the S3 gateway that scripts/test.mjs starts (TEST_S3_*): what one process does,
 * the other sees, and a process killed with SIGKILL loses nothing its job lease protects.
 */

const LEASE_MS = 3000;

/**
 * A mail server that takes the envelope and then never answers the message itself: a mail to it
 * hangs (until nodemailer's time-out). `recipients` lists whom each held mail was for.
 */
function stalledMailServer(): { server: Server; recipients: string[]; held: TcpSocket[] } {
  const recipients: string[] = [];
  const held: TcpSocket[] = [];
  const server = createServer((socket) => {
    held.push(socket);
    socket.write('220 stalled ESMTP\r\n');
    let buffer = '';
    socket.on('data', (chunk) => {
      buffer += chunk.toString();
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const rcpt = /^RCPT TO:\s*<([^>]+)>/i.exec(line);
        if (rcpt) recipients.push(rcpt[1].toLowerCase());
        if (/^(EHLO|HELO|MAIL|RCPT|RSET|NOOP)/i.test(line)) socket.write('250 OK\r\n');
        // DATA: no answer, ever
      }
    });
    socket.on('error', () => undefined);
  });
  return { server, recipients, held };
}

interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  bytes: Buffer;
  type: string | null;
}

async function call(
  to: ServerProcess,
  method: string,
  path: string,
  options: { token?: string; json?: unknown; form?: ReturnType<typeof multipart>; cookie?: string },
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.cookie) headers.cookie = options.cookie;
  let body: Blob | string | undefined;
  if (options.form) {
    Object.assign(headers, options.form.headers);
    body = new Blob([new Uint8Array(options.form.raw)]);
  } else if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const res = await fetch(`${to.url}${path}`, { method, headers, body });
  const bytes = Buffer.from(await res.arrayBuffer());
  let parsed: unknown;
  try {
    parsed = JSON.parse(bytes.toString());
  } catch {
    parsed = undefined;
  }
  return { status: res.status, body: parsed, bytes, type: res.headers.get('content-type') };
}

async function registerOn(to: ServerProcess) {
  const email = uniqueEmail('cluster');
  const res = await fetch(`${to.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: STRONG_PASSWORD, firstName: 'Ada', lastName: 'Lane' }),
  });
  if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { token: string; user: { id: string } };
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0];
  return { email, token: body.token, id: body.user.id, cookie };
}

async function until<T>(what: string, probe: () => Promise<T | null>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('two product processes on one PostgreSQL, Redis and bucket', () => {
  let db: OwnDatabase;
  let sql: Client;
  let redis: { url: string; stop: () => Promise<void> };
  /** Process A's mail server: a mail A sends hangs on it. */
  const stalled = stalledMailServer();
  let a: ServerProcess;
  let b: ServerProcess;
  let staffToken: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    if (!process.env.TEST_S3_ENDPOINT) {
      throw new Error(
        'This test needs the S3 gateway: scripts/test.mjs starts it and sets TEST_S3_ENDPOINT',
      );
    }
    db = await ownDatabase();
    sql = new Client({ connectionString: db.env.DATABASE_URL });
    await sql.connect();
    redis = await startRedis();
    await new Promise<void>((r) => stalled.server.listen(0, '127.0.0.1', r));
    const admin = { email: uniqueEmail('cluster-admin'), password: STRONG_PASSWORD };
    const shared = {
      ...db.env,
      REDIS_URL: redis.url,
      S3_BUCKET: `cluster-${randomBytes(6).toString('hex')}`,
      S3_ENDPOINT: process.env.TEST_S3_ENDPOINT,
      S3_ACCESS_KEY_ID: process.env.TEST_S3_ACCESS_KEY_ID ?? '',
      S3_SECRET_ACCESS_KEY: process.env.TEST_S3_SECRET_ACCESS_KEY ?? '',
      JWT_SECRET: randomBytes(32).toString('hex'),
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      RATE_LIMIT_IP_FACTOR: '100',
      JOBS_POLL_MS: '100',
      JOBS_LEASE_MS: String(LEASE_MS),
      // one scope: either process takes the other's jobs
      JOBS_SCOPE: `cluster-${randomBytes(4).toString('hex')}`,
      LOG_LEVEL: 'warn',
    };
    const mailPort = (stalled.server.address() as { port: number }).port;
    // Both start at once: one migrates the fresh database, the other waits for it (the migration
    // lock, ADR 015), as processes of a cluster do; one start-up's time instead of two.
    [a, b] = await Promise.all([
      startServerProcess({ ...shared, SMTP_URL: `smtp://127.0.0.1:${mailPort}` }),
      startServerProcess(shared),
    ]);
    await Promise.all([a.healthy(), b.healthy()]);
    const login = await call(a, 'POST', '/api/auth/login', { json: admin });
    expect(login.status).toBe(200);
    staffToken = login.body.token;
  }, 180_000);

  afterAll(async () => {
    for (const s of sockets) s.close();
    for (const s of stalled.held) s.destroy();
    await Promise.all([a?.kill(), b?.stop()]);
    stalled.server.close();
    await redis?.stop();
    await sql?.end();
    await db?.drop();
  }, 60_000);

  it('serves a photo uploaded through one process from the other', async () => {
    const customer = await registerOn(a);
    const photo = await jpeg(320, 240, '#7a5c2e');
    const created = await call(a, 'POST', '/api/valuations', {
      token: customer.token,
      form: multipart(VALID_FIELDS, [{ filename: 'dial.jpg', data: photo }]),
    });
    expect(created.status).toBe(201);
    const { url, previewUrl } = created.body.valuation.photos[0];
    const fromA = await call(a, 'GET', url, {});
    const fromB = await call(b, 'GET', url, {});
    expect([fromA.status, fromB.status]).toEqual([200, 200]);
    expect(fromB.type).toBe('image/jpeg');
    expect(fromB.bytes.equals(fromA.bytes)).toBe(true);
    expect((await call(b, 'GET', previewUrl, {})).status).toBe(200);
    // and the request itself, read through the other process
    const read = await call(b, 'GET', `/api/valuations/${created.body.valuation.id}`, {
      token: customer.token,
    });
    expect(read.body.valuation.photos).toHaveLength(1);
  });

  it('delivers a chat message sent through one process to sockets on the other', async () => {
    const customer = await registerOn(a);
    const customerSocket = await connect(b.port, customer.token);
    const staffSocket = await connect(b.port, staffToken);
    sockets.push(customerSocket, staffSocket);
    const content = `Is my watch insured? ${randomUUID()}`;
    const toCustomer = next<{ message: { id: string; content: string } }>(
      customerSocket,
      'message:new',
      (p) => p.message.content === content,
    );
    const toStaff = next<{ message: { id: string; content: string } }>(
      staffSocket,
      'message:new',
      (p) => p.message.content === content,
    );
    const sent = await call(a, 'POST', '/api/chat/messages', {
      token: customer.token,
      form: multipart({ content }),
    });
    expect(sent.status).toBe(201);
    const [c, s] = await Promise.all([toCustomer, toStaff]);
    expect(c.message.id).toBe(sent.body.message.id);
    expect(s.message.id).toBe(sent.body.message.id);
  });

  it('refuses on the other process at once a session revoked on one, and closes its socket there', async () => {
    const customer = await registerOn(a);
    // B has checked (and cached) the session, and holds a socket of it
    for (let i = 0; i < 2; i++)
      expect((await call(b, 'GET', '/api/auth/validate', { token: customer.token })).status).toBe(
        200,
      );
    const socket = await connect(b.port, customer.token);
    sockets.push(socket);
    const closed = new Promise<void>((resolve) => socket.once('disconnect', () => resolve()));

    const out = await call(a, 'POST', '/api/auth/logout', {
      token: customer.token,
      cookie: customer.cookie,
    });
    expect(out.status).toBe(200);
    const revokedAt = Date.now();
    let answer = await call(b, 'GET', '/api/auth/validate', { token: customer.token });
    // the eviction travels by PostgreSQL NOTIFY: allow it the few milliseconds of a round trip
    while (answer.status === 200 && Date.now() - revokedAt < 100)
      answer = await call(b, 'GET', '/api/auth/validate', { token: customer.token });
    expect(answer.status).toBe(401);
    await closed;
  });

  it('runs a job claimed by a process killed with SIGKILL on the other after its lease', async () => {
    // registered through B, so that the only mail to them through A is the job's
    const customer = await registerOn(b);
    const asked = await call(a, 'POST', '/api/chat/messages', {
      token: customer.token,
      form: multipart({ content: 'What is my bracelet worth?' }),
    });
    const conversationId = asked.body.message.conversationId as string;
    // An expert's reply the customer (not connected) has not read: its offline mail job
    expect(
      (
        await call(b, 'POST', `/api/staff/conversations/${conversationId}/messages`, {
          token: staffToken,
          form: multipart({ content: 'About £4,000; I will write it up.' }),
        })
      ).status,
    ).toBe(201);
    const key = `chat-offline-mail:${customer.id}`;
    const job = await until('the offline mail job', async () => {
      const { rows } = await sql.query<{ id: string }>(
        'SELECT id FROM scheduled_jobs WHERE key = $1',
        [key],
      );
      return rows[0] ?? null;
    });
    const state = async () =>
      (
        await sql.query<{ attempts: number; lockedUntil: Date | null; doneAt: Date | null }>(
          'SELECT attempts, "lockedUntil", "doneAt" FROM scheduled_jobs WHERE id = $1',
          [job.id],
        )
      ).rows[0];

    // Make it due while B is paused, so that A claims it; A's mail server never takes the
    // message, so A is in the middle of the job when it is killed.
    b.child.kill('SIGSTOP');
    try {
      await sql.query(`UPDATE scheduled_jobs SET "runAt" = now() WHERE id = $1`, [job.id]);
      await until('A to claim the job', async () => ((await state()).attempts === 1 ? true : null));
    } finally {
      b.child.kill('SIGCONT');
    }
    await until(
      'A to send the mail',
      async () => (stalled.recipients.includes(customer.email) ? true : null),
      90_000,
    );
    const claimed = await state();
    expect(claimed.doneAt).toBeNull();
    await a.kill();

    // B takes it over once the lease ends, and the customer gets the mail once
    const done = await until('B to run the job', async () => {
      const s = await state();
      return s.doneAt ? s : null;
    });
    expect(done.attempts).toBe(claimed.attempts + 1);
    const mail = await waitForMail(b.dataDir, customer.email, 'A valuation expert has replied');
    expect(mail).toContain('/chat');
  });
});
