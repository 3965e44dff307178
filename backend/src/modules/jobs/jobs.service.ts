import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { Clock } from '../../common/clock/clock';
import { JobsConfig } from '../../config/jobs.config';
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

/** Jobs claimed per statement: small, so several processes share a backlog. */
const CLAIM_BATCH = 10;
/** How often (real time) a process looks for due jobs of kinds it has no handler for. */
const UNKNOWN_KIND_CHECK_MS = 60_000;
const MAX_ERROR_LENGTH = 2000;

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

  constructor(
    @InjectRepository(ScheduledJob) private readonly jobs: Repository<ScheduledJob>,
    private readonly clock: Clock,
    config: ConfigService,
  ) {
    this.config = config.getOrThrow<JobsConfig>('jobs');
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
    while (ran < limit) {
      const now = this.clock.now();
      const claimed = await claimDueJobs(this.jobs, {
        scope: this.config.scope,
        kinds: [...this.handlers.keys()],
        now,
        lease: new Date(now.getTime() + this.config.leaseMs),
        limit: Math.min(CLAIM_BATCH, limit - ran),
      });
      for (const job of claimed) {
        await this.run(job);
        ran++;
      }
      if (claimed.length === 0) break;
    }
    return ran;
  }

  onApplicationBootstrap(): void {
    if (this.config.pollMs > 0) this.schedulePoll();
  }

  /** Stops the poller and waits for the jobs it is running (before the database closes). */
  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.tick;
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
