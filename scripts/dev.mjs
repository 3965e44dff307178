// `npm run dev`: the API recompiled and restarted on change, and the Vite dev server (hot reload)
// on http://localhost:5173 proxying /api to the API on :3000.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const children = [];
function start(name, cmd, args, cwd = root, env = process.env) {
  const child = spawn(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], env });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((l) => `[${name}] ${l}`)
      .join('\n') + '\n';
  child.stdout.on('data', (c) => process.stdout.write(prefix(c)));
  child.stderr.on('data', (c) => process.stderr.write(prefix(c)));
  child.on('exit', (code) => {
    console.log(`[${name}] exited with ${code}`);
    shutdown();
  });
  children.push(child);
}
function shutdown() {
  children.forEach((c) => c.exitCode === null && c.kill('SIGTERM'));
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

const tsc = resolve(root, 'node_modules/.bin/tsc');
// The API runs on Node, which loads the contracts compiled to contracts/dist (browser code reads its source).
start('contracts:build', tsc, [
  '-p',
  'contracts/tsconfig.build.json',
  '--watch',
  '--preserveWatchOutput',
]);
start('api:build', tsc, ['-p', 'backend/tsconfig.build.json', '--watch', '--preserveWatchOutput']);
// Give the first compile a head start, then restart the API whenever its output changes.
// The browser talks to the API through Vite's proxy, so the page's origin (the WebAuthn origin
// and relying party of passkeys, and the links in mails) is Vite's, not the API's own port.
const apiEnv = { ...process.env, PUBLIC_URL: process.env.PUBLIC_URL || 'http://localhost:5173' };
setTimeout(
  () =>
    start(
      'api',
      process.execPath,
      ['--watch-path=backend/dist', 'backend/dist/main.js'],
      root,
      apiEnv,
    ),
  8000,
);
start('web', resolve(root, 'node_modules/.bin/vite'), [], resolve(root, 'frontend'));
