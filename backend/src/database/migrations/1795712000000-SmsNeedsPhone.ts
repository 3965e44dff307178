import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * No notification channel on without its address (issue 33): SMS was on by default for every
 * account, phone number or not. An account without a phone number now starts with SMS off, and
 * those that had it on without one have it turned off.
 */
export class SmsNeedsPhone1795712000000 implements MigrationInterface {
  name = 'SmsNeedsPhone1795712000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "users" ALTER COLUMN "notificationPreferences" SET DEFAULT '{"email":true,"sms":false,"marketing":false}'`,
    );
    await queryRunner.query(
      `UPDATE "users" SET "notificationPreferences" = jsonb_set("notificationPreferences", '{sms}', 'false')
       WHERE btrim("phoneNumber") = '' AND ("notificationPreferences"->>'sms')::boolean`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "users" ALTER COLUMN "notificationPreferences" SET DEFAULT '{"email":true,"sms":true,"marketing":false}'`,
    );
  }
}
