// My collection at scale (issue 34): a customer with 500 completed valuations (ITEMS= for another
// size), on the local PostgreSQL, against the built server in its own process at the product's
// default settings and log level. Figures:
//   - GET /api/collection: p50/p95 over CALLS calls, beside GET /api/health's p50/p95 of the same
//     run (the machine's floor for a request); target: collection p95 <= 100 ms;
//   - GET /api/collection/schedule.pdf of all the items: time to the last byte (target <= 3 s), its
//     size and pages, and the server's RSS growth while it is made (VmRSS from /proc/<pid>/status,
//     sampled every 5 ms; target < 64 MB), over RUNS downloads.
// The items are seeded straight into the server's own tables (users, valuation_requests with the
// result the expert records on completion, one photo row each, certificates): the rows the app writes
// when an expert completes a request. Exits 1 when a target is missed. Needs a built backend
// (`npm -w backend run build`) and the local PostgreSQL (127.0.0.1:5432, user postgres); creates and
// drops its own database.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { root, startServer } from './lib.mjs';

const require = createRequire(import.meta.url);
const { Client } = require(join(root, 'node_modules/pg'));

const PG = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const DB = `valuation_bench_collection_${process.pid}`;
const PORT = Number(process.env.BENCH_PORT ?? 3351);
const ITEMS = Number(process.env.ITEMS ?? 500);
const CALLS = Number(process.env.CALLS ?? 100);
const RUNS = Number(process.env.RUNS ?? 3);
const TARGETS = { listP95Ms: 100, pdfMs: 3000, rssMb: 64 };
const CUSTOMER = { email: 'bench.collector@example.com', password: 'Sapphire#2026' };

const pct = (times, p) => {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const ms = (v) => `${v.toFixed(1)} ms`;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');
const rssKb = (pid) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) : 0;
};

/** The server's CPU time so far (user + system, ms): steadier than wall time on a shared machine. */
const cpuMs = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10; // utime, stime in 1/100 s
};

async function timed(url, headers) {
  const t0 = performance.now();
  const res = await fetch(url, { headers });
  const body = Buffer.from(await res.arrayBuffer());
  return { status: res.status, body, ms: performance.now() - t0, headers: res.headers };
}

