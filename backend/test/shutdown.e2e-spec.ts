import { request as httpRequest } from 'node:http';
import { connect as tcpConnect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from 'pg';
import { SOCKET_PATH } from '@valuation/contracts';
import { io } from 'socket.io-client';
import { startServerProcess, ServerProcess } from './helpers/server-process';
import { testDbMode } from './setup/test-db';

/** Resolves with the error code of a new TCP connection to the port ('connected' if it opened). */
function tryConnect(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = tcpConnect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
  });
}

/** A POST whose body is sent in two parts: in flight until `finish()` sends the rest. */
function slowPost(port: number, path: string, body: string) {
  const bytes = Buffer.from(body);
  const req = httpRequest({
    host: '127.0.0.1',
    port,
    path,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': bytes.length },
  });
  const answer = new Promise<{ status: number; connection?: string; text: string }>(
    (resolve, reject) => {
      req.on('error', reject);
      req.on('response', (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () =>
          resolve({ status: res.statusCode!, connection: res.headers.connection, text }),
        );
      });
    },
  );
  req.write(bytes.subarray(0, 10));
  return { answer, finish: () => req.end(bytes.subarray(10)) };
}

// A process of its own starts in 10-60 s on a busy machine.
jest.setTimeout(180_000);

describe('SIGTERM (contracts.md "Operations": stopping)', () => {
  let server: ServerProcess;
  let db: Client | null = null;
  afterEach(async () => {
    await server?.kill();
    await db?.end().catch(() => undefined);
    db = null;
  });

  it('finishes the request in flight, refuses new connections, closes sockets so they reconnect, releases claimed jobs and exits 0', async () => {
    const postgres = testDbMode() === 'postgres';
    server = await startServerProcess({ JOBS_POLL_MS: '100', TEST_SLOW_JOB_MS: '1500' });
    await server.healthy(150_000);
    const base = `http://127.0.0.1:${server.port}`;

    // A signed-in customer with a live socket.
    const registered = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `shutdown-${server.port}-${Date.now()}@example.com`,
        password: 'Str0ng!pass',
        firstName: 'Jane',
        lastName: 'Doe',
      }),
    });
    expect(registered.status).toBe(201);
    const { token } = (await registered.json()) as { token: string };
    const socket = io(base, {
      path: SOCKET_PATH,
      auth: { token },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    await new Promise((resolve, reject) => {
      socket.once('connect', () => resolve(undefined));
      socket.once('connect_error', reject);
    });
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));

    // Four due jobs of the test's slow kind (1.5 s each): the poller claims them together.
    const scope = `process-${server.port}`;
    if (postgres) {
      db = new Client({ connectionString: process.env.E2E_DATABASE_URL });
      db.on('error', () => undefined);
      await db.connect();
      await db.query(
        `INSERT INTO scheduled_jobs (scope, kind, "runAt") SELECT $1, 'test.slow', now() - interval '1 minute' FROM generate_series(1, 4)`,
        [scope],
      );
      const claimedBy = Date.now() + 10_000;
      while (Date.now() < claimedBy) {
        const { rows } = await db.query(
          `SELECT count(*)::int AS n FROM scheduled_jobs WHERE scope = $1 AND "lockedUntil" IS NOT NULL`,
          [scope],
        );
        if (rows[0].n === 4) break;
        await sleep(50);
      }
    }

    // A request in flight: its headers and half its body are in when SIGTERM arrives.
    const inFlight = slowPost(
      server.port,
      '/api/auth/login',
      JSON.stringify({ email: 'nobody-here@example.com', password: 'Wr0ng!pass' }),
    );
    await sleep(200);
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    await sleep(300);

    expect(await tryConnect(server.port)).toBe('ECONNREFUSED');
    // The server closed the socket at the transport: the browser's client reconnects by itself.
    expect(await disconnected).toBe('transport close');
    inFlight.finish();
    const answer = await inFlight.answer;
    expect([answer.status, JSON.parse(answer.text).statusCode]).toEqual([401, 401]);
    expect(answer.connection).toBe('close');

    expect(await server.exited).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(10_000);
    expect(server.output()).toContain('SIGTERM received');

    if (db) {
      const { rows } = await db.query(
        `SELECT "lockedUntil", "doneAt", attempts FROM scheduled_jobs WHERE scope = $1 ORDER BY "doneAt" NULLS LAST`,
        [scope],
      );
      // The job running at SIGTERM finished; the three claimed with it were handed back unrun.
      expect(rows.map((r) => [r.lockedUntil, r.doneAt === null, r.attempts])).toEqual([
        [null, false, 1],
        [null, true, 0],
        [null, true, 0],
        [null, true, 0],
      ]);
    }
  });
});
