// Figure: JavaScript a first visit downloads, per page (gzipped size of each script, summed).
// Build first (`npm run build`). Usage: node bench/first-load.mjs [/login /register …]
// A path may name who visits it: `customer:/chat` (a freshly registered customer's stored token),
// `staff:/staff` (an admin's, created by ADMIN_EMAIL/ADMIN_PASSWORD); plain paths are signed out.
// Every run also prints its baseline rows (BASELINE): `/` signed out (the site shell's floor) and
// `customer:/dashboard` (the app's floor for a signed-in page), measured by the same server.
// `:request` in a path is the id of a valuation request a customer creates first (two small
// photos), e.g. `staff:/staff/valuations/:request`. The machine's load average is printed with it.
// BUDGET_KB=190: the run fails (exit 1, the pages named) when an asked page's gzipped JavaScript is
// over it (issue 27: /chat and the staff console at most 200 KB, kept at 190 for a margin).
// --budgets: each asked page against its own budget of issue 35 (BUDGETS below; a page without one
// against BUDGET_KB if set); without pages, the budgeted pages are asked. The run ends with one row
// per page (page, scripts, KB, budget, margin), to paste beside another run's.
import { loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { chromiumFlags, chromiumPath, registerUser, startServer } from './lib.mjs';

const BASELINE = ['/', 'customer:/dashboard'];
const ADMIN = { email: 'bench.first-load@example.com', password: 'Sapphire#2026' };
/** Issue 35: first-load JavaScript, gzipped, at most (KB). */
const BUDGETS = {
  '/': 125,
  '/valuation': 175,
  '/login': 165,
  '/visits/book': 160,
  'customer:/chat': 225,
  'staff:/staff': 225,
};
const args = process.argv.slice(2);
const perPage = args.includes('--budgets');
const paths = args.filter((arg) => arg !== '--budgets');
const asked = paths.length ? paths : perPage ? Object.keys(BUDGETS) : ['/login'];
// BENCH_PORT: another port when 3211 is taken (a second checkout benching at the same time).
const port = Number(process.env.BENCH_PORT ?? 3211);
const server = await startServer({
  port,
  env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
});
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumFlags,
});

async function adminToken() {
  const res = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!res.ok) throw new Error(`admin login answered ${res.status}: ${await res.text()}`);
  return (await res.json()).token;
}

const tokens = {};
async function tokenFor(who) {
  if (who === 'guest') return null;
  tokens[who] ??= who === 'staff' ? await adminToken() : await registerUser(port);
  return tokens[who];
}

let requestId;
/** A valuation request of a fresh customer (watch, two 800x600 photos): its id. */
async function aRequest() {
  if (requestId) return requestId;
  const token = await registerUser(port);
  const photo = await sharp({
    create: { width: 800, height: 600, channels: 3, background: { r: 120, g: 110, b: 90 } },
  })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  const fields = {
    serviceType: 'watch',
    serviceTier: 'standard',
    watchBrand: 'Rolex',
    itemDescription: 'A 1990s Submariner with box and papers.',
    autoRevalue: 'false',
    firstName: 'Bench',
    lastName: 'Mark',
    email: 'bench.request@example.com',
    address: JSON.stringify({
      street: '1 Bond Street',
      city: 'London',
      state: '',
      postalCode: 'W1S 1AA',
      country: 'United Kingdom',
    }),
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const name of ['dial.jpg', 'caseback.jpg'])
    form.append('images', new Blob([photo], { type: 'image/jpeg' }), name);
  const res = await fetch(`http://127.0.0.1:${port}/api/valuations`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (res.status !== 201) throw new Error(`a request answered ${res.status}: ${await res.text()}`);
  requestId = (await res.json()).valuation.id;
  return requestId;
}

const budget = process.env.BUDGET_KB ? Number(process.env.BUDGET_KB) : null;
const budgetOf = (entry) => (perPage ? (BUDGETS[entry] ?? budget) : budget);
const overBudget = [];
const rows = [];

async function measure(entry, label) {
  const [who, template] =
    entry.includes(':') && !entry.startsWith('/') ? entry.split(/:(.*)/s) : ['guest', entry];
  const path = template.includes(':request')
    ? template.replace(':request', await aRequest())
    : template;
  const token = await tokenFor(who);
  const context = await browser.newContext();
  if (token)
    await context.addInitScript(
      (value) => globalThis.localStorage.setItem('authToken', value),
      token,
    );
  const page = await context.newPage();
  const bodies = [];
  page.on('response', (res) => {
    // Read as they come, awaited below: a body read after the page has moved on is lost.
    bodies.push(
      res.body().then(
        (body) => ({ url: res.url(), script: res.request().resourceType() === 'script', body }),
        () => null,
      ),
    );
  });
  await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: 'networkidle' });
  // An app page renders after its session check and its route's chunks: on a loaded machine the
  // network can be idle for 500 ms in between. The page's heading, then quiet again.
  await page.locator('#main-content :is(h1, h2)').first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  await page.waitForLoadState('networkidle');
  const read = (await Promise.all(bodies)).filter(Boolean);
  const total = read.reduce((s, x) => s + x.body.length, 0);
  const scripts = read
    .filter((x) => x.script)
    .map((x) => ({ url: x.url, raw: x.body.length, gz: gzipSync(x.body).length }));
  const gz = scripts.reduce((s, x) => s + x.gz, 0);
  const raw = scripts.reduce((s, x) => s + x.raw, 0);
  console.log(
    `${label}${template}${who === 'guest' ? '' : ` (${who})`}: ${scripts.length} scripts, ${(gz / 1024).toFixed(1)} KB gzipped JS (${(raw / 1024).toFixed(1)} KB raw); all responses ${(total / 1024).toFixed(1)} KB uncompressed`,
  );
  const limit = budgetOf(entry);
  if (!label) rows.push({ entry, scripts: scripts.length, kb: gz / 1024, limit });
  if (limit !== null && !label && gz / 1024 > limit)
    overBudget.push(`${entry} ${(gz / 1024).toFixed(1)} KB (budget ${limit})`);
  for (const s of scripts.sort((a, b) => b.gz - a.gz))
    console.log(`    ${(s.gz / 1024).toFixed(1).padStart(7)} KB  ${new URL(s.url).pathname}`);
  await context.close();
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
try {
  console.log(`load average at the start: ${load()}`);
  for (const entry of BASELINE) await measure(entry, 'baseline ');
  for (const entry of asked) await measure(entry, '');
  console.log(`load average at the end: ${load()}`);
  console.log('\n| page | scripts | gzipped JS (KB) | budget (KB) | margin (KB) |');
  console.log('|---|---|---|---|---|');
  for (const row of rows)
    console.log(
      `| ${row.entry} | ${row.scripts} | ${row.kb.toFixed(1)} | ${row.limit ?? '-'} | ${
        row.limit === null ? '-' : (row.limit - row.kb).toFixed(1)
      } |`,
    );
  if (perPage || budget !== null)
    console.log(
      overBudget.length
        ? `over budget: ${overBudget.join(', ')}`
        : 'every asked page within its budget',
    );
} finally {
  await browser.close();
  await server.stop();
}
if (overBudget.length) process.exitCode = 1;
