// Chat under load: 200 connected customers for 60 s against two server processes sharing one
// PostgreSQL database and one Redis (the Socket.IO Redis adapter fans events out between them).
//
//   (cd backend && npm run build) && node bench/chat-load.mjs [--customers 200] [--seconds 60]
//
// Each customer holds a socket on one process and posts its messages through the other one, so
// every event crosses Redis. Staff hold one socket per process and answer one message in four.
// Figures: messages sent, deliveries expected/lost/duplicated, delivery latency (from the start
// of the POST to the event at the receiving socket) p50/p95/max, peak RSS of each server.
// Everything runs on 127.0.0.1: a redis-server of its own on a free port and a database created
// for the run (dropped at the end).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os, { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pg from 'pg';
import { io } from 'socket.io-client';
import { root, waitForHealth } from './lib.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const CUSTOMERS = arg('customers', 200);
const SECONDS = arg('seconds', 60);
/** Each customer sends one message every this many ms on average (200 customers: 40 msg/s). */
const SEND_EVERY_MS = arg('every', 5000);
const PASSWORD = 'Sapphire#2026';
const ADMIN = { email: `chat-bench-admin-${Date.now()}@example.com`, password: PASSWORD };

const freePort = () =>
  new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });

function startRedis(port) {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'ignore'] },
  );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('redis-server did not start')), 5000);
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve(child);
      }
    });
  });
}

function startServer(port, env) {
  const dataDir = mkdtempSync(join(tmpdir(), 'valuation-chat-bench-'));
  const child = spawn(process.execPath, [join(root, 'backend/dist/main.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      RATE_LIMIT_IP_FACTOR: '1000',
      ...env,
    },
  });
  return { child, dataDir, port };
}

const rssMb = (pid) => {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/);
    return line ? Number(line[1]) / 1024 : 0;
  } catch {
    return 0;
  }
};

