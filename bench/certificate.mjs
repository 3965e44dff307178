// Certificate generation: median and p95 time over 50 renders, and the PDF's size, with five
// photos (2000×1500 JPEG masters, as the upload pipeline keeps them). Build first: `npm run build`
// (or `npm -w backend run build`); this loads backend/dist.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { root } from './lib.mjs';

const require = createRequire(import.meta.url);
const { renderCertificate } = require(
  join(root, 'backend/dist/modules/certificates/certificate-renderer.js'),
);
const sharp = require(join(root, 'node_modules/sharp'));

const RUNS = 50;

async function photo(seed) {
  // Noise, so the JPEG is as heavy as a real photograph rather than a flat colour.
  const width = 2000;
  const height = 1500;
  const raw = Buffer.alloc(width * height * 3);
  let x = seed * 7919;
  for (let i = 0; i < raw.length; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    raw[i] = (x >> 16) & 0xff;
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .blur(2)
    .jpeg({ quality: 85 })
    .toBuffer();
}

const photos = await Promise.all([1, 2, 3, 4, 5].map(photo));
const data = {
  reference: 'LVC-7K3Q-9M2D',
  valuationReference: 'LV-4F8H-2J6K',
  issuedAt: new Date(),
  customer: {
    name: 'Jane Doe',
    address: {
      street: '1 Bond Street',
      city: 'London',
      state: '',
      postalCode: 'W1S 1AA',
      country: 'United Kingdom',
    },
  },
  service: 'watch',
  brand: 'Rolex',
  assessedDescription:
    'Rolex Submariner Date 126610LN, stainless steel, 41 mm, 2021, with box and papers. '.repeat(4),
  photos,
  value: 12450,
  basis: 'insurance',
  valuer: { name: 'Eleanor Grant', certification: 'FGA DGA, Registered Valuer' },
  revaluationDueAt: new Date(Date.now() + 2 * 365 * 864e5),
  verifyUrl: 'https://luxevaluations.co.uk/verify/LVC-7K3Q-9M2D',
};

await renderCertificate(data); // warm-up: fonts parsed, code compiled
const times = [];
let size = 0;
for (let i = 0; i < RUNS; i++) {
  const start = performance.now();
  const pdf = await renderCertificate(data);
  times.push(performance.now() - start);
  size = pdf.length;
}
times.sort((a, b) => a - b);
const pct = (p) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)];
const photoBytes = photos.reduce((n, p) => n + p.length, 0);
console.log(
  `certificate with 5 photos (${(photoBytes / 1024).toFixed(0)} KiB of JPEG in), ${RUNS} renders:`,
);
console.log(
  `  median ${pct(50).toFixed(1)} ms, p95 ${pct(95).toFixed(1)} ms, max ${times.at(-1).toFixed(1)} ms`,
);
console.log(`  PDF size ${(size / 1024).toFixed(0)} KiB`);
