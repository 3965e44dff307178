// Figures: Lighthouse 12 scores (performance, accessibility, best practices, SEO) and LCP, CLS,
// TBT of public pages, on the production build served by one fresh server (its own DATA_DIR).
// Lighthouse's default form factor: mobile, simulated slow 4G and 4x CPU slowdown. Offline: the
// pages, Lighthouse and Chromium need nothing from the internet.
// Each page is measured RUNS times (default 5) and the run with the median performance score is
// shown (Lighthouse's own advice for simulated throttling); the spread of scores is printed beside it.
// Baselines from the same run: each page again with its scripts blocked ("TBT no JS": what the HTML,
// CSS, fonts and images alone cost), and a plain page from a process of its own (the machine's
// floor), with Lighthouse's benchmarkIndex of the machine. Simulated throttling multiplies the
// machine's own task times by 4, so a slow machine's floor shows in every page's TBT. `/` is
// always measured first, as the baseline row of the site's own pages (`baseline /`), and the
// machine's load average is printed at the start and the end.
// COMPARE_STATIC_DIR=<a built frontend dist> (COMPARE_LABEL names it): each page also from a second
// server of this backend serving that build (STATIC_DIR), the two measured in turn, run by run, so
// both medians come from the same minutes of the machine (issue 35: React beside the old Preact build).
// Build first (`npm run build`). Usage: [RUNS=5] node bench/lighthouse.mjs [/ /services /contact …]
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { chromiumFlags, chromiumPath, startServer } from './lib.mjs';

const BASELINE = '/';
const asked = process.argv.slice(2).length ? process.argv.slice(2) : ['/services', '/contact'];
const pages = [BASELINE, ...asked.filter((path) => path !== BASELINE)];
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const loadAtStart = load();
// BENCH_PORT: another port when 3214 is taken (the plain page uses the next one).
const port = Number(process.env.BENCH_PORT ?? 3214);
const plainPort = port + 1;
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const runs = Math.max(1, Number(process.env.RUNS ?? 5));

// The plain page first: if its port is taken, nothing else has been started yet.
const plain = await startPlainPage(plainPort);
const server = await startServer({ port }).catch((error) => {
  plain.kill();
  throw error;
});
const compareDir = process.env.COMPARE_STATIC_DIR;
const compareLabel = process.env.COMPARE_LABEL ?? 'compared';
const comparePort = port + 2;
const other = compareDir
  ? await startServer({ port: comparePort, env: { STATIC_DIR: compareDir } }).catch(
      async (error) => {
        plain.kill();
        await server.stop();
        throw error;
      },
    )
  : null;
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ['--headless=new', ...chromiumFlags],
  logLevel: 'silent',
});

const rows = [];
const benchmarkIndexes = [];
try {
  for (const path of pages) {
    const url = `http://127.0.0.1:${port}${path}`;
    const otherUrl = `http://127.0.0.1:${comparePort}${path}`;
    const [median, theirs] = other
      ? await mediansInTurn(
          () => measure(url, path),
          () => measure(otherUrl, path),
        )
      : [await medianOf(() => measure(url, path))];
    // The same page with its scripts blocked: what the prerendered HTML, its CSS, fonts and images
    // cost Chromium on this machine before any of the page's JavaScript runs.
    const noScripts = await medianOf(() => measure(url, path, { blockedUrlPatterns: ['*.js'] }));
    const page = path === BASELINE ? `baseline ${path}` : path;
    rows.push({ ...median, page, 'TBT no JS': noScripts.TBT });
    if (theirs) rows.push({ ...theirs, page: `${compareLabel} ${path}`, 'TBT no JS': '-' });
  }
  // The machine's floor, measured in the same run: a heading and a paragraph, no scripts, no web
  // fonts, served by a process of its own. Its TBT is Chromium's own cost of a navigation here.
  const floor = await medianOf(() => measure(`http://127.0.0.1:${plainPort}/`, '(plain page)'));
  rows.push({ ...floor, 'TBT no JS': floor.TBT });
} finally {
  chrome.kill();
  await server.stop();
  await other?.stop();
  plain.kill();
}

/** Runs `once` RUNS times; the run with the median performance score, with the spread beside it. */
async function medianOf(once) {
  const [median] = await mediansInTurn(once);
  return median;
}

/** Each of `measures` RUNS times, taking turns run by run; the median run of each. */
async function mediansInTurn(...measures) {
  const samples = measures.map(() => []);
  for (let run = 0; run < runs; run += 1) {
    for (const [i, once] of measures.entries()) samples[i].push(await retried(once));
  }
  return samples.map((list) => {
    list.sort((a, b) => Number(a.performance) - Number(b.performance));
    const median = list[Math.floor(list.length / 2)];
    return { ...median, spread: list.map((s) => s.performance).join(',') };
  });
}

/** A run Lighthouse itself gives up on (e.g. NO_NAVSTART on a busy machine) is retried, twice. */
async function retried(once) {
  for (let retries = 0; ; retries += 1) {
    try {
      const sample = await once();
      benchmarkIndexes.push(sample.benchmarkIndex);
      return sample;
    } catch (error) {
      if (retries >= 2) throw error;
      console.warn(`${error.message}: retrying`);
    }
  }
}

/** A plain HTML page on its own port, from a child process (not this one's event loop). */
async function startPlainPage(plainPagePort) {
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="description" content="A plain page"><title>Plain page</title></head>' +
    '<body><main><h1>A plain page</h1><p>A heading and a paragraph.</p></main></body></html>';
  const child = spawn(
    process.execPath,
    [
      '-e',
      `require('node:http').createServer((req, res) => {
        const robots = req.url === '/robots.txt';
        const type = robots ? 'text/plain' : 'text/html';
        res.writeHead(200, { 'content-type': type + '; charset=utf-8' });
        res.end(robots ? 'User-agent: *\\nAllow: /\\n' : ${JSON.stringify(html)});
      }).listen(${plainPagePort}, '127.0.0.1', () => console.log('ready'));`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise((resolveReady, reject) => {
    child.stdout.once('data', resolveReady);
    child.once('exit', (code) => reject(new Error(`the plain page's server exited (${code})`)));
  });
  return child;
}

async function measure(url, path, settings = {}) {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: categories,
    ...settings,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${path}: ${lhr.runtimeError.message}`);
  // LH_JSON_DIR: keep each report, to read what the figures come from.
  if (process.env.LH_JSON_DIR) {
    const page = path === '/' ? 'home' : path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '');
    const blocked = settings.blockedUrlPatterns ? '-no-js' : '';
    const name = `${page}${blocked}-${Date.now()}.json`;
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
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

const columns = ['page', ...categories, 'LCP', 'CLS', 'TBT', 'TBT no JS', 'spread'];
const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => r[c].length)));
const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
const indexes = benchmarkIndexes.sort((a, b) => a - b);
console.log(
  `Lighthouse ${lighthouse.version ?? '12'} (mobile, simulated throttling), median of ${runs} runs; ` +
    `benchmarkIndex ${Math.round(indexes[Math.floor(indexes.length / 2)])} ` +
    `(${Math.round(indexes[0])}-${Math.round(indexes.at(-1))})`,
);
console.log(`load average: ${loadAtStart} at the start, ${load()} at the end`);
console.log(line(columns));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const row of rows) console.log(line(columns.map((c) => row[c])));
for (const row of rows) {
  if (row.failing.length) console.log(`${row.page}: audits below 90: ${row.failing.join(', ')}`);
}