console.log(`load average at the start: ${load()}`);
const admin = new Client({ connectionString: `${PG}/postgres` });
await admin.connect();
await admin.query(`CREATE DATABASE "${DB}"`);
let server;
let failed = false;
try {
  server = await startServer({
    port: PORT,
    env: { DATABASE_URL: `${PG}/${DB}`, PUBLIC_URL: `http://localhost:${PORT}` },
  });
  const base = `http://127.0.0.1:${PORT}`;
  const registered = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...CUSTOMER, firstName: 'Charlotte', lastName: 'Collector' }),
  });
  if (registered.status !== 201) throw new Error(`register answered ${registered.status}`);
  const { token } = await registered.json();
  const auth = { authorization: `Bearer ${token}` };

  const db = new Client({ connectionString: `${PG}/${DB}` });
  await db.connect();
  const t0 = performance.now();
  // ITEMS completed requests of four kinds, valued over the last three years, each with its
  // identity, one photo row and its certificate.
  await db.query(
    `
    WITH u AS (SELECT id FROM users WHERE email = $2)
    INSERT INTO valuation_requests (reference, "userId", status, "serviceType", "serviceTier",
      "watchBrand", "itemDescription", "itemModel", "itemReference", "itemSerial", "firstName",
      "lastName", email, address, "priceTier", "priceTotal", "paidAt", "completedAt", "resultValue",
      "resultBasis", "resultAssessedDescription", "resultIdentity", "resultValuerName",
      "certificateReference", "createdAt")
    SELECT 'LV-' || upper(substr(md5('r' || i), 1, 4)) || '-' || upper(substr(md5('s' || i), 1, 4)),
      u.id, 'completed', (ARRAY['watch','jewellery','handbag','art'])[1 + i % 4], 'standard',
      CASE WHEN i % 4 = 0 THEN 'Rolex' END,
      'Item ' || i || ': ' || (ARRAY['Rolex Submariner Date, steel, box and papers',
        'Diamond solitaire ring, 18ct yellow gold',
        'Hermès Birkin 30 in Togo leather with palladium hardware, dust bag and receipt',
        'Oil on canvas, coastal scene, signed lower right'])[1 + i % 4],
      'Model ' || i, 'REF' || i, 'SN' || lpad(i::text, 6, '0'),
      'Charlotte', 'Collector', $2,
      '{"street":"1 Bond Street","city":"London","state":"","postalCode":"W1S 1AA","country":"United Kingdom"}',
      55, 55, now() - (i % 1000) * interval '1 day', now() - (i % 1000) * interval '1 day',
      1000 + (i * 137) % 90000, (ARRAY['insurance','market','probate'])[1 + i % 3],
      'Assessed: item ' || i,
      CASE 1 + i % 4
        WHEN 1 THEN jsonb_build_object('brand','Rolex','model','Submariner Date','reference','126610LN','serial','7Z' || i)
        WHEN 2 THEN jsonb_build_object('metal','18ct yellow gold','stones','one round brilliant diamond','caratWeights','1.02 ct, F, VS1')
        WHEN 3 THEN jsonb_build_object('brand','Hermès','model','Birkin 30','size','30 cm','material','Togo leather')
        ELSE jsonb_build_object('artist','Unknown','title','Coastal scene ' || i,'medium','Oil on canvas')
      END,
      'Eleanor Grant',
      'LVC-' || upper(substr(md5('c' || i), 1, 4)) || '-' || upper(substr(md5('d' || i), 1, 4)),
      now() - (i % 1000) * interval '1 day' - interval '3 days'
    FROM generate_series(1, $1::int) AS i, u`,
    [ITEMS, CUSTOMER.email],
  );
  await db.query(`
    INSERT INTO valuation_photos ("valuationId", name, type, size, width, height, path, "previewPath", "uploadedAt")
    SELECT v.id, 'photo.jpg', 'image/jpeg', 250000, 1600, 1200,
      v."userId" || '/' || v.id || '/photo.jpg', v."userId" || '/' || v.id || '/photo-preview.jpg', v."createdAt"
    FROM valuation_requests v`);
  await db.query(`
    INSERT INTO certificates (reference, "valuationId", service, "issuedAt", value, basis,
      "valuerName", "itemSummary", "filePath")
    SELECT v."certificateReference", v.id, v."serviceType", v."completedAt", v."resultValue",
      v."resultBasis", 'Eleanor Grant', v."itemDescription", 'certificates/' || v.id || '.pdf'
    FROM valuation_requests v`);
  await db.query('ANALYZE');
  console.log(`${ITEMS} completed items seeded in ${(performance.now() - t0).toFixed(0)} ms`);

  // The list, after its baseline.
  const first = await timed(`${base}/api/collection`, auth);
  if (first.status !== 200) throw new Error(`GET /api/collection answered ${first.status}`);
  const listed = JSON.parse(first.body.toString());
  if (listed.items.length !== ITEMS)
    throw new Error(`GET /api/collection listed ${listed.items.length} of ${ITEMS} items`);
  for (let i = 0; i < 20; i++) await timed(`${base}/api/health`);
  const health = [];
  const list = [];
  for (let i = 0; i < CALLS; i++) {
    health.push((await timed(`${base}/api/health`)).ms);
    list.push((await timed(`${base}/api/collection`, auth)).ms);
  }
  const listP95 = pct(list, 95);
  console.log(
    `GET /api/health (baseline): p50 ${ms(pct(health, 50))}, p95 ${ms(pct(health, 95))} (${CALLS} calls, interleaved)`,
  );
  console.log(
    `GET /api/collection (${ITEMS} items, ${(first.body.length / 1024).toFixed(0)} KB): p50 ${ms(pct(list, 50))}, p95 ${ms(listP95)}` +
      ` (target <= ${TARGETS.listP95Ms} ms: ${listP95 <= TARGETS.listP95Ms ? 'met' : 'MISSED'})`,
  );
  failed ||= listP95 > TARGETS.listP95Ms;

  // The schedule PDF: time to the last byte, and the server's RSS while it is made.
  for (let run = 1; run <= RUNS; run++) {
    const before = rssKb(server.pid);
    const cpuBefore = cpuMs(server.pid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssKb(server.pid));
    }, 5);
    const pdf = await timed(`${base}/api/collection/schedule.pdf`, auth);
    clearInterval(sampler);
    peak = Math.max(peak, rssKb(server.pid));
    const cpu = cpuMs(server.pid) - cpuBefore;
    if (pdf.status !== 200) throw new Error(`schedule.pdf answered ${pdf.status}`);
    const pages = pdf.body.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;
    const growthMb = (peak - before) / 1024;
    console.log(
      `GET /api/collection/schedule.pdf run ${run}: ${ms(pdf.ms)} to the last byte` +
        ` (target <= ${TARGETS.pdfMs} ms: ${pdf.ms <= TARGETS.pdfMs ? 'met' : 'MISSED'}; server CPU ${cpu} ms),` +
        ` ${(pdf.body.length / 1024).toFixed(0)} KB, ${pages} pages,` +
        ` ${pdf.headers.get('transfer-encoding') === 'chunked' ? 'streamed (chunked)' : `content-length ${pdf.headers.get('content-length')}`};` +
        ` server RSS ${(before / 1024).toFixed(1)} -> peak ${(peak / 1024).toFixed(1)} MB, growth ${growthMb.toFixed(1)} MB` +
        ` (target < ${TARGETS.rssMb} MB: ${growthMb < TARGETS.rssMb ? 'met' : 'MISSED'})`,
    );
    failed ||= pdf.ms > TARGETS.pdfMs || growthMb >= TARGETS.rssMb;
  }
  await db.end();
} finally {
  await server?.stop();
  await admin.query(`DROP DATABASE IF EXISTS "${DB}" WITH (FORCE)`);
  await admin.end();
  console.log(`load average at the end: ${load()}`);
}
if (failed) {
  console.log('a target was missed');
  process.exit(1);
}
