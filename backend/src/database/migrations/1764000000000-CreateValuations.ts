import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Valuation requests, their photos and timeline, payments (kept without personal data when the
 * account goes), test checkouts and the provider events already handled.
 */
export class CreateValuations1764000000000 implements MigrationInterface {
  name = 'CreateValuations1764000000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "valuation_requests" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "reference" varchar(16) NOT NULL,
        "userId" uuid NOT NULL,
        "status" varchar(20) NOT NULL,
        "serviceType" varchar(20) NOT NULL,
        "serviceTier" varchar(20) NOT NULL,
        "watchBrand" varchar(100),
        "otherWatchBrand" varchar(100),
        "handbagBrand" varchar(100),
        "otherHandbagBrand" varchar(100),
        "itemDescription" text NOT NULL,
        "lastKnownValue" varchar(40),
        "yearOfPurchase" varchar(4),
        "autoRevalue" boolean NOT NULL DEFAULT false,
        "firstName" varchar(100) NOT NULL,
        "lastName" varchar(100) NOT NULL,
        "email" varchar(254) NOT NULL,
        "phone" varchar(40),
        "address" jsonb NOT NULL,
        "priceTier" integer NOT NULL,
        "priceAutoRevalue" integer NOT NULL DEFAULT 0,
        "priceTotal" integer NOT NULL,
        "assigneeId" uuid,
        "startedAt" timestamptz,
        "internalNotes" text,
        "resultValue" numeric(14,2),
        "resultBasis" varchar(20),
        "resultAssessedDescription" text,
        "resultValuerId" uuid,
        "resultValuerName" varchar(120),
        "certificateReference" varchar(32),
        "completedAt" timestamptz,
        "revaluationDueAt" timestamptz,
        "revaluationRecommendationReason" text,
        "revaluationRecommendationAt" timestamptz,
        "paidAt" timestamptz,
        "dueAt" timestamptz,
        "cancelledAt" timestamptz,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_valuation_requests_id" PRIMARY KEY ("id"),
        CONSTRAINT "FK_valuation_requests_user" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_valuation_requests_assignee" FOREIGN KEY ("assigneeId") REFERENCES "users"("id") ON DELETE SET NULL,
        CONSTRAINT "FK_valuation_requests_valuer" FOREIGN KEY ("resultValuerId") REFERENCES "users"("id") ON DELETE SET NULL,
        CONSTRAINT "CHK_valuation_requests_status" CHECK ("status" IN ('awaiting_payment', 'paid', 'in_review', 'info_requested', 'completed', 'cancelled'))
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_valuation_requests_reference" ON "valuation_requests" ("reference")`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_valuation_requests_certificateReference" ON "valuation_requests" ("certificateReference")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_valuation_requests_user_created" ON "valuation_requests" ("userId", "createdAt" DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_valuation_requests_status_due" ON "valuation_requests" ("status", "dueAt")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_valuation_requests_status_created" ON "valuation_requests" ("status", "createdAt")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_valuation_requests_assignee" ON "valuation_requests" ("assigneeId")`,
    );

    await queryRunner.query(`
      CREATE TABLE "valuation_photos" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "valuationId" uuid NOT NULL,
        "name" varchar(255) NOT NULL,
        "type" varchar(40) NOT NULL,
        "size" integer NOT NULL,
        "width" integer NOT NULL,
        "height" integer NOT NULL,
        "path" varchar(300) NOT NULL,
        "previewPath" varchar(300) NOT NULL,
        "uploadedAt" timestamptz NOT NULL,
        CONSTRAINT "PK_valuation_photos_id" PRIMARY KEY ("id"),
        CONSTRAINT "FK_valuation_photos_valuation" FOREIGN KEY ("valuationId") REFERENCES "valuation_requests"("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_valuation_photos_valuation" ON "valuation_photos" ("valuationId", "uploadedAt")`,
    );

    await queryRunner.query(`
      CREATE TABLE "valuation_timeline" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "valuationId" uuid NOT NULL,
        "status" varchar(20) NOT NULL,
        "at" timestamptz NOT NULL,
        "note" text,
        "actorId" uuid,
        "actorLabel" varchar(120),
        CONSTRAINT "PK_valuation_timeline_id" PRIMARY KEY ("id"),
        CONSTRAINT "FK_valuation_timeline_valuation" FOREIGN KEY ("valuationId") REFERENCES "valuation_requests"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_valuation_timeline_actor" FOREIGN KEY ("actorId") REFERENCES "users"("id") ON DELETE SET NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_valuation_timeline_valuation" ON "valuation_timeline" ("valuationId", "at")`,
    );

    await queryRunner.query(`
      CREATE TABLE "payments" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "valuationId" uuid,
        "userId" uuid,
        "valuationReference" varchar(16) NOT NULL,
        "provider" varchar(16) NOT NULL,
        "providerRef" varchar(255) NOT NULL,
        "providerPaymentRef" varchar(255),
        "amountPence" integer NOT NULL,
        "currency" varchar(3) NOT NULL DEFAULT 'GBP',
        "status" varchar(16) NOT NULL,
        "paidAt" timestamptz,
        "refundedAt" timestamptz,
        "refundRef" varchar(255),
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_payments_id" PRIMARY KEY ("id"),
        CONSTRAINT "FK_payments_valuation" FOREIGN KEY ("valuationId") REFERENCES "valuation_requests"("id") ON DELETE SET NULL,
        CONSTRAINT "FK_payments_user" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE SET NULL,
        CONSTRAINT "CHK_payments_status" CHECK ("status" IN ('pending', 'paid', 'refunded', 'failed')),
        CONSTRAINT "CHK_payments_provider" CHECK ("provider" IN ('test', 'stripe'))
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_payments_provider_ref" ON "payments" ("provider", "providerRef")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_payments_valuation" ON "payments" ("valuationId", "createdAt")`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_payments_user" ON "payments" ("userId")`);
    await queryRunner.query(
      `CREATE INDEX "IDX_payments_provider_payment_ref" ON "payments" ("provider", "providerPaymentRef")`,
    );

    await queryRunner.query(`
      CREATE TABLE "test_checkouts" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "valuationId" uuid NOT NULL,
        "status" varchar(16) NOT NULL DEFAULT 'open',
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_test_checkouts_id" PRIMARY KEY ("id"),
        CONSTRAINT "FK_test_checkouts_valuation" FOREIGN KEY ("valuationId") REFERENCES "valuation_requests"("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_test_checkouts_valuation" ON "test_checkouts" ("valuationId")`,
    );

    await queryRunner.query(`
      CREATE TABLE "processed_payment_events" (
        "id" varchar(255) NOT NULL,
        "provider" varchar(16) NOT NULL,
        "type" varchar(100) NOT NULL,
        "processedAt" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_processed_payment_events_id" PRIMARY KEY ("id")
      )`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "processed_payment_events"`);
    await queryRunner.query(`DROP TABLE "test_checkouts"`);
    await queryRunner.query(`DROP TABLE "payments"`);
    await queryRunner.query(`DROP TABLE "valuation_timeline"`);
    await queryRunner.query(`DROP TABLE "valuation_photos"`);
    await queryRunner.query(`DROP TABLE "valuation_requests"`);
  }
}
