import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Valuer profiles (docs/product.md §2.20, "Your valuer profile"): the qualification line and the
 * signature image each expert's certificates print. Deleting the staff account deletes its row.
 */
export class ExpertProfiles1795670686510 implements MigrationInterface {
  name = 'ExpertProfiles1795670686510';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "expert_profiles" (
        "userId" uuid NOT NULL,
        "qualification" varchar(160),
        "signatureKey" varchar(300),
        "updatedAt" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_expert_profiles_userId" PRIMARY KEY ("userId"),
        CONSTRAINT "FK_expert_profiles_userId" FOREIGN KEY ("userId")
          REFERENCES "users" ("id") ON DELETE CASCADE
      )`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "expert_profiles"`);
  }
}
