import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import { Clock } from '../src/infrastructure/clock/clock';
import { ScheduledJob } from '../src/infrastructure/jobs/entities/scheduled-job.entity';
import { JobContext, JobsService } from '../src/infrastructure/jobs/jobs.service';
import { bootApp, TestApp } from './helpers/test-app';
import { testDbMode } from './setup/test-db';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

interface Call {
  payload: Record<string, unknown>;
  ctx: JobContext;
}

/** A kind of its own per test, and what its handler was called with. */
function recorder(
  t: TestApp,
  fail: (call: Call) => string | null = () => null,
): { kind: string; calls: Call[] } {
  const kind = `test-${randomUUID()}`;
  const calls: Call[] = [];
  t.app.get(JobsService).register(kind, (payload, ctx) => {
    const call = { payload, ctx };
    calls.push(call);
    const error = fail(call);
    return error ? Promise.reject(new Error(error)) : Promise.resolve();
  });
  return { kind, calls };
}

async function waitFor(condition: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await sleep(25);
  }
}

describe('scheduled jobs: due by the Clock, keyed, cancelled, retried', () => {
  let t: TestApp;
  let jobs: JobsService;
  let clock: Clock;

  beforeAll(async () => {
    // No poller: the test decides when jobs run (runDue).
    t = await bootApp({ JOBS_POLL_MS: '0' });
    jobs = t.app.get(JobsService);
    clock = t.app.get(Clock);
  });
  afterAll(async () => {
    await t.close();
  });

  it('runs a job once, and only when the Clock reaches its time', async () => {
    const { kind, calls } = recorder(t);
    const runAt = new Date(clock.nowMs() + HOUR);
    await jobs.schedule(kind, runAt, { requestId: 'r-1' });

    expect(await jobs.runDue()).toBe(0);
    clock.advance(HOUR - MINUTE);
    expect(await jobs.runDue()).toBe(0);
    expect(calls).toEqual([]);

    clock.advance(MINUTE);
    expect(await jobs.runDue()).toBe(1);
    expect(calls).toHaveLength(1);
    expect(calls[0].payload).toEqual({ requestId: 'r-1' });
    expect(calls[0].ctx).toEqual({ id: expect.any(String), kind, attempts: 1, runAt });

    clock.advance(HOUR);
    expect(await jobs.runDue()).toBe(0);
    expect(calls).toHaveLength(1);
  });

  it('keeps one pending job per key: scheduling again replaces its time and payload', async () => {
    const { kind, calls } = recorder(t);
    const key = `reminder:${randomUUID()}`;
    await jobs.schedule(kind, new Date(clock.nowMs() + HOUR), { version: 1 }, { key });
    await jobs.schedule(kind, new Date(clock.nowMs() + 2 * HOUR), { version: 2 }, { key });

    clock.advance(HOUR);
    await jobs.runDue();
    expect(calls).toEqual([]);

    clock.advance(HOUR);
    await jobs.runDue();
    expect(calls.map((c) => c.payload)).toEqual([{ version: 2 }]);

    // once done, the key is free for a new job
    await jobs.schedule(kind, new Date(clock.nowMs() + MINUTE), { version: 3 }, { key });
    clock.advance(MINUTE);
    await jobs.runDue();
    expect(calls.map((c) => c.payload)).toEqual([{ version: 2 }, { version: 3 }]);
  });

  it('cancels the pending job of a key; cancelling a key with none is a no-op', async () => {
    const { kind, calls } = recorder(t);
    const kept = `kept:${randomUUID()}`;
    const cancelled = `cancelled:${randomUUID()}`;
    await jobs.schedule(kind, new Date(clock.nowMs() + HOUR), { which: 'kept' }, { key: kept });
    await jobs.schedule(
      kind,
      new Date(clock.nowMs() + HOUR),
      { which: 'cancelled' },
      { key: cancelled },
    );

    await jobs.cancel(cancelled);
    await jobs.cancel(cancelled);
    await jobs.cancel(`never-scheduled:${randomUUID()}`);

    clock.advance(2 * HOUR);
    await jobs.runDue();
    expect(calls.map((c) => c.payload)).toEqual([{ which: 'kept' }]);
  });

  it('retries a failing job after 1 min, then 5 min, until it succeeds', async () => {
    const { kind, calls } = recorder(t, (call) =>
      call.ctx.attempts < 3 ? `mail server down (${call.ctx.attempts})` : null,
    );
    await jobs.schedule(kind, clock.now(), { to: 'owner' });

    await jobs.runDue();
    expect(calls).toHaveLength(1);
    await jobs.runDue();
    clock.advance(MINUTE - SECOND);
    await jobs.runDue();
    expect(calls).toHaveLength(1);

    clock.advance(SECOND);
    await jobs.runDue();
    expect(calls).toHaveLength(2);
    clock.advance(5 * MINUTE - SECOND);
    await jobs.runDue();
    expect(calls).toHaveLength(2);

    clock.advance(SECOND);
    await jobs.runDue();
    expect(calls.map((c) => c.ctx.attempts)).toEqual([1, 2, 3]);
    expect(calls.every((c) => c.payload.to === 'owner')).toBe(true);

    clock.advance(48 * HOUR);
    await jobs.runDue();
    expect(calls).toHaveLength(3);
  });

  it('gives a job that always fails up after 8 attempts, and keeps it marked failed with its error', async () => {
    const { kind, calls } = recorder(t, () => 'broken');
    await jobs.schedule(kind, clock.now(), {});
    for (let i = 0; i < 12; i++) {
      await jobs.runDue();
      clock.advance(24 * HOUR);
    }
    expect(calls.map((c) => c.ctx.attempts)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const row = await t.app.get(DataSource).getRepository(ScheduledJob).findOneByOrFail({ kind });
    expect(row).toMatchObject({ attempts: 8, lastError: 'broken', doneAt: null });
    expect(row.failedAt).toBeInstanceOf(Date);
  });

  it('leaves a job of a kind it has no handler for pending, for a process that knows the kind', async () => {
    const kind = `test-late-${randomUUID()}`;
    await jobs.schedule(kind, clock.now(), { n: 1 });
    expect(await jobs.runDue()).toBe(0);

    const calls: unknown[] = [];
    jobs.register(kind, (payload) => {
      calls.push(payload);
      return Promise.resolve();
    });
    expect(await jobs.runDue()).toBe(1);
    expect(calls).toEqual([{ n: 1 }]);
  });
});

describe('scheduled jobs across a restart on the same database / DATA_DIR', () => {
  it('runs after a restart the job scheduled before it, and at once the run a stop cut off', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'valuation-jobs-restart-'));
    try {
      const first = await bootApp({ JOBS_POLL_MS: '0' }, dataDir);
      const kind = `test-restart-${randomUUID()}`;
      const crashKind = `test-crash-${randomUUID()}`;
      const firstJobs = first.app.get(JobsService);
      let started = false;
      firstJobs.register(crashKind, () => {
        started = true;
        // the process "dies" in the middle of the run: this never settles
        return new Promise<void>(() => undefined);
      });
      await firstJobs.schedule(kind, new Date(first.app.get(Clock).nowMs() + HOUR), { n: 1 });
      await firstJobs.schedule(crashKind, first.app.get(Clock).now(), { n: 2 });
      void firstJobs.runDue();
      await waitFor(() => started);
      await first.close();

      const second = await bootApp({ JOBS_POLL_MS: '0' }, dataDir);
      try {
        const jobs = second.app.get(JobsService);
        const clock = second.app.get(Clock);
        const calls: Array<[string, unknown, number]> = [];
        for (const k of [kind, crashKind]) {
          jobs.register(k, (payload, ctx) => {
            calls.push([k, payload, ctx.attempts]);
            return Promise.resolve();
          });
        }
        // Closing the first app released the run it was in the middle of (docs/operations.md
        // "Stopping"): no lease to wait for; the cut-off run counts as an attempt. A SIGKILLed
        // process's lease is taken over in test/cluster/two-processes.cluster-spec.ts.
        expect(await jobs.runDue()).toBe(1);
        expect(calls).toEqual([[crashKind, { n: 2 }, 2]]);
        clock.advance(HOUR);
        expect(await jobs.runDue()).toBe(1);
        expect(calls).toEqual([
          [crashKind, { n: 2 }, 2],
          [kind, { n: 1 }, 1],
        ]);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

const JOB_COUNT = 50;

/** Schedules JOB_COUNT due jobs and answers how often each ran, once all have run. */
async function runFiftyJobs(apps: TestApp[], extraRunners: number): Promise<Map<number, number>> {
  const kind = `test-many-${randomUUID()}`;
  const runs = new Map<number, number>();
  for (const app of apps) {
    app.app.get(JobsService).register<{ n: number }>(kind, async ({ n }) => {
      runs.set(n, (runs.get(n) ?? 0) + 1);
      await sleep(5); // long enough for the others to race for the same rows
    });
  }
  const scheduler = apps[0].app.get(JobsService);
  const now = apps[0].app.get(Clock).now();
  for (let n = 0; n < JOB_COUNT; n++) await scheduler.schedule(kind, now, { n });
  // besides the pollers, direct runDue calls from every app race for the same rows
  await Promise.all(
    apps.flatMap((app) =>
      Array.from({ length: extraRunners }, () => app.app.get(JobsService).runDue()),
    ),
  );
  await waitFor(() => runs.size === JOB_COUNT);
  await sleep(300); // a second run, if any, would show now
  return runs;
}

if (testDbMode() === 'postgres') {
  describe('two processes polling one PostgreSQL database', () => {
    it(`run each of ${JOB_COUNT} jobs exactly once`, async () => {
      // the same DATA_DIR gives both the same job scope, as two processes of one deployment
      const dataDir = mkdtempSync(join(tmpdir(), 'valuation-jobs-pair-'));
      const apps = [
        await bootApp({ JOBS_POLL_MS: '20' }, dataDir),
        await bootApp({ JOBS_POLL_MS: '20' }, dataDir),
      ];
      try {
        const runs = await runFiftyJobs(apps, 2);
        expect([...runs.keys()].sort((a, b) => a - b)).toEqual(
          Array.from({ length: JOB_COUNT }, (_, n) => n),
        );
        expect([...runs.values()].every((count) => count === 1)).toBe(true);
      } finally {
        await Promise.all(apps.map((app) => app.close()));
        rmSync(dataDir, { recursive: true, force: true });
      }
    });
  });
} else {
  describe('two processes on one database need a server database (PostgreSQL); on the embedded PGlite one process races its poller against direct runs', () => {
    it(`runs each of ${JOB_COUNT} jobs exactly once`, async () => {
      const app = await bootApp({ JOBS_POLL_MS: '20' });
      try {
        const runs = await runFiftyJobs([app], 3);
        expect(runs.size).toBe(JOB_COUNT);
        expect([...runs.values()].every((count) => count === 1)).toBe(true);
      } finally {
        await app.close();
      }
    });
  });
}
