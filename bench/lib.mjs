// Shared helpers for the bench scripts: start the built server, wait for health, stop it.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(fileURLToPath(import.meta.url), '../..');

/** Debian's Chromium, headless, with nothing of its own competing with the page for the CPU. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  // Chromium 156's full headless mode loads the toolbar's WebUI omnibox popup in a renderer of
  // its own: 2-3.5 s of CPU beside the first page on a 2-core machine. It is not what is measured.
  '--disable-features=WebUIOmniboxPopup,OmniboxFullPopup',
];

export async function waitForHealth(port, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.status === 200) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no 200 from /api/health on port ${port} within ${timeoutMs} ms`);
}

/** Starts backend/dist/main.js (build first with `npm run build`). */
export async function startServer({ port, env = {} }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'valuation-bench-'));
  const child = spawn(process.execPath, [join(root, 'backend/dist/main.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      // No LOG_LEVEL: the server logs as production does (info), so its cost is in every figure.
      RATE_LIMIT_IP_FACTOR: '1000',
      DATABASE_URL: '',
      ...env,
    },
  });
  try {
    await waitForHealth(port, Number(process.env.BENCH_START_TIMEOUT_MS ?? 120_000));
  } catch (error) {
    child.kill('SIGTERM'); // a server that answers too late must not outlive the bench
    child.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
    throw error;
  }
  return {
    dataDir,
    pid: child.pid,
    /** Stops the server and removes its data folder (nothing of a bench stays in /tmp). */
    stop: () =>
      new Promise((r) => {
        child.once('exit', () => {
          rmSync(dataDir, { recursive: true, force: true });
          r();
        });
        child.kill('SIGTERM');
      }),
  };
}

export async function registerUser(port) {
  const email = `bench.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`;
  const res = await fetch(`http://127.0.0.1:${port}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password: 'Sapphire#2026',
      firstName: 'Bench',
      lastName: 'Mark',
    }),
  });
  if (res.status !== 201) throw new Error(`register answered ${res.status}: ${await res.text()}`);
  return (await res.json()).token;
}
