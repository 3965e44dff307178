// The staff valuation queue with 10,000 requests on PostgreSQL: the answer time of
// GET /api/staff/valuations (first page, default order; a filtered, searched page; and the
// console's default view=open) over 50
// calls each, and the EXPLAIN (ANALYZE) plan of the page query, which should read
// IDX_valuation_requests_queue. Needs the local PostgreSQL (127.0.0.1:5432, user postgres) and a
// built backend (`npm -w backend run build`). Creates and drops its own database.
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { join } from 'node:path';
import { root, startServer } from './lib.mjs';

const require = createRequire(import.meta.url);
const { Client } = require(join(root, 'node_modules/pg'));

const PG = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const DB = `valuation_bench_queue_${process.pid}`;
const PORT = Number(process.env.BENCH_PORT ?? 3213);
const ROWS = 10_000;
const CALLS = 50;
const ADMIN = { email: 'bench.admin@example.com', password: 'Sapphire#2026' };

const admin = new Client({ connectionString: `${PG}/postgres` });
await admin.connect();
await admin.query(`CREATE DATABASE "${DB}"`);
let server;
try {
  server = await startServer({
    port: PORT,
    env: {
      DATABASE_URL: `${PG}/${DB}`,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      JOBS_POLL_MS: '600000',
    },
  });
  const db = new Client({ connectionString: `${PG}/${DB}` });
  await db.connect();
  // 200 customers, 10,000 requests: a realistic mix of statuses, services, tiers, due dates.
  await db.query(`
    INSERT INTO users (email, "passwordHash", "firstName", "lastName", role)
    SELECT 'customer' || i || '@example.com', 'x', 'Customer', 'Number' || i, 'customer'
    FROM generate_series(1, 200) AS i`);
  const started = performance.now();
  await db.query(
    `
    WITH customers AS (SELECT id, row_number() OVER (ORDER BY email) AS n FROM users WHERE role = 'customer')
    INSERT INTO valuation_requests (reference, "userId", status, "serviceType", "serviceTier", "watchBrand",
      "itemDescription", "firstName", "lastName", email, address, "priceTier", "priceTotal", "paidAt", "dueAt", "createdAt")
    SELECT 'LV-' || lpad(to_hex(i), 4, '0') || '-' || upper(substr(md5(i::text), 1, 4)),
      c.id,
      (ARRAY['awaiting_payment','paid','in_review','info_requested','completed','cancelled'])[1 + i % 6],
      (ARRAY['jewellery','watch','handbag','art'])[1 + i % 4],
      CASE WHEN i % 3 = 0 THEN 'express' ELSE 'standard' END,
      CASE WHEN i % 4 = 1 THEN 'Rolex' END,
      'Item ' || i, 'Customer', 'Number' || (1 + i % 200), 'customer' || (1 + i % 200) || '@example.com',
      '{"street":"1 Bond Street","city":"London","state":"","postalCode":"W1S 1AA","country":"United Kingdom"}',
      55, 55,
      CASE WHEN i % 6 = 0 THEN NULL ELSE now() - (i % 500) * interval '1 hour' END,
      CASE WHEN i % 6 = 0 THEN NULL ELSE now() - (i % 500) * interval '1 hour' + interval '3 days' END,
      now() - i * interval '1 minute'
    FROM generate_series(1, $1::int) AS i JOIN customers c ON c.n = 1 + i % 200`,
    [ROWS],
  );
  await db.query('ANALYZE valuation_requests');
  console.log(`${ROWS} requests inserted in ${(performance.now() - started).toFixed(0)} ms`);

  const login = await fetch(`http://127.0.0.1:${PORT}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { token } = await login.json();

  async function time(label, query) {
    const url = `http://127.0.0.1:${PORT}/api/staff/valuations${query}`;
    const warm = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    const body = await warm.json();
    if (warm.status !== 200)
      throw new Error(`${url} answered ${warm.status}: ${JSON.stringify(body)}`);
    const times = [];
    for (let i = 0; i < CALLS; i++) {
      const t0 = performance.now();
      const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      await res.arrayBuffer();
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const pct = (p) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)];
    console.log(
      `${label}: median ${pct(50).toFixed(1)} ms, p95 ${pct(95).toFixed(1)} ms (${body.items.length} of ${body.total} rows)`,
    );
  }
  await time('queue, first page', '');
  await time('queue, page 50', '?page=50');
  await time(
    'queue, status=paid&service=watch&search=rolex',
    '?status=paid&service=watch&search=rolex',
  );
  // The console's default view (issue 25): closed requests left out, overdue, then the caller's,
  // then unassigned first, which sorts every open row instead of reading the index's order.
  await time('queue view=open, first page', '?view=open');
  await time('queue view=open, page 50', '?view=open&page=50');

  const plan = await db.query(`
    EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY ON)
    SELECT * FROM valuation_requests v
    ORDER BY ("v"."paidAt" IS NULL) ASC, ("v"."serviceTier" <> 'express') ASC, "v"."dueAt" ASC NULLS LAST,
      "v"."createdAt" ASC, "v"."id" ASC
    LIMIT 20`);
  console.log('\nEXPLAIN ANALYZE of the first page (the query the service sends):');
  for (const row of plan.rows) console.log(`  ${row['QUERY PLAN']}`);
  await db.end();
} finally {
  await server?.stop();
  await admin.query(`DROP DATABASE IF EXISTS "${DB}" WITH (FORCE)`);
  await admin.end();
}
