import type { Repository } from 'typeorm';
import type { ScheduledJob } from './entities/scheduled-job.entity';

export type ClaimedJob = Pick<ScheduledJob, 'id' | 'kind' | 'payload' | 'runAt' | 'attempts'> & {
  lockedUntil: Date;
};

/**
 * Takes up to `limit` due jobs of `kinds` for this process, in ONE statement (so it is atomic on
 * PGlite, whose single connection interleaves transactions, as on PostgreSQL):
 * `UPDATE … SET lockedUntil = lease, attempts + 1 WHERE id IN (SELECT … ORDER BY runAt LIMIT n
 * FOR UPDATE SKIP LOCKED) RETURNING …`. Rows another process is claiming are skipped, rows
 * leased by another process are not due until the lease ends; `now` is the app's Clock, never
 * SQL now(), so tests move time.
 */
export async function claimDueJobs(
  repo: Repository<ScheduledJob>,
  params: { scope: string; kinds: readonly string[]; now: Date; lease: Date; limit: number },
): Promise<ClaimedJob[]> {
  if (params.kinds.length === 0 || params.limit < 1) return [];
  const due = repo
    .createQueryBuilder('due')
    .select('due.id')
    .where('due.scope = :scope', { scope: params.scope })
    .andWhere('due.doneAt IS NULL AND due.failedAt IS NULL')
    .andWhere('due.runAt <= :now', { now: params.now })
    .andWhere('(due.lockedUntil IS NULL OR due.lockedUntil <= :now)')
    .andWhere('due.kind IN (:...kinds)', { kinds: [...params.kinds] })
    .orderBy('due.runAt', 'ASC')
    .limit(Math.floor(params.limit))
    .setLock('pessimistic_write')
    .setOnLocked('skip_locked');
  const result = await repo
    .createQueryBuilder()
    .update()
    .set({ lockedUntil: params.lease, attempts: () => '"attempts" + 1' })
    .where(`"id" IN (${due.getQuery()})`)
    .setParameters(due.getParameters())
    .returning(['id', 'kind', 'payload', 'runAt', 'attempts', 'lockedUntil'])
    .execute();
  const rows = Array.isArray(result.raw) ? (result.raw as ClaimedJob[]) : [];
  return rows
    .map((row) => ({
      ...row,
      runAt: new Date(row.runAt),
      lockedUntil: new Date(row.lockedUntil),
      attempts: Number(row.attempts),
    }))
    .sort((a, b) => a.runAt.getTime() - b.runAt.getTime());
}
