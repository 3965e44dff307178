// `npm test`: every test of the product, in order, stopping at the first red step.
// Prints a closing line "tests: N passed, N failed" summed over Jest and Playwright.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const results = join(root, 'test-results', 'summary');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const bin = (name) => join(root, 'node_modules/.bin', name);

const totals = { passed: 0, failed: 0, skipped: 0 };
const timings = [];

/**
 * The longest a step may take before it is stopped and the run fails with its name: a step that
 * hangs (a test runner kept alive by an open handle, a server that never answers) fails here, with
 * what it printed, instead of running into CI's own limit with nothing to show. Far above what a
 * step takes on a loaded machine (the slowest, Playwright, about 20 minutes).
 */
const STEP_LIMIT_MS = Number(process.env.TEST_STEP_LIMIT_MINUTES ?? 40) * 60_000;

function step(name, cmd, args, env = {}, cwd = root) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const r = spawnSync(cmd, args, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, ...env },
    timeout: STEP_LIMIT_MS,
    killSignal: 'SIGKILL',
  });
  timings.push([name, ((Date.now() - started) / 1000).toFixed(1)]);
  if (r.error?.code === 'ETIMEDOUT') finish(`✖ ${name} was stopped after ${minutes()} minutes`, 1);
  if (r.status !== 0) finish(`✖ ${name} failed`, r.status ?? 1);
}

function minutes() {
  return Math.round(STEP_LIMIT_MS / 60_000);
}

/** A Jest step's arguments: its JSON report goes to test-results/summary. */
function jestStep(name, workspace, extra = [], env = {}) {
  const out = join(results, `${name.replace(/\W+/g, '-')}.json`);
  return {
    name,
    cmd: bin('jest'),
    args: ['--ci', '--json', `--outputFile=${out}`, ...extra],
    env,
    cwd: join(root, workspace),
    report: out,
  };
}

function count(report) {
  const r = JSON.parse(readFileSync(report, 'utf8'));
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests;
  totals.skipped += r.numPendingTests + r.numTodoTests;
}

function jest(name, workspace, extra = [], env = {}) {
  const s = jestStep(name, workspace, extra, env);
  step(s.name, s.cmd, s.args, s.env, s.cwd);
  count(s.report);
}

/** Runs one step with its output held, and prints it whole when the step ends. */
function runHeld({ name, cmd, args, env = {}, cwd = root }) {
  return new Promise((done) => {
    const started = Date.now();
    const chunks = [];
    const child = spawn(cmd, args, { cwd, env: { ...process.env, ...env, FORCE_COLOR: '1' } });
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
    let stopped = false;
    const limit = setTimeout(() => {
      stopped = true;
      child.kill('SIGKILL');
    }, STEP_LIMIT_MS);
    child.on('close', (code, signal) => {
      clearTimeout(limit);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      timings.push([`${name} (in parallel)`, seconds]);
      const how = stopped ? `stopped after ${minutes()} minutes` : `${seconds} s`;
      console.log(`\n▶ ${name} (${how}, in parallel)`);
      process.stdout.write(Buffer.concat(chunks));
      done(code ?? (signal ? 1 : 0));
    });
  });
}

/**
 * Lanes of steps side by side, each lane in order: the steps that keep one core busy (ESLint,
 * tsc, a Jest with one worker) share this two-core machine's cores instead of taking turns.
 * Every lane runs to its end, then the first failed step (in lane order) fails the run.
 */
async function lanes(...laneSteps) {
  const failed = [];
  await Promise.all(
    laneSteps.map(async (lane) => {
      for (const s of lane) {
        const code = await runHeld(s);
        if (s.report && existsSync(s.report)) count(s.report);
        if (code !== 0) return failed.push(s.name);
      }
    }),
  );
  if (failed.length) finish(`✖ ${failed.join(', ')} failed`, 1);
}

function summary() {
  const pw = join(results, 'playwright.json');
  if (existsSync(pw)) {
    const s = JSON.parse(readFileSync(pw, 'utf8')).stats;
    totals.passed += s.expected + s.flaky;
    totals.failed += s.unexpected;
    totals.skipped += s.skipped;
  }
  console.log('\nStep timings (s):');
  for (const [n, t] of timings) console.log(`  ${t.padStart(7)}  ${n}`);
}

function finish(message, code) {
  summary();
  console.log(`\n${message}`);
  console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(code);
}

