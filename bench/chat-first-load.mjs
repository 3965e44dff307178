// Figures: gzipped JavaScript a signed-in customer's first visit to /chat downloads (the app, the
// chat page, the live client), then what opening the emoji picker adds (emoji-picker-react, loaded
// on first open). Also checks that nothing is requested from another site (the picker's native
// emoji need no CDN) and counts the page's live connections (1: the bell and the chat share it). Build first (`npm run build`). Usage: node bench/chat-first-load.mjs
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath, registerUser, startServer } from './lib.mjs';

const port = Number(process.env.BENCH_PORT ?? 3202);
const server = await startServer({ port });
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumFlags,
});

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
function report(label, scripts) {
  const gz = scripts.reduce((sum, s) => sum + s.gz, 0);
  const raw = scripts.reduce((sum, s) => sum + s.raw, 0);
  console.log(`${label}: ${scripts.length} scripts, ${kb(gz)} gzipped JS (${kb(raw)} raw)`);
  for (const s of [...scripts].sort((a, b) => b.gz - a.gz))
    console.log(`    ${kb(s.gz).padStart(9)}  ${new URL(s.url).pathname}`);
}

try {
  const token = await registerUser(port);
  const context = await browser.newContext();
  await context.addInitScript(
    (value) => globalThis.localStorage.setItem('authToken', value),
    token,
  );
  const page = await context.newPage();
  let scripts = [];
  const foreign = [];
  let liveConnections = 0;
  page.on('websocket', () => (liveConnections += 1));
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.protocol.startsWith('http') && url.hostname !== '127.0.0.1') foreign.push(req.url());
  });
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script') return;
    const body = await res.body().catch(() => null);
    if (body) scripts.push({ url: res.url(), raw: body.length, gz: gzipSync(body).length });
  });

  await page.goto(`http://127.0.0.1:${port}/chat`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { name: 'Expert Chat' }).waitFor();
  await page.getByRole('status').filter({ hasText: 'Online' }).waitFor();
  report('/chat, first visit (signed in)', scripts);
  console.log(`live connections opened by /chat: ${liveConnections}`);

  scripts = [];
  await page.getByRole('button', { name: 'Insert emoji' }).click();
  await page.getByRole('gridcell', { name: 'grinning face', exact: true }).waitFor();
  await page.waitForLoadState('networkidle');
  report('emoji picker, first open', scripts);
  console.log(
    `requests to other sites: ${foreign.length}${foreign.length ? ` ${foreign.join(', ')}` : ''}`,
  );

  // For comparison: the dashboard does not load the chat's modules.
  const other = await browser.newContext();
  await other.addInitScript((value) => globalThis.localStorage.setItem('authToken', value), token);
  const dash = await other.newPage();
  const dashScripts = [];
  dash.on('response', (res) => {
    if (res.request().resourceType() === 'script') dashScripts.push(new URL(res.url()).pathname);
  });
  await dash.goto(`http://127.0.0.1:${port}/dashboard`, { waitUntil: 'networkidle' });
  const chatOnly = dashScripts.filter((path) => /useChatSocket|ChatPage/.test(path));
  console.log(`/dashboard loads chat modules: ${chatOnly.length ? chatOnly.join(', ') : 'none'}`);
  await other.close();
  await context.close();
} finally {
  await browser.close();
  await server.stop();
}
