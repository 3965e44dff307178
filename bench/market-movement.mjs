// A market movement that concerns 5,000 completed requests (docs/product.md "Market movements"):
// the time the staff POST takes to answer, and the time from that answer until the last of the
// 5,000 customers has its `market_movement` notification (stored, mailed to the outbox, announced),
// on PostgreSQL, with the built server's own job poller (the default JOBS_POLL_MS, 1 s). Baseline
// from the same run: GET /api/health answer times before and while the notifications go out (the
// machine's floor for a request, and what the batches cost the other requests). Needs the local
// PostgreSQL (127.0.0.1:5432, user postgres) and a built backend (`npm -w backend run build`).
// Creates and drops its own database. `REQUESTS=… node bench/market-movement.mjs` for another size.
import { createRequire } from 'node:module';
import { readdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { root, startServer } from './lib.mjs';

const require = createRequire(import.meta.url);
const { Client } = require(join(root, 'node_modules/pg'));

const PG = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const DB = `valuation_bench_market_${process.pid}`;
const PORT = Number(process.env.BENCH_PORT ?? 3554);
const REQUESTS = Number(process.env.REQUESTS ?? 5000);
const ADMIN_EMAIL = 'bench.admin@example.com';
const ADMIN_PASSWORD = 'Bench#Admin2026';
const LIMIT_MS = 60_000;

const pct = (times, p) => {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const ms = (v) => `${v.toFixed(1)} ms`;

async function timed(url, init) {
  const t0 = performance.now();
  const res = await fetch(url, init);
  const body = await res.text();
  return { status: res.status, body, ms: performance.now() - t0 };
}

const admin = new Client({ connectionString: `${PG}/postgres` });
await admin.connect();
await admin.query(`CREATE DATABASE "${DB}"`);
let server;
try {
  server = await startServer({
    port: PORT,
    env: {
      DATABASE_URL: `${PG}/${DB}`,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      PUBLIC_URL: `http://localhost:${PORT}`,
    },
  });
  const db = new Client({ connectionString: `${PG}/${DB}` });
  await db.connect();
  // REQUESTS customers, each with one completed Rolex valuation whose certificate was issued a
  // year ago: every one of them is concerned by a +12% movement for Rolex from today.
  await db.query(`
    INSERT INTO users (email, "passwordHash", "firstName", "lastName", role)
    SELECT 'customer' || i || '@example.com', 'x', 'Customer', 'Number' || i, 'customer'
    FROM generate_series(1, ${REQUESTS}) AS i`);
  await db.query(`
    INSERT INTO valuation_requests (reference, "userId", status, "serviceType", "serviceTier",
      "watchBrand", "itemDescription", "firstName", "lastName", email, address, "priceTier",
      "priceTotal", "resultValue", "resultBasis", "resultValuerName", "completedAt", "paidAt")
    SELECT 'LV-' || upper(substr(md5(u.id::text), 1, 4)) || '-' || upper(substr(md5(u.email), 1, 4)),
      u.id, 'completed', 'watch', 'standard', 'Rolex', 'Rolex Submariner Date, steel, 2021',
      u."firstName", u."lastName", u.email,
      '{"street":"1 Bond Street","city":"London","postalCode":"W1S 1AA","country":"United Kingdom"}',
      95, 95, 12450, 'insurance', 'Eleanor Grant', now() - interval '1 year', now() - interval '1 year'
    FROM users u WHERE u.role = 'customer'`);
  await db.query(`
    INSERT INTO certificates (reference, "valuationId", service, "issuedAt", value, basis,
      "valuerName", "itemSummary", "filePath")
    SELECT 'LVC-' || upper(substr(md5(v.id::text), 1, 4)) || '-' || upper(substr(md5(v.reference), 1, 4)),
      v.id, 'watch', now() - interval '1 year', 12450, 'insurance', 'Eleanor Grant',
      'Rolex Submariner Date', 'certificates/' || v.id || '.pdf'
    FROM valuation_requests v`);
  await db.query('ANALYZE');
  console.log(`${REQUESTS} completed Rolex requests with a valid certificate, one customer each`);

  const base = `http://127.0.0.1:${PORT}`;
  const health = `${base}/api/health`;
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  const { token } = await login.json();
  if (!token) throw new Error(`login answered ${login.status}`);

  for (let i = 0; i < 20; i++) await timed(health);
  const before = [];
  for (let i = 0; i < 100; i++) before.push((await timed(health)).ms);

  const post = await timed(`${base}/api/staff/market-movements`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      service: 'watch',
      brand: 'Rolex',
      changePercent: 12,
      note: 'Steel sports models up at auction this quarter',
      effectiveFrom: new Date().toISOString(),
    }),
  });
  const answered = performance.now();
  if (post.status !== 201) throw new Error(`POST answered ${post.status}: ${post.body}`);
  const affected = JSON.parse(post.body).affected;

  // Health answer times while the batches run, and the count of notifications every 250 ms.
  const during = [];
  let notified = 0;
  let doneAt = null;
  while (performance.now() - answered < LIMIT_MS * 2) {
    during.push((await timed(health)).ms);
    const { rows } = await db.query(
      `SELECT count(*)::int AS n FROM notifications WHERE kind = 'market_movement'`,
    );
    notified = rows[0].n;
    if (notified >= affected) {
      doneAt = performance.now();
      break;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  const mails = readdirSync(join(server.dataDir, 'outbox')).filter((n) =>
    n.endsWith('.eml'),
  ).length;
  const { rows: sent } = await db.query(
    `SELECT "sentAt" IS NOT NULL AS sent FROM market_movements`,
  );

  console.log(`POST /api/staff/market-movements: ${ms(post.ms)} (affected ${affected})`);
  if (doneAt === null) {
    console.log(`only ${notified} of ${affected} notified within ${LIMIT_MS * 2} ms`);
  } else {
    const total = doneAt - answered;
    console.log(
      `last of ${notified} notifications stored ${(total / 1000).toFixed(1)} s after the answer` +
        ` (${total <= LIMIT_MS ? 'within' : 'NOT within'} a minute; ${mails} mails in the outbox,` +
        ` movement marked sent: ${sent[0]?.sent})`,
    );
  }
  console.log(
    `GET /api/health (same run): before p50 ${ms(pct(before, 50))}, p99 ${ms(pct(before, 99))};` +
      ` while notifying p50 ${ms(pct(during, 50))}, p99 ${ms(pct(during, 99))} (${during.length} calls)`,
  );
  console.log(
    `load average: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  await db.end();
} finally {
  await server?.stop();
  await admin.query(`DROP DATABASE IF EXISTS "${DB}" WITH (FORCE)`);
  await admin.end();
}