async function json(port, method, path, { token, body } = {}) {
  const res = await fetch(`http://127.0.0.1:${port}/api${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
}

async function postMessage(port, path, token, content) {
  const form = new FormData();
  form.append('content', content);
  const res = await fetch(`http://127.0.0.1:${port}/api${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (res.status !== 201) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()).message;
}

function connect(port, token) {
  const socket = io(`http://127.0.0.1:${port}`, {
    path: '/api/socket.io',
    auth: { token },
    transports: ['websocket'],
    reconnection: true,
    forceNew: true,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;

async function main() {
  const dbName = `chat_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${dbName}"`);
  const databaseUrl = `postgres://postgres@127.0.0.1:5432/${dbName}`;

  const redisPort = await freePort();
  const redis = await startRedis(redisPort);
  const env = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    JWT_SECRET: `chat-bench-${randomUUID()}-${randomUUID()}`,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  };
  // The first process runs the migrations; the second starts once the first answers.
  const servers = [startServer(await freePort(), env)];
  await waitForHealth(servers[0].port);
  servers.push(startServer(await freePort(), env));
  await waitForHealth(servers[1].port);
  const peakRss = [0, 0];
  const rssTimer = setInterval(() => {
    servers.forEach((s, i) => (peakRss[i] = Math.max(peakRss[i], rssMb(s.child.pid))));
  }, 500);

  const sockets = [];
  try {
    const staffLogin = await json(servers[0].port, 'POST', '/auth/login', { body: ADMIN });
    const staffToken = staffLogin.token;
    process.stdout.write(`registering ${CUSTOMERS} customers… `);
    const customers = [];
    for (let i = 0; i < CUSTOMERS; i += 10) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(10, CUSTOMERS - i) }, (_, k) =>
          json(servers[(i + k) % 2].port, 'POST', '/auth/register', {
            body: {
              email: `chat-bench-${Date.now()}-${i + k}-${randomUUID().slice(0, 8)}@example.com`,
              password: PASSWORD,
              firstName: 'Bench',
              lastName: `Customer${i + k}`,
            },
          }),
        ),
      );
      customers.push(...batch.map((r, k) => ({ n: i + k, token: r.token, id: r.user.id })));
    }
    console.log('done');

    /** deliveries[messageId] = { sentAt, expect: Set<receiver>, got: Map<receiver, count> } */
    const deliveries = new Map();
    const early = []; // events that arrive before the POST answered with the id
    const latencies = [];
    /** From the message's storage (its server timestamp) to the event at the socket. */
    const fromStored = [];
    let duplicates = 0;
    const receive = (receiver, message) => {
      fromStored.push(Date.now() - Date.parse(message.timestamp));
      const d = deliveries.get(message.id);
      if (!d) return early.push({ receiver, message, at: performance.now() });
      const n = (d.got.get(receiver) ?? 0) + 1;
      d.got.set(receiver, n);
      if (n > 1) duplicates++;
      else if (d.expect.has(receiver)) latencies.push(performance.now() - d.sentAt);
    };

    // Staff: one socket per process (each sees every conversation through the `staff` room).
    for (let p = 0; p < 2; p++) {
      const s = await connect(servers[p].port, staffToken);
      sockets.push(s);
      s.on('message:new', ({ message }) => receive(`staff${p}`, message));
    }
    // Customers: socket on process n % 2, POSTs through the other one.
    for (const c of customers) {
      c.socket = await connect(servers[c.n % 2].port, c.token);
      sockets.push(c.socket);
      c.socket.on('message:new', ({ message }) => {
        receive(`customer${c.n}`, message);
        if (message.senderRole === 'expert')
          c.socket.emit('message:delivered', { messageIds: [message.id] });
      });
    }
    console.log(`${sockets.length} sockets connected; sending for ${SECONDS} s…`);
    const loadStart = os.loadavg()[0];
    // The bench's own event-loop delay: how much of the latency is this client being busy.
    const loopDelay = monitorEventLoopDelay({ resolution: 10 });
    loopDelay.enable();

    let sent = 0;
    let failed = 0;
    const track = (sentAt, message, receivers) => {
      deliveries.set(message.id, { sentAt, expect: new Set(receivers), got: new Map() });
      for (let i = early.length - 1; i >= 0; i--) {
        if (early[i].message.id !== message.id) continue;
        const [{ receiver }] = early.splice(i, 1);
        const d = deliveries.get(message.id);
        const n = (d.got.get(receiver) ?? 0) + 1;
        d.got.set(receiver, n);
        if (n > 1) duplicates++;
        // arrived before the POST's answer: its latency is at most the POST's own time
        else latencies.push(performance.now() - sentAt);
      }
    };
    const end = Date.now() + SECONDS * 1000;
    const loops = customers.map(async (c) => {
      await new Promise((r) => setTimeout(r, Math.random() * SEND_EVERY_MS));
      while (Date.now() < end) {
        const sentAt = performance.now();
        try {
          const message = await postMessage(
            servers[(c.n + 1) % 2].port,
            '/chat/messages',
            c.token,
            `Question ${sent} from customer ${c.n}`,
          );
          sent++;
          track(sentAt, message, [`customer${c.n}`, 'staff0', 'staff1']);
          if (sent % 4 === 0) {
            const replyAt = performance.now();
            const reply = await postMessage(
              servers[c.n % 2].port,
              `/staff/conversations/${message.conversationId}/messages`,
              staffToken,
              'Thank you, an expert will look at it.',
            );
            sent++;
            track(replyAt, reply, [`customer${c.n}`, 'staff0', 'staff1']);
          }
        } catch (err) {
          failed++;
          if (failed < 5) console.error(err.message);
        }
        await new Promise((r) => setTimeout(r, SEND_EVERY_MS * (0.5 + Math.random())));
      }
    });
    await Promise.all(loops);
    await new Promise((r) => setTimeout(r, 3000)); // late events

    let expected = 0;
    let lost = 0;
    for (const d of deliveries.values()) {
      for (const receiver of d.expect) {
        expected++;
        if (!d.got.has(receiver)) lost++;
      }
    }
    latencies.sort((a, b) => a - b);
    fromStored.sort((a, b) => a - b);
    const fmt = (ms) => `${ms.toFixed(1)} ms`;
    console.log('');
    console.log(
      `customers connected      ${CUSTOMERS} (+2 staff sockets), 2 server processes + Redis`,
    );
    console.log(`duration                 ${SECONDS} s`);
    console.log(
      `messages sent            ${sent} (${(sent / SECONDS).toFixed(1)}/s), failed POSTs ${failed}`,
    );
    console.log(`deliveries expected      ${expected}`);
    console.log(`lost                     ${lost}`);
    console.log(`duplicated               ${duplicates}`);
    console.log(
      `POST start → socket      p50 ${fmt(percentile(latencies, 50))}, p95 ${fmt(percentile(latencies, 95))}, max ${fmt(latencies.at(-1) ?? NaN)}`,
    );
    console.log(
      `stored → socket          p50 ${fmt(percentile(fromStored, 50))}, p95 ${fmt(percentile(fromStored, 95))}, max ${fmt(fromStored.at(-1) ?? NaN)}`,
    );
    console.log(
      `bench client loop delay  p50 ${fmt(loopDelay.percentile(50) / 1e6)}, p95 ${fmt(loopDelay.percentile(95) / 1e6)}`,
    );
    console.log(
      `load average (1 min)     ${loadStart.toFixed(2)} at the start, ${os.loadavg()[0].toFixed(2)} at the end (${os.cpus().length} cores)`,
    );
    console.log(`server peak RSS          ${peakRss.map((m) => `${m.toFixed(0)} MB`).join(', ')}`);
  } finally {
    clearInterval(rssTimer);
    for (const s of sockets) s.close();
    await Promise.all(
      servers.map(
        (s) =>
          new Promise((r) => {
            s.child.once('exit', r);
            s.child.kill('SIGTERM');
          }),
      ),
    );
    for (const s of servers) rmSync(s.dataDir, { recursive: true, force: true });
    redis.kill('SIGTERM');
    await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
    await admin.end();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
