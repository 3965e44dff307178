import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One notification per event, by a unique key (issue 33, Robustness): a market notice is stored
 * with "sourceKey" = market:<movementId>:<valuationId>, inserted with ON CONFLICT DO NOTHING, so a
 * batch stored again (its process died before marking it done) stores nothing twice. Null for the
 * events that have no such key (nulls never conflict).
 */
export class NotificationSourceKey1795713200000 implements MigrationInterface {
  name = 'NotificationSourceKey1795713200000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "notifications" ADD "sourceKey" varchar(200)`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_notifications_sourceKey" ON "notifications" ("sourceKey")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "UQ_notifications_sourceKey"`);
    await queryRunner.query(`ALTER TABLE "notifications" DROP COLUMN "sourceKey"`);
  }
}
