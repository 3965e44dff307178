import { ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testDbMode } from '../setup/test-db';

/**
 * The API as a real process (node on the TypeScript sources through run-source.cjs, no build
 * needed), for the tests of a process's own life: start-up against a database, SIGTERM. Unlike
 * product-process.ts (the cluster tests' running processes), it answers before the process is
 * healthy, keeps the whole output and the exit code, and runs server-entry.ts (main.ts's serve()
 * with a job kind of the test's own).
 */
export interface ServerProcess {
  port: number;
  child: ChildProcess;
  dataDir: string;
  /** Everything the process wrote (JSON log lines on stdout, errors on stderr). */
  output(): string;
  /** Resolves with the exit code (null after a signal) once the process has ended. */
  exited: Promise<number | null>;
  /** Resolves once GET /api/health answers 200. */
  healthy(timeoutMs?: number): Promise<void>;
  /** Sends SIGKILL if still running, and removes the data folder. */
  kill(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Starts test/helpers/server-entry.ts with the run's database (PostgreSQL, or PGlite in its own
 * DATA_DIR when TEST_DB=pglite), logging at info, and `env` on top.
 */
export async function startServerProcess(env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'valuation-process-'));
  const childEnv: Record<string, string | undefined> = {
    ...process.env,
    NODE_OPTIONS: '',
    PORT: String(port),
    DATA_DIR: dataDir,
    STATIC_DIR: join(dataDir, 'no-spa'),
    LOG_LEVEL: 'info',
    JOBS_SCOPE: `process-${port}`,
    REDIS_URL: '',
    SMTP_URL: '',
    ADMIN_EMAIL: '',
    ADMIN_PASSWORD: '',
    DATABASE_URL: testDbMode() === 'pglite' ? '' : process.env.E2E_DATABASE_URL,
    ...env,
  };
  for (const key of Object.keys(childEnv)) if (key.startsWith('S3_')) delete childEnv[key];
  const child = spawn(
    process.execPath,
    ['-r', join(__dirname, 'run-source.cjs'), join(__dirname, 'server-entry.ts')],
    { env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  let ended = false;
  void exited.then(() => (ended = true));

  return {
    port,
    child,
    dataDir,
    output: () => output,
    exited,
    async healthy(timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (ended) throw new Error(`the server process ended before it was healthy:\n${output}`);
        try {
          const res = await fetch(`http://127.0.0.1:${port}/api/health`);
          if (res.status === 200) return;
        } catch {
          // not listening yet
        }
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`no 200 from /api/health within ${timeoutMs} ms:\n${output}`);
    },
    async kill() {
      if (!ended) {
        child.kill('SIGKILL');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
