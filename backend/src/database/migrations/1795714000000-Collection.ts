import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * My collection (issue 34): the schedule's shares (the token kept only as its SHA-256, unique;
 * the customer's list by (userId, createdAt DESC)) and the items left out of the schedule (keyed by
 * the item's first request). Both go with the account (ON DELETE CASCADE on users), and an item's
 * row with its first request.
 */
export class Collection1795714000000 implements MigrationInterface {
  name = 'Collection1795714000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "schedule_shares" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "userId" uuid NOT NULL,
        "recipient" varchar(120) NOT NULL,
        "tokenHash" varchar(64) NOT NULL,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "expiresAt" timestamptz NOT NULL,
        "revokedAt" timestamptz,
        "views" integer NOT NULL DEFAULT 0,
        "lastViewedAt" timestamptz,
        CONSTRAINT "PK_schedule_shares" PRIMARY KEY ("id"),
        CONSTRAINT "FK_schedule_shares_user" FOREIGN KEY ("userId")
          REFERENCES "users"("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_schedule_shares_tokenHash" ON "schedule_shares" ("tokenHash")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_schedule_shares_user" ON "schedule_shares" ("userId", "createdAt" DESC)`,
    );
    await queryRunner.query(`
      CREATE TABLE "collection_excluded_items" (
        "itemId" uuid NOT NULL,
        "userId" uuid NOT NULL,
        "excludedAt" timestamptz NOT NULL,
        CONSTRAINT "PK_collection_excluded_items" PRIMARY KEY ("itemId"),
        CONSTRAINT "FK_collection_excluded_items_user" FOREIGN KEY ("userId")
          REFERENCES "users"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_collection_excluded_items_item" FOREIGN KEY ("itemId")
          REFERENCES "valuation_requests"("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_collection_excluded_items_user" ON "collection_excluded_items" ("userId")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "collection_excluded_items"`);
    await queryRunner.query(`DROP TABLE "schedule_shares"`);
  }
}
