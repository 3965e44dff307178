import { ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testDbMode } from '../setup/test-db';

/**
 * The API as a real process: node on the TypeScript sources through run-source.cjs (no build
 * needed), running server-entry.ts (main.ts's serve(), plus a job kind of the test's own). The one
 * helper of the tests of a process's life (start-up against a database, SIGTERM) and of the
 * cluster tests (several processes on one database, Redis and bucket, killed with SIGKILL).
 */
export interface ServerProcess {
  port: number;
  url: string;
  child: ChildProcess;
  dataDir: string;
  /** Everything the process wrote (JSON log lines on stdout, errors on stderr; the last 1 MB). */
  output(): string;
  /** Resolves with the exit code (null after a signal) once the process has ended. */
  exited: Promise<number | null>;
  /** Resolves once GET /api/health answers 200; rejects if the process ends first. */
  healthy(timeoutMs?: number): Promise<void>;
  /** SIGKILL (no shutdown hook runs, as when the kernel ends it), then removes the data folder. */
  kill(): Promise<void>;
  /** SIGTERM, waits for the exit (SIGKILL after 15 s), then removes the data folder. */
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Settings of the shell that never reach a process unless a test gives them. */
const NOT_INHERITED = /^(S3_|REDIS_|SMTP_|DATABASE_URL|JOBS_|ADMIN_|JWT_|TEST_|E2E_)/;
const KEEP_OUTPUT = 1_000_000;

/**
 * Starts a process on `port` (a free one by default) with a clean environment (none of the
 * shell's database, Redis, bucket, mail, job or admin settings), the run's database (PostgreSQL,
 * or PGlite in its own DATA_DIR when TEST_DB=pglite), jobs in a scope of its own, logging at info,
 * and `env` on top (a cluster test gives its own database, Redis, bucket and one JOBS_SCOPE).
 * Answers at once: `healthy()` waits for it.
 */
export async function startServerProcess(
  env: Record<string, string> = {},
  options: { port?: number } = {},
): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const dataDir = mkdtempSync(join(tmpdir(), 'valuation-process-'));
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !NOT_INHERITED.test(key)),
  );
  const child = spawn(
    process.execPath,
    ['-r', join(__dirname, 'run-source.cjs'), join(__dirname, 'server-entry.ts')],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...clean,
        NODE_OPTIONS: '',
        PORT: String(port),
        DATA_DIR: dataDir,
        STATIC_DIR: join(dataDir, 'no-spa'),
        LOG_LEVEL: 'info',
        JOBS_SCOPE: `process-${port}`,
        DATABASE_URL: testDbMode() === 'pglite' ? '' : (process.env.E2E_DATABASE_URL ?? ''),
        ...env,
      },
    },
  );
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.length > 2 * KEEP_OUTPUT) output = output.slice(-KEEP_OUTPUT);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  let ended = false;
  void exited.then(() => (ended = true));
  const url = `http://127.0.0.1:${port}`;
  const end = async (signal: NodeJS.Signals) => {
    if (!ended) {
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
    child,
    dataDir,
    output: () => output,
    exited,
    async healthy(timeoutMs = 90_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (ended)
          throw new Error(`the process on port ${port} ended before it was healthy:\n${output}`);
        try {
          if ((await fetch(`${url}/api/health`)).status === 200) return;
        } catch {
          // not listening yet
        }
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`no 200 from ${url}/api/health within ${timeoutMs} ms:\n${output}`);
    },
    kill: () => end('SIGKILL'),
    stop: () => end('SIGTERM'),
  };
}
