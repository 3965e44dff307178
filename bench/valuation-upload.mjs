// Figures: five ~10 MB photos uploaded in one POST /api/valuations to the built server running in its
// own process (PGlite): the server's peak RSS growth during the upload (goal < 64 MB) and the time from
// the last byte sent to the 201. Build first (`npm run build`).
// Usage: node bench/valuation-upload.mjs   (BENCH_RUNS=3 by default)
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { registerUser, root, startServer } from './lib.mjs';

const sharp = createRequire(join(root, 'backend/package.json'))('sharp');
const port = Number(process.env.BENCH_PORT ?? 3295);
const runs = Number(process.env.BENCH_RUNS ?? 3);
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

const { jpeg, side } = await photoNear10MB();
console.log(
  `photo: ${side}×${side} px JPEG, ${(jpeg.length / 1024 / 1024).toFixed(2)} MB; 5 per request`,
);
const server = await startServer({ port });
try {
  const token = await registerUser(port);
  // warm-up: one small upload loads sharp, file-type and the routes
  const small = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#888' } })
    .jpeg()
    .toBuffer();
  const warm = await upload(token, multipartBody(small, 1));
  if (warm.status !== 201) throw new Error(`warm-up answered ${warm.status}: ${warm.text}`);
  for (let run = 1; run <= runs; run++) {
    await new Promise((r) => setTimeout(r, 500));
    const before = rssKb(server.pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssKb(server.pid))), 10);
    const result = await upload(token, multipartBody(jpeg, 5));
    clearInterval(sampler);
    peak = Math.max(peak, rssKb(server.pid));
    if (result.status !== 201)
      throw new Error(`upload answered ${result.status}: ${result.text.slice(0, 300)}`);
    console.log(
      `run ${run}: 201 in ${result.ms.toFixed(0)} ms after the last byte; server RSS ${(before / 1024).toFixed(0)} MB → peak ${(peak / 1024).toFixed(0)} MB (growth ${((peak - before) / 1024).toFixed(1)} MB, goal < 64 MB)`,
    );
  }
} finally {
  await server.stop();
}
