import { ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const backend = resolve(__dirname, '../..');

/** A product process (backend/src/main.ts from source, see run-source.cjs) on a port of its own. */
export interface ProductProcess {
  port: number;
  url: string;
  dataDir: string;
  child: ChildProcess;
  /** What it printed (stdout and stderr), for a failing test's message. */
  output(): string;
  /** SIGKILL: no shutdown hook runs, as when the machine or the kernel ends it. */
  kill(): Promise<void>;
  /** SIGTERM, then waits for the exit (SIGKILL after 15 s). */
  stop(): Promise<void>;
}

/**
 * Starts the API as a real process, as production does (`node dist/main.js`), with `env` over a
 * clean environment (no S3_ or REDIS_ settings of the shell), and waits for /api/health.
 */
export async function startProductProcess(
  port: number,
  env: Record<string, string>,
  timeoutMs = 90_000,
): Promise<ProductProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'valuation-process-'));
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) => !/^(S3_|REDIS_|SMTP_|DATABASE_URL|JOBS_|ADMIN_|JWT_|TEST_|E2E_)/.test(key),
    ),
  );
  const child = spawn(
    process.execPath,
    ['-r', join(backend, 'test/helpers/run-source.cjs'), join(backend, 'src/main.ts')],
    {
      cwd: backend,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...clean,
        NODE_OPTIONS: '',
        PORT: String(port),
        DATA_DIR: dataDir,
        STATIC_DIR: join(dataDir, 'no-spa'),
        LOG_LEVEL: 'warn',
        ...env,
      },
    },
  );
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the process on port ${port} exited while starting:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`no 200 from ${url}/api/health within ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill(signal);
      const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(force);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  return {
    port,
    url,
    dataDir,
    child,
    output: () => output,
    kill: () => end('SIGKILL'),
    stop: () => end('SIGTERM'),
  };
}
