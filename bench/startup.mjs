// Figure: `npm start` on a fresh clone — seconds from the command to the first 200 of /api/health.
// Clones the committed HEAD into a temporary folder, runs `npm ci` (timed separately), then times
// `npm start` twice: cold (it builds) and warm (build up to date).
// Usage: node bench/startup.mjs
import { execSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root, waitForHealth } from './lib.mjs';

const dir = mkdtempSync(join(tmpdir(), 'valuation-clone-'));
const port = 3210;
try {
  execSync(`git clone -q ${root} ${dir}`);
  let t = Date.now();
  execSync('npm ci --no-audit --no-fund --loglevel=error', { cwd: dir, stdio: 'ignore' });
  console.log(`npm ci: ${((Date.now() - t) / 1000).toFixed(1)} s`);

  for (const label of ['cold (builds first)', 'warm (build up to date)']) {
    t = Date.now();
    const child = spawn('npm', ['start'], {
      cwd: dir,
      stdio: 'ignore',
      detached: true,
      env: { ...process.env, PORT: String(port), DATABASE_URL: '' },
    });
    await waitForHealth(port, 300_000);
    console.log(
      `npm start → first 200 of /api/health, ${label}: ${((Date.now() - t) / 1000).toFixed(1)} s`,
    );
    process.kill(-child.pid, 'SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await new Promise((r) => setTimeout(r, 500));
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
