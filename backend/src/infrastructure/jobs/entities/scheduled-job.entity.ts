import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A piece of work to do at `runAt` (see JobsService). Pending while neither `doneAt` nor
 * `failedAt` is set; `lockedUntil` is the lease of the process running it. Indexes (see the
 * migration): the pending jobs by (scope, runAt), and at most one pending job per (scope, key).
 */
@Entity({ name: 'scheduled_jobs' })
export class ScheduledJob {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** JOBS_SCOPE of the process that scheduled it ('' in production). */
  @Column({ type: 'varchar', length: 100, default: '' })
  scope: string;

  @Column({ type: 'varchar', length: 100 })
  kind: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  key: string | null;

  @Column({ type: 'jsonb', default: {} })
  payload: Record<string, unknown>;

  @Column({ type: 'timestamptz' })
  runAt: Date;

  /** How many times it was claimed (a run that crashed its process counts). */
  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column({ type: 'timestamptz', nullable: true })
  lockedUntil: Date | null;

  @Column({ type: 'text', nullable: true })
  lastError: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  doneAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  failedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
