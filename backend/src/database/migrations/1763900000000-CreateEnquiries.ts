import { MigrationInterface, QueryRunner } from 'typeorm';

/** Messages sent through the contact form, worked by staff. */
export class CreateEnquiries1763900000000 implements MigrationInterface {
  name = 'CreateEnquiries1763900000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "enquiries" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "name" varchar(100) NOT NULL,
        "email" varchar(254) NOT NULL,
        "subject" varchar(200) NOT NULL,
        "message" text NOT NULL,
        "status" varchar(16) NOT NULL DEFAULT 'new',
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "handledAt" timestamptz,
        CONSTRAINT "PK_enquiries_id" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_enquiries_status" CHECK ("status" IN ('new', 'handled'))
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_enquiries_createdAt" ON "enquiries" ("createdAt")`);
    await queryRunner.query(`CREATE INDEX "IDX_enquiries_status" ON "enquiries" ("status")`);
    await queryRunner.query(
      `CREATE INDEX "IDX_enquiries_email_lower" ON "enquiries" (lower("email"))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "enquiries"`);
  }
}
