// Writes .br and .gz beside every compressible file of a build folder, so the server sends
// pre-compressed assets (@fastify/static `preCompressed`) without compressing per request.
// Usage: node scripts/compress-dist.mjs <dir>
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dir = process.argv[2];
if (!dir) throw new Error('usage: node scripts/compress-dist.mjs <dir>');
const compressible = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|map)$/;

let files = 0;
let before = 0;
let after = 0;
const walk = (folder) => {
  for (const entry of readdirSync(folder)) {
    const path = join(folder, entry);
    if (statSync(path).isDirectory()) walk(path);
    else if (compressible.test(entry) && statSync(path).size >= 1024) {
      const data = readFileSync(path);
      const br = brotliCompressSync(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      });
      writeFileSync(`${path}.br`, br);
      writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
      files += 1;
      before += data.length;
      after += br.length;
    }
  }
};
walk(dir);
console.log(
  `compressed ${files} files: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB brotli`,
);
