// N product processes behind nginx, on PostgreSQL, Redis and an S3 bucket: the topology of
// docs/operations.md on one machine, as the project tests it (deploy/README.md).
//
//   npm run build && node deploy/cluster.mjs [--processes 3] [--port 3520]
//
// nginx listens on --port and each process on the next ports (3521, 3522...). What is not given
// in the environment is started for the run and removed at the end: DATABASE_URL (else a fresh
// database on the local PostgreSQL), REDIS_URL (else a redis-server of its own), S3_BUCKET with
// S3_ENDPOINT... (else scripts/s3-gateway.sh on S3_GATEWAY_PORT). Ctrl-C (or SIGTERM) stops
// everything cleanly: the processes with SIGTERM, then nginx, then what the run started.
// Other scripts import startCluster() (bench/soak.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const require = createRequire(join(root, 'backend/package.json'));
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export function freePort() {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => ok(port));
    });
    s.on('error', fail);
  });
}

/** Resolves once `url` answers 200, or throws after `timeoutMs` (or when `alive()` says no). */
export async function waitFor200(url, timeoutMs = 120_000, alive = () => true) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!alive()) throw new Error(`the process behind ${url} exited while starting`);
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {
      /* not up yet */
    }
    await sleep(100);
  }
  throw new Error(`no 200 from ${url} within ${timeoutMs} ms`);
}

async function startRedis() {
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise((ok, fail) => {
    const timer = setTimeout(() => fail(new Error('redis-server did not start')), 10_000);
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes('Ready to accept connections')) {
        clearTimeout(timer);
        ok();
      }
    });
    child.once('exit', () => fail(new Error('redis-server exited')));
  });
  child.stdout.resume();
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () =>
      new Promise((ok) => {
        if (child.exitCode !== null) return ok();
        child.once('exit', ok);
        child.kill('SIGTERM');
      }),
  };
}

function startGateway(dir) {
  const script = join(root, 'scripts/s3-gateway.sh');
  const up = spawnSync(script, ['up', dir], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (up.status !== 0) throw new Error('the S3 gateway did not start (scripts/s3-gateway.sh)');
  const settings = Object.fromEntries(
    up.stdout
      .split('\n')
      .map((line) => /^(S3_[A-Z_]+)=(.*)$/.exec(line.trim()))
      .filter(Boolean)
      .map((m) => [m[1], m[2]]),
  );
  return { settings, stop: () => spawnSync(script, ['down', dir], { stdio: 'inherit' }) };
}

async function freshDatabase() {
  const pg = require('pg');
  const base = process.env.CLUSTER_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `luxe_cluster_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}

/** Secrets every process must share (else a token or a push key of one is unknown to another). */
function sharedSecrets() {
  const webPush = require('web-push');
  const vapid = webPush.generateVAPIDKeys();
  return {
    JWT_SECRET: process.env.JWT_SECRET ?? randomBytes(32).toString('hex'),
    VAPID_PUBLIC_KEY: process.env.VAPID_PUBLIC_KEY ?? vapid.publicKey,
    VAPID_PRIVATE_KEY: process.env.VAPID_PRIVATE_KEY ?? vapid.privateKey,
  };
}

function writeNginxFolder(dir, listenPort, ports) {
  mkdirSync(join(dir, 'logs'), { recursive: true, mode: 0o711 });
  chmodSync(dir, 0o711);
  mkdirSync(join(dir, 'temp'), { recursive: true });
  for (const name of ['nginx.conf', 'luxe-valuations.conf'])
    copyFileSync(join(root, 'deploy/nginx', name), join(dir, name));
  writeFileSync(join(dir, 'listen.conf'), `listen 127.0.0.1:${listenPort};\n`);
  writeFileSync(
    join(dir, 'upstream.conf'),
    [
      'upstream luxe_api {',
      ...ports.map((p) => `  server 127.0.0.1:${p} max_fails=2 fail_timeout=5s;`),
      '  keepalive 64;',
      '}',
      // The live connection: one client address, one process (a long-polling fallback's requests
      // must all reach the process that holds its session).
      'upstream luxe_api_socket {',
      '  hash $remote_addr consistent;',
      ...ports.map((p) => `  server 127.0.0.1:${p} max_fails=2 fail_timeout=5s;`),
      '}',
      '',
    ].join('\n'),
  );
}

/**
 * Starts the cluster. Options: processes (3), port (nginx; processes on the next ports), env
 * (extra settings for every process), log (a function for progress lines), stdio of the
 * processes ('ignore' | 'inherit'). Answers { url, processes, nginx, env, stop() }, each
 * process { index, port, pid, rssMb(), kill(signal), start(), stop() }.
 */
export async function startCluster(options = {}) {
  const count = options.processes ?? 3;
  const port = options.port ?? 3520;
  const log = options.log ?? (() => {});
  const run = mkdtempSync(join(tmpdir(), 'luxe-cluster-'));
  // nginx's workers (user nobody when started as root) must reach their temp folders inside
  chmodSync(run, 0o711);
  const cleanups = [];
  const cleanUp = async () => {
    while (cleanups.length) {
      try {
        await cleanups.pop()();
      } catch (err) {
        console.error(`cluster clean-up: ${err.message}`);
      }
    }
    rmSync(run, { recursive: true, force: true });
  };
  try {
    const env = {
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'loopback',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...sharedSecrets(),
    };
    if (process.env.DATABASE_URL) env.DATABASE_URL = process.env.DATABASE_URL;
    else {
      const db = await freshDatabase();
      cleanups.push(db.drop);
      env.DATABASE_URL = db.url;
      log(`database ${db.url}`);
    }
    if (process.env.REDIS_URL) env.REDIS_URL = process.env.REDIS_URL;
    else {
      const redis = await startRedis();
      cleanups.push(redis.stop);
      env.REDIS_URL = redis.url;
      log(`redis ${redis.url}`);
    }
    if (process.env.S3_BUCKET) {
      for (const [k, v] of Object.entries(process.env)) if (k.startsWith('S3_')) env[k] = v;
    } else {
      log('starting the S3 gateway (scripts/s3-gateway.sh)…');
      const gateway = startGateway(join(run, 's3'));
      cleanups.push(gateway.stop);
      Object.assign(env, {
        S3_BUCKET: 'luxe-cluster',
        S3_ENDPOINT: gateway.settings.S3_ENDPOINT,
        S3_ACCESS_KEY_ID: gateway.settings.S3_ACCESS_KEY_ID,
        S3_SECRET_ACCESS_KEY: gateway.settings.S3_SECRET_ACCESS_KEY,
      });
      log(`S3 gateway ${env.S3_ENDPOINT}`);
    }
    Object.assign(env, options.env ?? {});

    const processes = Array.from({ length: count }, (_, index) =>
      productProcess(index, port + 1 + index, env, join(run, `process-${index + 1}`), options),
    );
    // The first one migrates a fresh database; the others start once it answers.
    await processes[0].start();
    await Promise.all(processes.slice(1).map((p) => p.start()));
    cleanups.push(() => Promise.all(processes.map((p) => p.stop())));
    log(`${count} processes on ports ${processes.map((p) => p.port).join(', ')}`);

    const nginxDir = join(run, 'nginx');
    writeNginxFolder(
      nginxDir,
      port,
      processes.map((p) => p.port),
    );
    const nginx = spawn(
      NGINX,
      ['-p', nginxDir, '-e', 'logs/error.log', '-c', 'nginx.conf', '-g', 'daemon off;'],
      {
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
    const nginxExited = new Promise((ok) => nginx.once('exit', ok));
    cleanups.push(async () => {
      if (nginx.exitCode === null && nginx.signalCode === null) {
        nginx.kill('SIGQUIT');
        const force = setTimeout(() => nginx.kill('SIGKILL'), 10_000);
        await nginxExited;
        clearTimeout(force);
      }
    });
    const url = `http://127.0.0.1:${port}`;
    await waitFor200(`${url}/api/health`, 30_000, () => nginx.exitCode === null);
    log(`nginx on ${url} (pid ${nginx.pid}, logs in ${join(nginxDir, 'logs')})`);
    return {
      url,
      processes,
      nginx: { pid: nginx.pid, dir: nginxDir },
      env,
      stop: cleanUp,
    };
  } catch (err) {
    await cleanUp();
    throw err;
  }
}

