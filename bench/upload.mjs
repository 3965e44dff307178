// Figures: five ~10 MB photos uploaded in one POST /api/valuations to the built server running in its
// own process (PGlite, default LOG_LEVEL), once with the files on disk (DATA_DIR/uploads) and once
// in a bucket of a real S3 gateway (scripts/s3-gateway.sh, Ceph RGW): the server's peak RSS growth
// during the upload (goal < 64 MB) and the time from the last byte sent to the 201. Baseline from the
// same run: a bare node:http server in a process of its own that reads the same body to nowhere
// and answers 201 (the machine's floor for both figures). Build the backend first
// (`npm run build -w @valuation/backend`).
// Usage: node bench/upload.mjs   (BENCH_RUNS=3, BENCH_PORT=3295, BENCH_S3_PORT=3286)
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { registerUser, root, startServer, waitForHealth } from './lib.mjs';

const sharp = createRequire(join(root, 'backend/package.json'))('sharp');
const port = Number(process.env.BENCH_PORT ?? 3295);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const s3Port = Number(process.env.BENCH_S3_PORT ?? 3286);
const LIMIT = 10 * 1024 * 1024;

/** A photo-like JPEG (noise over a gradient, as a detailed photo compresses) just under 10 MB. */
async function photoNear10MB() {
  let side = 2400;
  for (let i = 0; i < 8; i++) {
    const noise = randomBytes(side * side * 3);
    const jpeg = await sharp(noise, { raw: { width: side, height: side, channels: 3 } })
      .jpeg({ quality: 92 })
      .toBuffer();
    if (jpeg.length <= LIMIT && jpeg.length > LIMIT * 0.9) return { jpeg, side };
    side = Math.floor(side * Math.sqrt((LIMIT * 0.97) / jpeg.length));
  }
  throw new Error('could not make a photo near 10 MB');
}

function rssKb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]);
}

function multipartBody(photo, count) {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const fields = {
    serviceType: 'watch',
    serviceTier: 'express',
    watchBrand: 'Rolex',
    itemDescription: 'Bench upload',
    firstName: 'Bench',
    lastName: 'Mark',
    email: 'bench@example.com',
    address: JSON.stringify({
      street: '1 Bond Street',
      city: 'London',
      state: '',
      postalCode: 'W1S 1AA',
      country: 'United Kingdom',
    }),
  };
  const chunks = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (let i = 0; i < count; i++) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="photo${i}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      photo,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { chunks, boundary, length: chunks.reduce((n, c) => n + c.length, 0) };
}

/** Streams the body in 64 KB pieces; resolves with the status and the ms from the last byte to the answer. */
function upload(token, body) {
  return new Promise((resolve, reject) => {
    let lastByteAt = 0;
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/valuations',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${body.boundary}`,
          'content-length': body.length,
        },
      },
      (res) => {
        const answeredAt = performance.now();
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode, ms: answeredAt - lastByteAt, text }));
      },
    );
    req.on('error', reject);
    (async () => {
      for (const chunk of body.chunks) {
        for (let i = 0; i < chunk.length; i += 65536) {
          if (!req.write(chunk.subarray(i, i + 65536)))
            await new Promise((r) => req.once('drain', r));
        }
      }
      req.end(() => (lastByteAt = performance.now()));
    })().catch(reject);
  });
}

/** A bare node:http server in its own process: reads any body to nowhere, answers 201. */
async function startBaseline() {
  const code = `require('node:http').createServer((req, res) => {
    if (req.url === '/api/health') return res.end('{}');
    req.on('data', () => {}); req.on('end', () => { res.statusCode = 201; res.end('{}'); });
  }).listen(${port}, '127.0.0.1');`;
  const child = spawn(process.execPath, ['-e', code], { stdio: 'ignore' });
  await waitForHealth(port);
  return {
    pid: child.pid,
    stop: () =>
      new Promise((r) => {
        child.once('exit', r);
        child.kill('SIGTERM');
      }),
  };
}

/** Runs the uploads against `server`; prints and returns the figures of each run. */
async function measure(label, server, token) {
  const figures = [];
  for (let run = 1; run <= runs; run++) {
    await new Promise((r) => setTimeout(r, 500));
    const before = rssKb(server.pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssKb(server.pid))), 10);
    const result = await upload(token, multipartBody(jpeg, 5));
    clearInterval(sampler);
    peak = Math.max(peak, rssKb(server.pid));
    if (result.status !== 201)
      throw new Error(`${label}: upload answered ${result.status}: ${result.text.slice(0, 300)}`);
    figures.push({ ms: result.ms, growthMb: (peak - before) / 1024 });
    console.log(
      `${label} run ${run}: 201 in ${result.ms.toFixed(0)} ms after the last byte; RSS ${(before / 1024).toFixed(0)} MB → peak ${(peak / 1024).toFixed(0)} MB (growth ${((peak - before) / 1024).toFixed(1)} MB)`,
    );
  }
  const median = (xs) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  console.log(
    `${label}: median ${median(figures.map((f) => f.ms)).toFixed(0)} ms after the last byte, peak RSS growth median ${median(figures.map((f) => f.growthMb)).toFixed(1)} MB, max ${Math.max(...figures.map((f) => f.growthMb)).toFixed(1)} MB`,
  );
}

/** The API in its own process on `env`, warmed up with one small upload. */
async function startApi(env) {
  const server = await startServer({ port, env: { LOG_LEVEL: 'info', ...env } });
  const token = await registerUser(port);
  const small = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#888' } })
    .jpeg()
    .toBuffer();
  const warm = await upload(token, multipartBody(small, 1));
  if (warm.status !== 201) throw new Error(`warm-up answered ${warm.status}: ${warm.text}`);
  return { server, token };
}

const { jpeg, side } = await photoNear10MB();
console.log(
  `photo: ${side}×${side} px JPEG, ${(jpeg.length / 1024 / 1024).toFixed(2)} MB; 5 per request; load ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
);

const baseline = await startBaseline();
try {
  // warmed up like the API: one small upload first
  const small = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#888' } })
    .jpeg()
    .toBuffer();
  await upload('none', multipartBody(small, 1));
  await measure('baseline (bare node:http, body read to nowhere)', baseline, 'none');
} finally {
  await baseline.stop();
}

const disk = await startApi({});
try {
  await measure('API, files on disk', disk.server, disk.token);
} finally {
  await disk.server.stop();
}

const gatewayDir = join(tmpdir(), `bench-s3-${process.pid}`);
const gatewayScript = join(root, 'scripts', 's3-gateway.sh');
const up = spawnSync(gatewayScript, ['up', gatewayDir], {
  encoding: 'utf8',
  env: { ...process.env, S3_GATEWAY_PORT: String(s3Port) },
  stdio: ['ignore', 'pipe', 'ignore'],
});
try {
  if (up.status !== 0) throw new Error('the S3 gateway did not start (scripts/s3-gateway.sh)');
  const s3 = Object.fromEntries(
    up.stdout
      .split('\n')
      .map((l) => /^(S3_[A-Z_]+)=(.*)$/.exec(l.trim()))
      .filter(Boolean)
      .map((m) => [m[1], m[2]]),
  );
  const bucket = await startApi({ ...s3, S3_BUCKET: 'bench-uploads' });
  try {
    await measure('API, files in an S3 bucket (Ceph RGW)', bucket.server, bucket.token);
  } finally {
    await bucket.server.stop();
  }
} finally {
  spawnSync(gatewayScript, ['down', gatewayDir], { stdio: 'ignore' });
}
console.log(
  `load after: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
);
