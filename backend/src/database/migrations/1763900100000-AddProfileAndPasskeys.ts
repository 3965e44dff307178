import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Profile settings on users (phone, notification preferences, time zone, language, marketing
 * consent), the random WebAuthn user handle, passkeys and the server-side WebAuthn challenges.
 */
export class AddProfileAndPasskeys1763900100000 implements MigrationInterface {
  name = 'AddProfileAndPasskeys1763900100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "users"
        ADD COLUMN "phoneNumber" text NOT NULL DEFAULT '',
        ADD COLUMN "notificationPreferences" jsonb NOT NULL DEFAULT '{"email":true,"sms":true,"marketing":false}',
        ADD COLUMN "timezone" text,
        ADD COLUMN "preferredLanguage" text NOT NULL DEFAULT 'en',
        ADD COLUMN "marketingConsent" boolean NOT NULL DEFAULT false,
        ADD COLUMN "webauthnUserId" text`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_users_webauthnUserId" ON "users" ("webauthnUserId")`,
    );

    await queryRunner.query(`
      CREATE TABLE "passkeys" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "userId" uuid NOT NULL,
        "credentialId" text NOT NULL,
        "publicKey" bytea NOT NULL,
        "counter" bigint NOT NULL DEFAULT 0,
        "transports" jsonb NOT NULL DEFAULT '[]',
        "deviceType" varchar(16) NOT NULL,
        "backedUp" boolean NOT NULL DEFAULT false,
        "name" varchar(60) NOT NULL,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "lastUsedAt" timestamptz,
        CONSTRAINT "PK_passkeys_id" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_passkeys_deviceType" CHECK ("deviceType" IN ('singleDevice', 'multiDevice')),
        CONSTRAINT "FK_passkeys_userId" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_passkeys_credentialId" ON "passkeys" ("credentialId")`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_passkeys_userId" ON "passkeys" ("userId")`);

    await queryRunner.query(`
      CREATE TABLE "webauthn_challenges" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "challenge" text NOT NULL,
        "kind" varchar(16) NOT NULL,
        "userId" uuid,
        "expiresAt" timestamptz NOT NULL,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_webauthn_challenges_id" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_webauthn_challenges_kind" CHECK ("kind" IN ('registration', 'authentication')),
        CONSTRAINT "FK_webauthn_challenges_userId" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_webauthn_challenges_challenge" ON "webauthn_challenges" ("challenge")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_webauthn_challenges_expiresAt" ON "webauthn_challenges" ("expiresAt")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_webauthn_challenges_userId" ON "webauthn_challenges" ("userId")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "webauthn_challenges"`);
    await queryRunner.query(`DROP TABLE "passkeys"`);
    await queryRunner.query(`DROP INDEX "UQ_users_webauthnUserId"`);
    await queryRunner.query(`
      ALTER TABLE "users"
        DROP COLUMN "webauthnUserId",
        DROP COLUMN "marketingConsent",
        DROP COLUMN "preferredLanguage",
        DROP COLUMN "timezone",
        DROP COLUMN "notificationPreferences",
        DROP COLUMN "phoneNumber"`);
  }
}
