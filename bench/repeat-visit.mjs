// Figures: what `/` costs on a first visit and on a repeat visit once the service worker
// (/sw.js) controls the page: gzipped JavaScript, bytes over the wire, and how many responses
// came from the network, the HTTP cache or the service worker.
// Wire bytes are counted by a small proxy in front of the server, so they include what the
// service worker itself fetches (its install-time precache), which the page's DevTools events miss.
// Build first (`npm run build`). Usage: node bench/repeat-visit.mjs [/path]
import { request as httpRequest, createServer } from 'node:http';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath, startServer } from './lib.mjs';

const path = process.argv[2] ?? '/';
const port = 3212;
const proxyPort = 3213;
const server = await startServer({ port });

// Counting proxy: bytes of status line, headers and body of every answer, per phase.
const wire = { bytes: 0, responses: 0, lastActivity: Date.now() };
const proxy = createServer((req, res) => {
  const upstream = httpRequest(
    { host: '127.0.0.1', port, method: req.method, path: req.url, headers: req.headers },
    (up) => {
      const headerBytes = Object.entries(up.headers).reduce(
        (sum, [k, v]) => sum + k.length + String(v).length + 4,
        `HTTP/1.1 ${up.statusCode} ${up.statusMessage}\r\n\r\n`.length,
      );
      wire.bytes += headerBytes;
      wire.responses += 1;
      res.writeHead(up.statusCode, up.statusMessage, up.headers);
      up.on('data', (chunk) => {
        wire.bytes += chunk.length;
        wire.lastActivity = Date.now();
      });
      up.pipe(res);
    },
  );
  upstream.on('error', () => res.destroy());
  req.pipe(upstream);
});
await new Promise((r) => proxy.listen(proxyPort, '127.0.0.1', r));

async function quiet(ms = 1000, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() - wire.lastActivity < ms && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 100));
}

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumFlags,
});

/** Records one navigation through DevTools Network events of the page. */
function recorder(cdp, page) {
  let requests = new Map();
  const scripts = [];
  cdp.on('Network.responseReceived', (e) => {
    const r = requests.get(e.requestId) ?? {};
    Object.assign(r, {
      url: e.response.url,
      type: e.type,
      fromServiceWorker: !!e.response.fromServiceWorker,
      fromCache: !!(e.response.fromDiskCache || e.response.fromPrefetchCache),
      status: e.response.status,
    });
    requests.set(e.requestId, r);
  });
  cdp.on('Network.requestServedFromCache', (e) => {
    const r = requests.get(e.requestId) ?? {};
    r.fromCache = true;
    requests.set(e.requestId, r);
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId) ?? {};
    r.encoded = e.encodedDataLength;
    requests.set(e.requestId, r);
  });
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script') return;
    const body = await res.body().catch(() => null);
    if (body) scripts.push({ url: res.url(), gz: gzipSync(body).length });
  });
  return {
    reset() {
      requests = new Map();
      scripts.length = 0;
    },
    summary() {
      const all = [...requests.values()].filter((r) => r.url && !r.url.startsWith('data:'));
      const network = all.filter((r) => !r.fromServiceWorker && !r.fromCache);
      const sum = (list) => list.reduce((s, r) => s + (r.encoded ?? 0), 0);
      return {
        responses: all.length,
        fromNetwork: network.length,
        fromHttpCache: all.filter((r) => r.fromCache && !r.fromServiceWorker).length,
        fromServiceWorker: all.filter((r) => r.fromServiceWorker).length,
        networkBytes: sum(network),
        networkJsBytes: sum(network.filter((r) => r.type === 'Script')),
        scriptsGz: scripts.reduce((s, x) => s + x.gz, 0),
        scripts: scripts.length,
      };
    },
  };
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
function report(label, s, wireBytes, wireResponses) {
  console.log(`${label}`);
  console.log(
    `  page responses: ${s.responses} (network ${s.fromNetwork}, HTTP cache ${s.fromHttpCache}, service worker ${s.fromServiceWorker})`,
  );
  console.log(
    `  JavaScript: ${s.scripts} scripts, ${kb(s.scriptsGz)} gzipped (of their bodies); ${kb(s.networkJsBytes)} of it over the network`,
  );
  console.log(
    `  bytes over the network: ${kb(s.networkBytes)} seen by the page; ${kb(wireBytes)} in ${wireResponses} answers at the server (service worker fetches included)`,
  );
}

try {
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const rec = recorder(cdp, page);
  const url = `http://127.0.0.1:${proxyPort}${path}`;

  wire.bytes = 0;
  wire.responses = 0;
  await page.goto(url, { waitUntil: 'networkidle' });
  const sw = await page.evaluate(async () => {
    if (!('serviceWorker' in navigator)) return { registered: false };
    const registrations = await navigator.serviceWorker.getRegistrations();
    if (registrations.length === 0) return { registered: false };
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => {
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true });
        setTimeout(resolve, 5000);
      });
    }
    return { registered: true, controlling: !!navigator.serviceWorker.controller };
  });
  await quiet();
  report(`first visit of ${path}`, rec.summary(), wire.bytes, wire.responses);

  if (!sw.registered) {
    console.log('no service worker (nothing registered at /sw.js): a repeat visit is not measured');
  } else {
    if (!sw.controlling)
      console.log('  (the service worker did not claim the page; it controls it after the reload)');
    rec.reset();
    wire.bytes = 0;
    wire.responses = 0;
    await page.reload({ waitUntil: 'networkidle' });
    const controlled = await page.evaluate(() => !!navigator.serviceWorker.controller);
    await quiet();
    report(
      `repeat visit of ${path} (reload, service worker ${controlled ? 'controlling' : 'NOT controlling'})`,
      rec.summary(),
      wire.bytes,
      wire.responses,
    );
  }
  await context.close();
} finally {
  await browser.close();
  proxy.close();
  await server.stop();
}
