// Figures: Lighthouse 12 scores (performance, accessibility, best practices, SEO) and LCP, CLS,
// TBT of public pages, on the production build served by one fresh server (its own DATA_DIR).
// Lighthouse's default form factor: mobile, simulated slow 4G and 4x CPU slowdown. Offline: the
// pages, Lighthouse and Chromium need nothing from the internet.
// Each page is measured RUNS times (default 5) and the run with the median performance score is
// shown (Lighthouse's own advice for simulated throttling); the spread of scores is printed beside it.
// Build first (`npm run build`). Usage: [RUNS=5] node bench/lighthouse.mjs [/ /services /contact …]
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startServer } from './lib.mjs';

const pages = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/services', '/contact'];
const port = 3214;
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const runs = Math.max(1, Number(process.env.RUNS ?? 5));

const server = await startServer({ port });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
  ],
  logLevel: 'silent',
});

const rows = [];
try {
  for (const path of pages) {
    const url = `http://127.0.0.1:${port}${path}`;
    const samples = [];
    // A run Lighthouse itself gives up on (e.g. NO_NAVSTART on a busy machine) is retried, twice.
    for (let run = 0, retries = 0; run < runs; run += 1) {
      try {
        samples.push(await measure(url, path));
      } catch (error) {
        if ((retries += 1) > 2) throw error;
        console.warn(`${error.message}: retrying`);
        run -= 1;
      }
    }
    samples.sort((a, b) => Number(a.performance) - Number(b.performance));
    const median = samples[Math.floor(samples.length / 2)];
    rows.push({ ...median, spread: samples.map((s) => s.performance).join(',') });
  }
} finally {
  chrome.kill();
  await server.stop();
}

async function measure(url, path) {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: categories,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${path}: ${lhr.runtimeError.message}`);
  // LH_JSON_DIR: keep each report, to read what the figures come from.
  if (process.env.LH_JSON_DIR) {
    const name = `${path === '/' ? 'home' : path.slice(1).replace(/\//g, '_')}-${Date.now()}.json`;
    writeFileSync(join(process.env.LH_JSON_DIR, name), JSON.stringify(lhr));
  }
  const score = (id) => {
    const value = lhr.categories[id]?.score;
    return value === null || value === undefined ? 'n/a' : String(Math.round(value * 100));
  };
  const audit = (id) => lhr.audits[id];
  const failing = Object.values(lhr.categories)
    .flatMap((c) => c.auditRefs)
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a && a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
    .filter((a, i, all) => all.findIndex((b) => b.id === a.id) === i)
    .map((a) => a.id);
  return {
    page: path,
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    LCP: `${(audit('largest-contentful-paint').numericValue / 1000).toFixed(2)} s`,
    CLS: audit('cumulative-layout-shift').numericValue.toFixed(3),
    TBT: `${Math.round(audit('total-blocking-time').numericValue)} ms`,
    failing,
  };
}

const columns = ['page', ...categories, 'LCP', 'CLS', 'TBT', 'spread'];
const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => r[c].length)));
const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
console.log(
  `Lighthouse ${lighthouse.version ?? '12'} (mobile, simulated throttling), median of ${runs} runs`,
);
console.log(line(columns));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const row of rows) console.log(line(columns.map((c) => row[c])));
for (const row of rows) {
  if (row.failing.length) console.log(`${row.page}: audits below 90: ${row.failing.join(', ')}`);
}