function productProcess(index, port, env, dataDir, options) {
  let child = null;
  let exited = Promise.resolve();
  const self = {
    index,
    port,
    get pid() {
      return child?.pid;
    },
    get running() {
      return child !== null && child.exitCode === null && child.signalCode === null;
    },
    /** Starts it (again) on its port and waits for /api/health. */
    async start() {
      mkdirSync(dataDir, { recursive: true, mode: 0o700 });
      child = spawn(process.execPath, [join(root, 'backend/dist/main.js')], {
        cwd: root,
        stdio: ['ignore', options.stdio ?? 'ignore', 'inherit'],
        env: { ...process.env, ...env, PORT: String(port), DATA_DIR: dataDir },
      });
      const current = child;
      exited = new Promise((ok) => current.once('exit', ok));
      await waitFor200(`http://127.0.0.1:${port}/api/health`, 120_000, () => self.running);
    },
    kill(signal = 'SIGKILL') {
      if (self.running) child.kill(signal);
      return exited;
    },
    /** SIGTERM, SIGKILL after 20 s. */
    async stop() {
      if (!self.running) return;
      const force = setTimeout(() => child?.kill('SIGKILL'), 20_000);
      child.kill('SIGTERM');
      await exited;
      clearTimeout(force);
    },
    rssMb() {
      try {
        const m = readFileSync(`/proc/${child.pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/);
        return m ? Number(m[1]) / 1024 : 0;
      } catch {
        return 0;
      }
    },
  };
  return self;
}

async function main() {
  const arg = (name, fallback) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? Number(process.argv[i + 1]) : fallback;
  };
  const cluster = await startCluster({
    processes: arg('processes', 3),
    port: arg('port', 3520),
    log: (line) => console.log(line),
    stdio: 'inherit',
  });
  console.log(`ready: ${cluster.url} (Ctrl-C stops everything)`);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('stopping…');
    await cluster.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    console.error(err.message);
    process.exit(1);
  });
}
