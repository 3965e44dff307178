import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { Clock } from '../clock/clock';
import { JobsConfig } from '../config/jobs.config';
import { MetricsService } from '../metrics/metrics.service';
import { ScheduledJob } from './entities/scheduled-job.entity';
import { afterFailure } from './job-backoff';
import { ClaimedJob, claimDueJobs } from './job-claim';

export interface JobContext {
  id: string;
  kind: string;
  /** Which attempt this is: 1 on the first run. */
  attempts: number;
  runAt: Date;
}
export type JobHandler<P = Record<string, unknown>> = (
  payload: P,
  ctx: JobContext,
) => Promise<void>;

interface JobCounts {
  due: number;
  failed: number;
}

/** Jobs claimed per statement: small, so several processes share a backlog. */
const CLAIM_BATCH = 10;
/** How often (real time) a process looks for due jobs of kinds it has no handler for. */
const UNKNOWN_KIND_CHECK_MS = 60_000;
const MAX_ERROR_LENGTH = 2000;
/** How long stopping waits for a running job before releasing it. */
export const JOB_STOP_GRACE_MS = 10_000;

/**
 * Scheduled work (docs/architecture.md "Scheduled work"): jobs live in `scheduled_jobs`, every
 * process polls it every JOBS_POLL_MS and claims due jobs with FOR UPDATE SKIP LOCKED and a
 * lease, so a job runs once however many processes there are, and survives restarts. A failing
 * job is retried with back-off (job-backoff.ts) and, after the last attempt, marked failed and
 * logged, never dropped. Due-ness is decided with the Clock's now.
 */
