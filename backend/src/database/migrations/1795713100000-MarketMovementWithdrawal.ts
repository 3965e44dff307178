import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A market movement can be withdrawn within a short window (issue 33): its customers are told
 * only once `notifyAt` (recorded + the window) has passed, and a withdrawn one (`withdrawnAt`)
 * tells nobody. Movements recorded before had no window: their `notifyAt` is their `createdAt`.
 */
export class MarketMovementWithdrawal1795713100000 implements MigrationInterface {
  name = 'MarketMovementWithdrawal1795713100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "market_movements" ADD "notifyAt" timestamptz`);
    await queryRunner.query(`UPDATE "market_movements" SET "notifyAt" = "createdAt"`);
    await queryRunner.query(`ALTER TABLE "market_movements" ALTER COLUMN "notifyAt" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "market_movements" ADD "withdrawnAt" timestamptz`);
    await queryRunner.query(`ALTER TABLE "market_movements" ADD "withdrawnByName" varchar(200)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "market_movements" DROP COLUMN "withdrawnByName"`);
    await queryRunner.query(`ALTER TABLE "market_movements" DROP COLUMN "withdrawnAt"`);
    await queryRunner.query(`ALTER TABLE "market_movements" DROP COLUMN "notifyAt"`);
  }
}
