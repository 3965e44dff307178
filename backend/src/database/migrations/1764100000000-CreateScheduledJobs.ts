import { MigrationInterface, QueryRunner } from 'typeorm';

/** The scheduled work every process polls (JobsService). */
export class CreateScheduledJobs1764100000000 implements MigrationInterface {
  name = 'CreateScheduledJobs1764100000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "scheduled_jobs" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "scope" varchar(100) NOT NULL DEFAULT '',
        "kind" varchar(100) NOT NULL,
        "key" varchar(200),
        "payload" jsonb NOT NULL DEFAULT '{}',
        "runAt" timestamptz NOT NULL,
        "attempts" integer NOT NULL DEFAULT 0,
        "lockedUntil" timestamptz,
        "lastError" text,
        "doneAt" timestamptz,
        "failedAt" timestamptz,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_scheduled_jobs_id" PRIMARY KEY ("id")
      )`);
    // The poller's query: pending jobs of a scope in runAt order.
    await queryRunner.query(
      `CREATE INDEX "IDX_scheduled_jobs_pending_runAt" ON "scheduled_jobs" ("scope", "runAt")
       WHERE "doneAt" IS NULL AND "failedAt" IS NULL`,
    );
    // At most one pending job per key (schedule() replaces it, cancel() removes it).
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_scheduled_jobs_pending_key" ON "scheduled_jobs" ("scope", "key")
       WHERE "key" IS NOT NULL AND "doneAt" IS NULL AND "failedAt" IS NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "scheduled_jobs"`);
  }
}
