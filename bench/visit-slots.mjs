// Home-visit slots: GET /api/visits/slots for 31 days (2-hour visits) with 20 experts, each with
// two booked visits on every weekday and a day off a week, on PostgreSQL: the answer time's
// median and p99 over 200 calls, against GET /api/health timed the same way in the same run (the
// machine's floor for a request). Needs the local PostgreSQL (127.0.0.1:5432, user postgres) and a
// built backend (`npm -w backend run build`). Creates and drops its own database.
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { join } from 'node:path';
import { root, startServer } from './lib.mjs';

const require = createRequire(import.meta.url);
const { Client } = require(join(root, 'node_modules/pg'));

const PG = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const DB = `valuation_bench_slots_${process.pid}`;
const PORT = Number(process.env.BENCH_PORT ?? 3614);
const EXPERTS = 20;
const CALLS = 200;

const admin = new Client({ connectionString: `${PG}/postgres` });
await admin.connect();
await admin.query(`CREATE DATABASE "${DB}"`);
let server;
try {
  server = await startServer({
    port: PORT,
    env: { DATABASE_URL: `${PG}/${DB}`, JOBS_POLL_MS: '600000' },
  });
  const db = new Client({ connectionString: `${PG}/${DB}` });
  await db.connect();
  await db.query(`
    INSERT INTO users (email, "passwordHash", "firstName", "lastName", role)
    SELECT 'expert' || i || '@example.com', 'x', 'Expert', 'Number' || i, 'expert'
    FROM generate_series(1, ${EXPERTS}) AS i`);
  await db.query(`
    INSERT INTO users (email, "passwordHash", "firstName", "lastName", role)
    VALUES ('bench.customer@example.com', 'x', 'Bench', 'Customer', 'customer')`);
  // Two confirmed one-hour visits per expert on every weekday of the next 40 days (10:00 and
  // 15:00 UTC, so with the travel hours 09:00-12:00 and 14:00-17:00 are taken), and each expert
  // off one weekday a week.
  const visits = await db.query(`
    WITH days AS (
      SELECT d::date AS day FROM generate_series(current_date + 1, current_date + 40, interval '1 day') AS d
      WHERE extract(isodow FROM d) < 6
    ), experts AS (SELECT id, row_number() OVER (ORDER BY email) AS n FROM users WHERE role = 'expert'),
    customer AS (SELECT id FROM users WHERE role = 'customer'),
    times AS (SELECT unnest(ARRAY[10, 15]) AS hour)
    INSERT INTO home_visits (reference, "userId", "expertId", status, "startAt", "endAt", "blockedFrom",
      "blockedTo", hours, street, city, "postalCode", country, phone, "itemsDescription",
      "hourlyRatePence", "totalPence", "depositPence")
    SELECT 'HV-' || substr(md5(e.id::text || d.day || t.hour), 1, 4) || '-' || substr(md5(d.day || e.id::text || t.hour), 1, 4),
      (SELECT id FROM customer), e.id, 'confirmed',
      d.day + make_interval(hours => t.hour), d.day + make_interval(hours => t.hour + 1),
      d.day + make_interval(hours => t.hour - 1), d.day + make_interval(hours => t.hour + 2),
      1, '1 Bond Street', 'London', 'W1S 1AA', 'United Kingdom', '020 7946 0958', 'Watches',
      18500, 18500, 9250
    FROM days d CROSS JOIN experts e CROSS JOIN times t
    RETURNING id`);
  await db.query(`
    INSERT INTO expert_time_off ("expertId", "fromAt", "toAt", reason)
    SELECT e.id, d::date, d::date + 1, 'Day off'
    FROM (SELECT id, row_number() OVER (ORDER BY email) AS n FROM users WHERE role = 'expert') e
    CROSS JOIN generate_series(current_date + 1, current_date + 40, interval '1 day') AS d
    WHERE extract(isodow FROM d) = 1 + e.n % 5`);
  await db.query('ANALYZE home_visits; ANALYZE expert_time_off');
  console.log(`${EXPERTS} experts, ${visits.rowCount} booked visits, a day off a week each`);

  const from = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const slotsUrl = `http://127.0.0.1:${PORT}/api/visits/slots?from=${from}&days=31&hours=2`;
  const healthUrl = `http://127.0.0.1:${PORT}/api/health`;
  const warm = await fetch(slotsUrl);
  const body = await warm.json();
  if (warm.status !== 200)
    throw new Error(`slots answered ${warm.status}: ${JSON.stringify(body)}`);
  for (let i = 0; i < 20; i++) {
    await (await fetch(slotsUrl)).arrayBuffer();
    await (await fetch(healthUrl)).arrayBuffer();
  }
  const slots = [];
  const health = [];
  for (let i = 0; i < CALLS; i++) {
    // Interleaved, so both see the same moments of the machine's load.
    for (const [url, times] of [
      [slotsUrl, slots],
      [healthUrl, health],
    ]) {
      const t0 = performance.now();
      const res = await fetch(url);
      await res.arrayBuffer();
      times.push(performance.now() - t0);
    }
  }
  const pct = (times, p) => {
    const sorted = [...times].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  };
  const line = (label, times) =>
    `${label}: p50 ${pct(times, 50).toFixed(1)} ms, p99 ${pct(times, 99).toFixed(1)} ms`;
  console.log(
    `${line('GET /api/visits/slots (31 days, 2 h)', slots)} (${body.slots.length} free starts)`,
  );
  console.log(line('GET /api/health (same run)', health));
  await db.end();
} finally {
  await server?.stop();
  await admin.query(`DROP DATABASE IF EXISTS "${DB}" WITH (FORCE)`);
  await admin.end();
}