/** The API tests of uploads, photos, attachments, deletion and signed URLs. */
const S3_TEST_FILES = [
  'test/files.e2e-spec.ts',
  'test/valuations.e2e-spec.ts',
  'test/chat.e2e-spec.ts',
  'test/valuation-jobs.e2e-spec.ts',
  'test/storage-copy.e2e-spec.ts',
  'test/unclaimed-uploads.e2e-spec.ts',
];

/** Starts scripts/s3-gateway.sh in a folder of its own; stopped by stop() or when this exits. */
function startS3Gateway() {
  const dir = join(tmpdir(), `s3-gateway-${process.pid}`);
  const script = join(root, 'scripts', 's3-gateway.sh');
  const stop = () => spawnSync(script, ['down', dir], { stdio: 'inherit' });
  process.on('exit', stop);
  console.log('\n▶ S3 gateway (Ceph RGW) for the file tests');
  const started = Date.now();
  const up = spawnSync(script, ['up', dir], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  timings.push(['S3 gateway start', ((Date.now() - started) / 1000).toFixed(1)]);
  if (up.status !== 0) finish('✖ the S3 gateway did not start (see scripts/s3-gateway.sh)', 1);
  const settings = Object.fromEntries(
    up.stdout
      .split('\n')
      .map((line) => /^(S3_[A-Z_]+)=(.*)$/.exec(line.trim()))
      .filter(Boolean)
      .map((m) => [m[1], m[2]]),
  );
  return {
    env: {
      TEST_S3_ENDPOINT: settings.S3_ENDPOINT,
      TEST_S3_ACCESS_KEY_ID: settings.S3_ACCESS_KEY_ID,
      TEST_S3_SECRET_ACCESS_KEY: settings.S3_SECRET_ACCESS_KEY,
    },
    stop,
  };
}

const tsc = (workspace) => ({
  name: `typecheck: ${workspace}`,
  cmd: bin('tsc'),
  args: ['-p', workspace, '--noEmit'],
});
await lanes(
  [
    // The backend's module graph: no cycles, and the map in docs/architecture.md is the code's.
    { name: 'module graph', cmd: process.execPath, args: ['scripts/module-graph.mjs', '--check'] },
    { name: 'lint', cmd: bin('eslint'), args: ['.', '--max-warnings=0'] },
  ],
  [
    { name: 'format', cmd: bin('prettier'), args: ['--check', '.', '--log-level=warn'] },
    ...['contracts', 'design-system', 'frontend', 'backend', 'tests'].map(tsc),
  ],
);

// PGlite loads part of itself with import(), which Jest allows only with this flag.
const vmModules = {
  NODE_OPTIONS: '--experimental-vm-modules --disable-warning=ExperimentalWarning',
};
// The API tests' global setup migrates the database as Node does, outside Jest's module map: the
// entities reach their module's door (users), whose code loads the contracts' built dist.
step('build: contracts', bin('tsc'), ['-p', 'contracts/tsconfig.build.json']);
jest('backend unit + API on PostgreSQL', 'backend', ['--selectProjects', 'unit', 'e2e'], vmModules);
jest('backend API on embedded PGlite', 'backend', ['--selectProjects', 'e2e'], {
  ...vmModules,
  TEST_DB: 'pglite',
});
// The file tests once more with every upload in a bucket of a real S3 gateway (Ceph's RADOS
// Gateway, scripts/s3-gateway.sh; ADR 013): it checks signatures for real, as a fake S3 would not.
const gateway = startS3Gateway();
jest('backend file API on an S3 bucket', 'backend', [...S3_TEST_FILES, '--selectProjects', 'e2e'], {
  ...vmModules,
  ...gateway.env,
});
// Two real product processes on one PostgreSQL database, a Redis and a bucket of the same gateway:
// files, chat events and session ends cross processes; a SIGKILLed process's job runs elsewhere.
jest(
  'backend: two processes on PostgreSQL, Redis and S3',
  'backend',
  ['--selectProjects', 'cluster'],
  {
    ...gateway.env,
  },
);
gateway.stop();
// Each of these Jest runs takes one worker on a two-core machine: two lanes keep both cores busy.
await lanes(
  [jestStep('design-system components', 'design-system')],
  [jestStep('contracts', 'contracts'), jestStep('frontend', 'frontend')],
);

step('build: web app + API', 'npm', ['run', 'build']);
step('build: Storybook', 'npm', ['run', 'build-storybook']);
step(
  'Playwright: every story + axe, and the user journeys',
  bin('playwright'),
  ['test', '--reporter=list,json'],
  {
    PLAYWRIGHT_JSON_OUTPUT_NAME: join(results, 'playwright.json'),
  },
);

finish('✔ all tests passed', 0);
