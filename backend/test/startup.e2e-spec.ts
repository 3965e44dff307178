import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from 'pg';
import { migrations } from '../src/database/data-source';
import { ownDatabase, OwnDatabase } from './helpers/own-database';
import { ServerProcess, startServerProcess } from './helpers/server-process';
import { startTcpProxy, TcpProxy } from './helpers/tcp-proxy';
import { testDbMode } from './setup/test-db';

async function waitForOutput(server: ServerProcess, text: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (!server.output().includes(text)) {
    if (Date.now() > deadline) throw new Error(`no "${text}" in:\n${server.output()}`);
    await sleep(100);
  }
}

// Processes of their own start in 10-60 s each on a busy machine.
jest.setTimeout(300_000);

// PostgreSQL only: the embedded PGlite belongs to one process and is always there.
// (skipped, visibly, on PGlite: a file without a test would fail the run)
const onPostgres = testDbMode() === 'postgres' ? describe : describe.skip;
{
  onPostgres('start-up on PostgreSQL (docs/operations.md "Starting")', () => {
    const servers: ServerProcess[] = [];
    let database: OwnDatabase | null = null;
    let proxy: TcpProxy | null = null;
    afterEach(async () => {
      await Promise.all(servers.splice(0).map((s) => s.kill()));
      await database?.drop();
      await proxy?.close();
      database = null;
      proxy = null;
    });

    it('three processes starting at once on an empty database: one migrates, the others wait, all serve', async () => {
      database = await ownDatabase();
      servers.push(...(await Promise.all([1, 2, 3].map(() => startServerProcess(database!.env)))));
      await Promise.all(servers.map((s) => s.healthy(240_000)));

      const client = new Client({ connectionString: database.env.DATABASE_URL });
      await client.connect();
      const { rows } = await client.query('SELECT name FROM migrations ORDER BY id');
      await client.end();
      // Each migration once (TypeORM runs them in timestamp order).
      expect(rows.map((r) => r.name).sort()).toEqual(migrations.map((m) => m.name).sort());
      const ran = servers.filter((s) => s.output().includes('migration(s):'));
      expect(ran).toHaveLength(1);
    });

    it('a process started while the database is down says so, retries, and serves once it is up', async () => {
      const target = new URL(process.env.E2E_DATABASE_URL!);
      proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
      proxy.cut();
      const viaProxy = new URL(target);
      viaProxy.hostname = '127.0.0.1';
      viaProxy.port = String(proxy.port);
      const server = await startServerProcess({ DATABASE_URL: viaProxy.toString() });
      servers.push(server);

      await waitForOutput(
        server,
        `The database at 127.0.0.1:${proxy.port} (DATABASE_URL) cannot be reached`,
      );
      await waitForOutput(server, '(attempt 2)');
      const before = await fetch(`http://127.0.0.1:${server.port}/api/health`).catch(() => null);
      expect(before).toBeNull();

      proxy.restore();
      await server.healthy(120_000);
      expect(server.output()).toContain(`Connected to the database at 127.0.0.1:${proxy.port}`);
    });
  });
}
