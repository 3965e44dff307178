import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Home visits (docs/product.md §2.22). No double booking is a rule of the
 * database: an exclusion constraint (btree_gist, shipped by PostgreSQL's contrib and by PGlite)
 * refuses two live visits of one expert whose times, travel hour included ("blockedFrom" to
 * "blockedTo"), overlap, however many bookings race. Payments and test checkouts may now pay for
 * a visit (its deposit or its balance) as well as a valuation request.
 */
export class CreateHomeVisits1764430230000 implements MigrationInterface {
  name = 'CreateHomeVisits1764430230000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS btree_gist`);
    await queryRunner.query(`
      CREATE TABLE "home_visits" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "reference" varchar(16) NOT NULL,
        "userId" uuid NOT NULL,
        "expertId" uuid,
        "status" varchar(20) NOT NULL,
        "startAt" timestamptz NOT NULL,
        "endAt" timestamptz NOT NULL,
        "blockedFrom" timestamptz NOT NULL,
        "blockedTo" timestamptz NOT NULL,
        "hours" integer NOT NULL,
        "street" varchar(200) NOT NULL,
        "city" varchar(200) NOT NULL,
        "state" varchar(200) NOT NULL DEFAULT '',
        "postalCode" varchar(16) NOT NULL,
        "country" varchar(200) NOT NULL,
        "phone" varchar(40) NOT NULL,
        "itemsDescription" text NOT NULL,
        "expressRequest" boolean NOT NULL DEFAULT false,
        "hourlyRatePence" integer NOT NULL,
        "totalPence" integer NOT NULL,
        "depositPence" integer NOT NULL,
        "holdUntil" timestamptz,
        "hoursSpent" numeric(4,1),
        "balancePence" integer,
        "balancePaidAt" timestamptz,
        "refundPence" integer,
        "notes" text,
        "cancellationReason" text,
        "calendarSequence" integer NOT NULL DEFAULT 0,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_home_visits_id" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_home_visits_reference" UNIQUE ("reference"),
        CONSTRAINT "FK_home_visits_user" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_home_visits_expert" FOREIGN KEY ("expertId") REFERENCES "users"("id") ON DELETE SET NULL,
        CONSTRAINT "CHK_home_visits_times" CHECK ("startAt" < "endAt" AND "blockedFrom" <= "startAt" AND "endAt" <= "blockedTo"),
        CONSTRAINT "EX_home_visits_expert_time" EXCLUDE USING gist ("expertId" WITH =, tstzrange("blockedFrom", "blockedTo") WITH &&) WHERE ("expertId" IS NOT NULL AND "status" IN ('awaiting_deposit', 'confirmed'))
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_home_visits_user" ON "home_visits" ("userId", "startAt")`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_home_visits_start" ON "home_visits" ("startAt")`);
    await queryRunner.query(`
      CREATE TABLE "home_visit_timeline" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "visitId" uuid NOT NULL,
        "status" varchar(20) NOT NULL,
        "note" text,
        "at" timestamptz NOT NULL,
        CONSTRAINT "PK_home_visit_timeline_id" PRIMARY KEY ("id"),
        CONSTRAINT "FK_home_visit_timeline_visit" FOREIGN KEY ("visitId") REFERENCES "home_visits"("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_home_visit_timeline_visit" ON "home_visit_timeline" ("visitId", "at")`,
    );
    await queryRunner.query(`
      CREATE TABLE "expert_time_off" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "expertId" uuid NOT NULL,
        "fromAt" timestamptz NOT NULL,
        "toAt" timestamptz NOT NULL,
        "reason" varchar(1000),
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_expert_time_off_id" PRIMARY KEY ("id"),
        CONSTRAINT "FK_expert_time_off_expert" FOREIGN KEY ("expertId") REFERENCES "users"("id") ON DELETE CASCADE,
        CONSTRAINT "CHK_expert_time_off_order" CHECK ("fromAt" < "toAt")
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_expert_time_off_expert" ON "expert_time_off" ("expertId", "toAt")`,
    );
    await queryRunner.query(`ALTER TABLE "payments" ADD "visitId" uuid`);
    await queryRunner.query(`ALTER TABLE "payments" ADD "purpose" varchar(16)`);
    await queryRunner.query(
      `ALTER TABLE "payments" ADD CONSTRAINT "FK_payments_visit" FOREIGN KEY ("visitId") REFERENCES "home_visits"("id") ON DELETE SET NULL`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_payments_visit" ON "payments" ("visitId")`);
    await queryRunner.query(
      `ALTER TABLE "test_checkouts" ALTER COLUMN "valuationId" DROP NOT NULL`,
    );
    await queryRunner.query(`ALTER TABLE "test_checkouts" ADD "visitId" uuid`);
    await queryRunner.query(`ALTER TABLE "test_checkouts" ADD "purpose" varchar(16)`);
    await queryRunner.query(
      `ALTER TABLE "test_checkouts" ADD CONSTRAINT "FK_test_checkouts_visit" FOREIGN KEY ("visitId") REFERENCES "home_visits"("id") ON DELETE CASCADE`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_test_checkouts_visit" ON "test_checkouts" ("visitId")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_test_checkouts_visit"`);
    await queryRunner.query(
      `ALTER TABLE "test_checkouts" DROP CONSTRAINT "FK_test_checkouts_visit"`,
    );
    await queryRunner.query(`ALTER TABLE "test_checkouts" DROP COLUMN "purpose"`);
    await queryRunner.query(`ALTER TABLE "test_checkouts" DROP COLUMN "visitId"`);
    await queryRunner.query(`DELETE FROM "test_checkouts" WHERE "valuationId" IS NULL`);
    await queryRunner.query(`ALTER TABLE "test_checkouts" ALTER COLUMN "valuationId" SET NOT NULL`);
    await queryRunner.query(`DROP INDEX "IDX_payments_visit"`);
    await queryRunner.query(`ALTER TABLE "payments" DROP CONSTRAINT "FK_payments_visit"`);
    await queryRunner.query(`ALTER TABLE "payments" DROP COLUMN "purpose"`);
    await queryRunner.query(`ALTER TABLE "payments" DROP COLUMN "visitId"`);
    await queryRunner.query(`DROP TABLE "expert_time_off"`);
    await queryRunner.query(`DROP TABLE "home_visit_timeline"`);
    await queryRunner.query(`DROP TABLE "home_visits"`);
  }
}
