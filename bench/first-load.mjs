// Figure: JavaScript a first visit downloads, per page (gzipped size of each script, summed).
// Build first (`npm run build`). Usage: node bench/first-load.mjs [/login /register …]
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath, startServer } from './lib.mjs';

const pages = process.argv.slice(2).length ? process.argv.slice(2) : ['/login'];
// BENCH_PORT: another port when 3211 is taken (a second checkout benching at the same time).
const port = Number(process.env.BENCH_PORT ?? 3211);
const server = await startServer({ port });
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumFlags,
});
try {
  for (const path of pages) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts = [];
    let total = 0;
    page.on('response', async (res) => {
      const body = await res.body().catch(() => null);
      if (!body) return;
      total += body.length;
      if (res.request().resourceType() === 'script')
        scripts.push({ url: res.url(), raw: body.length, gz: gzipSync(body).length });
    });
    await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: 'networkidle' });
    const gz = scripts.reduce((s, x) => s + x.gz, 0);
    const raw = scripts.reduce((s, x) => s + x.raw, 0);
    console.log(
      `${path}: ${scripts.length} scripts, ${(gz / 1024).toFixed(1)} KB gzipped JS (${(raw / 1024).toFixed(1)} KB raw); all responses ${(total / 1024).toFixed(1)} KB uncompressed`,
    );
    for (const s of scripts.sort((a, b) => b.gz - a.gz))
      console.log(`    ${(s.gz / 1024).toFixed(1).padStart(7)} KB  ${new URL(s.url).pathname}`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
