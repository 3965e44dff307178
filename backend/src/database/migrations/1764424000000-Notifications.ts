import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Notifications (in the app, by mail, by web push), the devices' push subscriptions, and market
 * movements with the requests each concerned (docs/product.md
 * "Notifications").
 */
export class Notifications1764424000000 implements MigrationInterface {
  name = 'Notifications1764424000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "notifications" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "userId" uuid NOT NULL,
        "kind" varchar(30) NOT NULL,
        "title" varchar(200) NOT NULL,
        "body" text NOT NULL,
        "url" varchar(500) NOT NULL,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "readAt" timestamptz,
        CONSTRAINT "PK_notifications_id" PRIMARY KEY ("id"),
        CONSTRAINT "FK_notifications_user" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE,
        CONSTRAINT "CHK_notifications_kind" CHECK ("kind" IN ('chat_reply', 'valuation_status', 'visit', 'revaluation_due', 'market_movement'))
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_notifications_user_created" ON "notifications" ("userId", "createdAt" DESC, "id" DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_notifications_user_unread" ON "notifications" ("userId") WHERE "readAt" IS NULL`,
    );
    await queryRunner.query(`
      CREATE TABLE "push_subscriptions" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "userId" uuid NOT NULL,
        "endpoint" varchar(2048) NOT NULL,
        "p256dh" varchar(200) NOT NULL,
        "auth" varchar(100) NOT NULL,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_push_subscriptions_id" PRIMARY KEY ("id"),
        CONSTRAINT "FK_push_subscriptions_user" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_push_subscriptions_endpoint" ON "push_subscriptions" ("endpoint")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_push_subscriptions_user" ON "push_subscriptions" ("userId")`,
    );
    await queryRunner.query(`
      CREATE TABLE "market_movements" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "service" varchar(20) NOT NULL,
        "brand" varchar(100),
        "changePercent" numeric(6,2) NOT NULL,
        "note" text NOT NULL,
        "effectiveFrom" timestamptz NOT NULL,
        "createdById" uuid,
        "createdByName" varchar(200) NOT NULL,
        "affected" integer NOT NULL DEFAULT 0,
        "sentAt" timestamptz,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_market_movements_id" PRIMARY KEY ("id"),
        CONSTRAINT "FK_market_movements_creator" FOREIGN KEY ("createdById") REFERENCES "users"("id") ON DELETE SET NULL,
        CONSTRAINT "CHK_market_movements_change" CHECK ("changePercent" >= -90 AND "changePercent" <= 500)
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_market_movements_created" ON "market_movements" ("createdAt" DESC)`,
    );
    await queryRunner.query(`
      CREATE TABLE "market_notices" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "movementId" uuid NOT NULL,
        "valuationId" uuid NOT NULL,
        "userId" uuid NOT NULL,
        "value" numeric(14,2) NOT NULL,
        "estimatedValue" numeric(16,0) NOT NULL,
        "notifiedAt" timestamptz,
        "revaluationId" uuid,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_market_notices_id" PRIMARY KEY ("id"),
        CONSTRAINT "FK_market_notices_movement" FOREIGN KEY ("movementId") REFERENCES "market_movements"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_market_notices_valuation" FOREIGN KEY ("valuationId") REFERENCES "valuation_requests"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_market_notices_revaluation" FOREIGN KEY ("revaluationId") REFERENCES "valuation_requests"("id") ON DELETE SET NULL
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_market_notices_movement_valuation" ON "market_notices" ("movementId", "valuationId")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_market_notices_pending" ON "market_notices" ("movementId") WHERE "notifiedAt" IS NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_market_notices_valuation" ON "market_notices" ("valuationId", "createdAt" DESC)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "market_notices"`);
    await queryRunner.query(`DROP TABLE "market_movements"`);
    await queryRunner.query(`DROP TABLE "push_subscriptions"`);
    await queryRunner.query(`DROP TABLE "notifications"`);
  }
}
