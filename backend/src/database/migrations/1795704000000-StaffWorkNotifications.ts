import { MigrationInterface, QueryRunner } from 'typeorm';

/** Staff are told too (issue 33): notifications of kind `staff_work`. */
export class StaffWorkNotifications1795704000000 implements MigrationInterface {
  name = 'StaffWorkNotifications1795704000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "notifications" DROP CONSTRAINT "CHK_notifications_kind"`);
    await queryRunner.query(
      `ALTER TABLE "notifications" ADD CONSTRAINT "CHK_notifications_kind" CHECK ("kind" IN ('chat_reply', 'valuation_status', 'visit', 'revaluation_due', 'market_movement', 'staff_work'))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "notifications" WHERE "kind" = 'staff_work'`);
    await queryRunner.query(`ALTER TABLE "notifications" DROP CONSTRAINT "CHK_notifications_kind"`);
    await queryRunner.query(
      `ALTER TABLE "notifications" ADD CONSTRAINT "CHK_notifications_kind" CHECK ("kind" IN ('chat_reply', 'valuation_status', 'visit', 'revaluation_due', 'market_movement'))`,
    );
  }
}
