import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When a market notice's mail was handed over (or found not to be sent), apart from when its
 * customer was told in the app: a refused mail is tried again by the job's next run, and a
 * notice mailed already is never mailed again. Notices told before this column were mailed (or
 * refused and logged) then: they count as done.
 */
export class MarketNoticeMailed1795690000000 implements MigrationInterface {
  name = 'MarketNoticeMailed1795690000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "market_notices" ADD "mailedAt" timestamptz`);
    await queryRunner.query(
      `UPDATE "market_notices" SET "mailedAt" = "notifiedAt" WHERE "notifiedAt" IS NOT NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "market_notices" DROP COLUMN "mailedAt"`);
  }
}
