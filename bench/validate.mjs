// Figure: autocannon on GET /api/auth/validate (valid token), 50 connections for 10 s, on PGlite and on
// PostgreSQL, beside a bare node:http server answering the same JSON in the same run. Each server runs
// in its own process (the bare one too), apart from the load generator's, so the ratio is fair.
// Build first (`npm run build`). PostgreSQL at 127.0.0.1:5432 (override with BENCH_DATABASE_URL).
// Usage: [BENCH_SECONDS=10] [BENCH_WARMUP_SECONDS=3] node bench/validate.mjs
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import pg from 'pg';
import { registerUser, startServer } from './lib.mjs';

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;

// Each target is warmed up first (unmeasured): the figures are the steady state, not the JIT's
// first seconds (BENCH_WARMUP_SECONDS, 0 to skip).
const warmup = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);

async function cannon(url, headers) {
  if (warmup > 0) await autocannon({ url, connections, duration: warmup, headers });
  const r = await autocannon({ url, connections, duration, headers });
  return { rps: r.requests.average, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors };
}
const show = (label, r) =>
  console.log(
    `${label.padEnd(34)} ${r.rps.toFixed(0).padStart(7)} req/s   p99 ${String(r.p99).padStart(4)} ms   non-2xx ${r.non2xx}   errors ${r.errors}`,
  );

// Bare node:http answering the same JSON.
const user = {
  id: '00000000-0000-4000-8000-000000000000',
  email: 'bench@example.com',
  firstName: 'Bench',
  lastName: 'Mark',
  role: 'customer',
  createdAt: new Date().toISOString(),
};
const body = JSON.stringify({ success: true, user });
const bareSource = `require('node:http').createServer((_, res) =>
  res.writeHead(200, { 'content-type': 'application/json' }).end(${JSON.stringify(body)}),
).listen(3299, '127.0.0.1', () => process.stdout.write('ready'));`;
const bare = spawn(process.execPath, ['-e', bareSource], { stdio: ['ignore', 'pipe', 'inherit'] });
await new Promise((r) => bare.stdout.once('data', r));
const bareResult = await cannon('http://127.0.0.1:3299/api/auth/validate', {});
bare.kill();

const results = [['bare node:http (same JSON)', bareResult]];

const pglite = await startServer({ port: 3212 });
try {
  const token = await registerUser(3212);
  results.push([
    'API on PGlite (embedded)',
    await cannon('http://127.0.0.1:3212/api/auth/validate', { authorization: `Bearer ${token}` }),
  ]);
} finally {
  await pglite.stop();
}

const base = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `valuation_bench_${Date.now()}`;
const admin = new pg.Client({ connectionString: base });
await admin.connect();
await admin.query(`CREATE DATABASE ${dbName}`);
try {
  const url = new URL(base);
  url.pathname = `/${dbName}`;
  const server = await startServer({ port: 3213, env: { DATABASE_URL: url.toString() } });
  try {
    const token = await registerUser(3213);
    results.push([
      'API on PostgreSQL 15',
      await cannon('http://127.0.0.1:3213/api/auth/validate', { authorization: `Bearer ${token}` }),
    ]);
  } finally {
    await server.stop();
  }
} finally {
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
}

console.log(`\nGET /api/auth/validate, ${connections} connections, ${duration} s each:`);
for (const [label, r] of results) show(label, r);
for (const [label, r] of results.slice(1))
  console.log(
    `${label}: ${((r.rps / bareResult.rps) * 100).toFixed(0)}% of bare node:http throughput`,
  );
