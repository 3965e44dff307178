// Figure: autocannon on GET /api/auth/validate (valid token), 50 connections for 10 s, on PGlite and on
// PostgreSQL, each at LOG_LEVEL=info (the default: one JSON line per request on stdout) and at warn
// (no line), beside a bare node:http server answering the same JSON in the same run. Each server runs
// in its own process (the bare one too), apart from the load generator's, so the ratios are fair; the
// server's stdout goes to /dev/null. Prints the cost of logging (1 - info/warn), the server's CPU per
// request (from /proc: steadier than req/s on a shared machine) and the machine's load.
// Build first (`npm run build`). PostgreSQL at 127.0.0.1:5432 (override with BENCH_DATABASE_URL).
// Usage: [BENCH_SECONDS=10] [BENCH_WARMUP_SECONDS=3] [BENCH_ROUNDS=2] [BENCH_PORT=3212] node bench/validate.mjs
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { registerUser, startServer } from './lib.mjs';

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;

// Each target is warmed up first (unmeasured): the figures are the steady state, not the JIT's
// first seconds (BENCH_WARMUP_SECONDS, 0 to skip).
const warmup = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);

/** CPU milliseconds (user + system, every thread) a process has used (Linux /proc). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * (1000 / 100);
}

async function cannon(url, headers, pid) {
  if (warmup > 0) await autocannon({ url, connections, duration: warmup, headers });
  const before = cpuMs(pid);
  const r = await autocannon({ url, connections, duration, headers });
  // The server's CPU per answer: unlike req/s, it hardly moves with what else the machine runs.
  const cpuUs = ((cpuMs(pid) - before) * 1000) / r.requests.total;
  return { rps: r.requests.average, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors, cpuUs };
}
const show = (label, r) =>
  console.log(
    `${label.padEnd(34)} ${r.rps.toFixed(0).padStart(7)} req/s   p99 ${String(r.p99).padStart(4)} ms   CPU ${r.cpuUs.toFixed(1).padStart(6)} µs/req   non-2xx ${r.non2xx}   errors ${r.errors}`,
  );

// The API on BENCH_PORT, the bare server on the next port.
const port = Number(process.env.BENCH_PORT ?? 3212);
const barePort = port + 1;
const loadBefore = loadavg();

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
).listen(${barePort}, '127.0.0.1', () => process.stdout.write('ready'));`;
const bare = spawn(process.execPath, ['-e', bareSource], { stdio: ['ignore', 'pipe', 'inherit'] });
await new Promise((r) => bare.stdout.once('data', r));
const bareResult = await cannon(`http://127.0.0.1:${barePort}/api/auth/validate`, {}, bare.pid);
bare.kill();

const results = [['bare node:http (same JSON)', bareResult]];

/**
 * One server process per level and round, the levels alternating (info, warn, then warn, info…)
 * so that a change in the machine's load falls on both; each level's row is its median round
 * by req/s (of two, the better), with the median CPU per request of its rounds (BENCH_ROUNDS,
 * default 2); every round's req/s is printed too.
 */
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
async function atBothLevels(label, env) {
  const samples = { info: [], warn: [] };
  for (let round = 0; round < rounds; round++) {
    for (const level of round % 2 === 0 ? ['info', 'warn'] : ['warn', 'info']) {
      const server = await startServer({ port, env: { ...env, LOG_LEVEL: level } });
      try {
        const token = await registerUser(port);
        samples[level].push(
          await cannon(
            `http://127.0.0.1:${port}/api/auth/validate`,
            { authorization: `Bearer ${token}` },
            server.pid,
          ),
        );
      } finally {
        await server.stop();
      }
    }
  }
  const median = (list, by) => [...list].sort((a, b) => by(a) - by(b))[Math.floor(list.length / 2)];
  for (const level of ['info', 'warn']) {
    const row = median(samples[level], (r) => r.rps);
    const cpuUs = median(samples[level], (r) => r.cpuUs).cpuUs;
    const each = samples[level].map((r) => r.rps.toFixed(0)).join(', ');
    results.push([`${label}, LOG_LEVEL=${level}`, { ...row, cpuUs, each }]);
  }
}

await atBothLevels('API on PGlite', {});

const base = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `valuation_bench_${Date.now()}`;
const admin = new pg.Client({ connectionString: base });
await admin.connect();
await admin.query(`CREATE DATABASE ${dbName}`);
try {
  const url = new URL(base);
  url.pathname = `/${dbName}`;
  await atBothLevels('API on PostgreSQL', { DATABASE_URL: url.toString() });
} finally {
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
}

console.log(
  `\nGET /api/auth/validate, ${connections} connections, ${duration} s each, ${rounds} round(s) per level:`,
);
for (const [label, r] of results) show(label, r);
for (const [label, r] of results.slice(1)) console.log(`${label}: req/s of each round ${r.each}`);
for (const [label, r] of results.slice(1))
  console.log(
    `${label}: ${((r.rps / bareResult.rps) * 100).toFixed(0)}% of bare node:http throughput`,
  );
for (const database of ['PGlite', 'PostgreSQL']) {
  const info = results.find(([l]) => l === `API on ${database}, LOG_LEVEL=info`)[1];
  const warn = results.find(([l]) => l === `API on ${database}, LOG_LEVEL=warn`)[1];
  console.log(
    `cost of logging on ${database}: ${((1 - info.rps / warn.rps) * 100).toFixed(1)}% of the throughput at warn (goal: at most 10%); CPU per request ${((info.cpuUs / warn.cpuUs - 1) * 100).toFixed(1)}% more at info`,
  );
}
const fmt = (l) => l.map((x) => x.toFixed(2)).join(' ');
console.log(`load average (1/5/15 min): before ${fmt(loadBefore)}, after ${fmt(loadavg())}`);