@Injectable()
export class JobsService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(JobsService.name);
  private readonly handlers = new Map<string, JobHandler>();
  private readonly config: JobsConfig;
  private readonly warnedKinds = new Set<string>();
  private lastUnknownKindCheck = 0;
  private timer: NodeJS.Timeout | null = null;
  private tick: Promise<void> | null = null;
  private stopped = false;
  private pollFailing = false;
  /** Jobs this process claimed and has not settled: released when it stops (none stays claimed). */
  private readonly held = new Map<string, ClaimedJob & { started: boolean }>();
  private stopping: Promise<void> | null = null;

  constructor(
    @InjectRepository(ScheduledJob) private readonly jobs: Repository<ScheduledJob>,
    private readonly clock: Clock,
    config: ConfigService,
    metrics: MetricsService,
  ) {
    this.config = config.getOrThrow<JobsConfig>('jobs');
    // One query per scrape serves both gauges.
    let counting: Promise<JobCounts> | null = null;
    const counts = () => {
      counting ??= this.count().finally(() => setTimeout(() => (counting = null), 1000).unref());
      return counting;
    };
    metrics.gauge(
      'scheduled_jobs_due',
      'Scheduled jobs due now and not yet taken (pending, run time passed, no live lease)',
      async () => (await counts()).due,
    );
    metrics.gauge(
      'scheduled_jobs_failed',
      'Scheduled jobs given up after their last attempt (they need a person)',
      async () => (await counts()).failed,
    );
  }

  /** Due (and not leased) and failed jobs of this process's scope, for the metrics. */
  private async count(): Promise<JobCounts> {
    const row = await this.jobs
      .createQueryBuilder('job')
      .select(
        'COUNT(*) FILTER (WHERE job.doneAt IS NULL AND job.failedAt IS NULL AND job.runAt <= :now ' +
          'AND (job.lockedUntil IS NULL OR job.lockedUntil <= :now))',
        'due',
      )
      .addSelect('COUNT(*) FILTER (WHERE job.failedAt IS NOT NULL)', 'failed')
      .where('job.scope = :scope', { scope: this.config.scope, now: this.clock.now() })
      .getRawOne<{ due: string; failed: string }>();
    return { due: Number(row?.due ?? 0), failed: Number(row?.failed ?? 0) };
  }

  /** Register the handler of a kind (call from a provider's onModuleInit). */
  register<P = Record<string, unknown>>(kind: string, handler: JobHandler<P>): void {
    if (this.handlers.has(kind))
      throw new Error(`A handler for job kind "${kind}" is registered twice`);
    this.handlers.set(kind, handler as unknown as JobHandler);
  }

  /** Schedule a job. With `key`, at most one pending job per key exists: scheduling again replaces its runAt and payload. */
  async schedule(
    kind: string,
    runAt: Date,
    payload: Record<string, unknown>,
    options: { key?: string } = {},
  ): Promise<void> {
    const row: QueryDeepPartialEntity<ScheduledJob> = {
      scope: this.config.scope,
      kind,
      key: options.key ?? null,
      payload: payload as QueryDeepPartialEntity<Record<string, unknown>>,
      runAt,
    };
    const insert = this.jobs.createQueryBuilder().insert().values(row);
    if (options.key === undefined) {
      await insert.execute();
      return;
    }
    // One statement: a pending job with this key (even one running now) gets the new kind, time
    // and payload, a fresh count of attempts and no lease, so it runs again at runAt.
    await insert
      .orUpdate(
        ['kind', 'payload', 'runAt', 'attempts', 'lockedUntil', 'lastError'],
        ['scope', 'key'],
        {
          indexPredicate: '"key" IS NOT NULL AND "doneAt" IS NULL AND "failedAt" IS NULL',
        },
      )
      .execute();
  }

  /** Cancel the pending job with this key (no-op when none). */
  async cancel(key: string): Promise<void> {
    await this.jobs.delete({
      scope: this.config.scope,
      key,
      doneAt: IsNull(),
      failedAt: IsNull(),
    });
  }

  /** Claim and run every job due at the Clock's now (at most `limit`); answers how many ran. Tests call it after Clock.advance(). */
  async runDue(limit = 100): Promise<number> {
    await this.warnAboutUnknownKinds();
    let ran = 0;
    while (ran < limit && !this.stopped) {
      const now = this.clock.now();
      const claimed = await claimDueJobs(this.jobs, {
        scope: this.config.scope,
        kinds: [...this.handlers.keys()],
        now,
        lease: new Date(now.getTime() + this.config.leaseMs),
        limit: Math.min(CLAIM_BATCH, limit - ran),
      });
      for (const job of claimed) this.held.set(job.id, { ...job, started: false });
      for (const job of claimed) {
        // Stopping: the rest of the batch is released, not run (stop() does it).
        if (this.stopped) break;
        this.held.get(job.id)!.started = true;
        try {
          await this.run(job);
        } finally {
          this.held.delete(job.id);
        }
        ran++;
      }
      if (claimed.length === 0) break;
    }
    return ran;
  }

  onApplicationBootstrap(): void {
    if (this.config.pollMs > 0) this.schedulePoll();
  }

  /** Stops the poller, lets a running job finish (10 s at most) and releases every claim. */
  async onModuleDestroy(): Promise<void> {
    await this.stop(Date.now() + JOB_STOP_GRACE_MS);
  }

  /**
   * Stopping (SIGTERM, docs/operations.md): claims no more jobs at once, lets the job running now
   * finish until `deadline` (epoch ms), then releases every job this process still holds, so that
   * another process takes it at its next poll instead of after the lease. A job never started is
   * handed back as it was (its attempt not counted); one cut off mid-run keeps its attempt, as
   * after a crash. Safe to call more than once.
   */
  stop(deadline: number): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.stopping ??= this.finishAndRelease(deadline);
    return this.stopping;
  }

  private async finishAndRelease(deadline: number): Promise<void> {
    if (this.tick) {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, Math.max(0, deadline - Date.now()));
      });
      await Promise.race([this.tick.catch(() => undefined), late]);
      clearTimeout(timer);
    }
    const held = [...this.held.values()];
    this.held.clear();
    for (const job of held) {
      try {
        // Only while the claim is still ours (not rescheduled or cancelled meanwhile).
        await this.jobs.update(
          { id: job.id, attempts: job.attempts, lockedUntil: job.lockedUntil },
          job.started ? { lockedUntil: null } : { lockedUntil: null, attempts: job.attempts - 1 },
        );
      } catch (error) {
        this.logger.warn(
          `Could not release job ${job.kind} ${job.id} (its lease ends it): ${describe(error)}`,
        );
      }
    }
    if (held.length > 0)
      this.logger.log(`Released ${held.length} claimed job(s) for another process`);
  }

  private schedulePoll(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.tick = this.poll().finally(() => {
        this.tick = null;
        this.schedulePoll();
      });
    }, this.config.pollMs);
    this.timer.unref();
  }

  private async poll(): Promise<void> {
    try {
      await this.runDue();
      if (this.pollFailing) this.logger.log('Scheduled jobs are polled again');
      this.pollFailing = false;
    } catch (error) {
      // A database outage: said once, retried at the next poll.
      if (!this.pollFailing) {
        this.logger.warn(`Could not poll scheduled jobs: ${describe(error)}`);
      }
      this.pollFailing = true;
    }
  }

  private async run(job: ClaimedJob): Promise<void> {
    const handler = this.handlers.get(job.kind);
    const context: JobContext = {
      id: job.id,
      kind: job.kind,
      attempts: job.attempts,
      runAt: job.runAt,
    };
    // Only this claim may settle the job: not if it was rescheduled or cancelled meanwhile.
    const ours = { id: job.id, attempts: job.attempts, lockedUntil: job.lockedUntil };
    try {
      if (!handler) throw new Error(`No handler for job kind "${job.kind}"`);
      await handler(job.payload, context);
    } catch (error) {
      const message = describe(error).slice(0, MAX_ERROR_LENGTH);
      const next = afterFailure(job.attempts);
      const now = this.clock.now();
      if (next.giveUp) {
        await this.jobs.update(ours, { failedAt: now, lockedUntil: null, lastError: message });
        this.logger.error(
          `Job ${job.kind} ${job.id} failed ${job.attempts} times and is given up: ${message}`,
        );
      } else {
        const runAt = new Date(now.getTime() + next.delayMs);
        await this.jobs.update(ours, { runAt, lockedUntil: null, lastError: message });
        this.logger.warn(
          `Job ${job.kind} ${job.id} failed (attempt ${job.attempts}), retried at ${runAt.toISOString()}: ${message}`,
        );
      }
      return;
    }
    await this.jobs.update(ours, { doneAt: this.clock.now(), lockedUntil: null, lastError: null });
  }

  /** A job of a kind no handler here knows stays pending for a process that knows it: said once per kind. */
  private async warnAboutUnknownKinds(): Promise<void> {
    if (Date.now() - this.lastUnknownKindCheck < UNKNOWN_KIND_CHECK_MS) return;
    this.lastUnknownKindCheck = Date.now();
    const query = this.jobs
      .createQueryBuilder('job')
      .select('DISTINCT job.kind', 'kind')
      .where('job.scope = :scope', { scope: this.config.scope })
      .andWhere('job.doneAt IS NULL AND job.failedAt IS NULL')
      .andWhere('job.runAt <= :now', { now: this.clock.now() })
      .limit(20);
    const known = [...this.handlers.keys()];
    if (known.length > 0) query.andWhere('job.kind NOT IN (:...known)', { known });
    const rows = await query.getRawMany<{ kind: string }>();
    for (const { kind } of rows) {
      if (this.warnedKinds.has(kind)) continue;
      this.warnedKinds.add(kind);
      this.logger.warn(`Due jobs of kind "${kind}" wait for a process that has its handler`);
    }
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
