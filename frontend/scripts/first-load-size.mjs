// Prints the gzipped JavaScript a first visit to a route downloads: the entry chunk and its static
// imports, plus each lazy route module the route matches (and their static imports).
// Usage: node frontend/scripts/first-load-size.mjs [route modules…]  (after `vite build`)
// Default route modules are those /login matches: the shell, the guest guard and the login page.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const routeModules = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['src/app/RootLayout.tsx', 'src/app/guards.tsx', 'src/features/auth/LoginPage.tsx'];

const files = new Set();
function visit(key) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`No chunk for ${key} in the manifest`);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
}
const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
visit(entry);
for (const module of routeModules) visit(module);

let total = 0;
for (const file of [...files].sort()) {
  const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} kB  ${file}`);
}
console.log(`${(total / 1024).toFixed(1).padStart(7)} kB  total gzipped JS (${files.size} files)`);
