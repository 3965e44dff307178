// `npm start`: build whatever is missing or older than its sources, then serve the whole product
// (API, SPA, service worker, manifest) from one process. Environment: see README.md.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Newest modification time under the given paths (files or folders), skipping node_modules. */
function newest(paths) {
  let max = 0;
  const walk = (p) => {
    if (!existsSync(p)) return;
    const s = statSync(p);
    if (s.isDirectory()) {
      for (const e of readdirSync(p)) if (e !== 'node_modules' && e !== 'dist') walk(join(p, e));
    } else if (s.mtimeMs > max) max = s.mtimeMs;
  };
  paths.forEach((p) => walk(join(root, p)));
  return max;
}
const builtAt = (file) => (existsSync(join(root, file)) ? statSync(join(root, file)).mtimeMs : 0);

function run(args) {
  const r = spawnSync(npm, args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const frontendSources = [
  'frontend/src',
  'frontend/public',
  'frontend/index.html',
  'frontend/vite.config.ts',
  'design-system/src',
  'contracts/src',
];
if (newest(frontendSources) > builtAt('frontend/dist/index.html')) {
  console.log('Building the web app…');
  run(['run', 'build', '-w', '@valuation/frontend']);
}
if (
  newest(['backend/src', 'backend/tsconfig.json', 'backend/tsconfig.build.json', 'contracts/src']) >
    builtAt('backend/dist/main.js') ||
  !existsSync(join(root, 'contracts/dist/index.js'))
) {
  console.log('Building the API…');
  run(['run', 'build', '-w', '@valuation/backend']);
}

const server = spawn(process.execPath, [join(root, 'backend/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
