import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Creations a client may send again (contracts: IDEMPOTENCY_KEY_HEADER): a chat message and a
 * valuation request keep the key they were sent with, unique per sender, so a retry finds what the
 * first try stored. A message also records whether it was announced live: one stored by a process
 * that died before announcing it is announced by the retry, or by any process's sweep.
 */
export class IdempotencyKeys1795667366062 implements MigrationInterface {
  name = 'IdempotencyKeys1795667366062';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "chat_messages" ADD "clientKey" varchar(64)`);
    await queryRunner.query(
      `ALTER TABLE "chat_messages" ADD "announced" boolean NOT NULL DEFAULT true`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_chat_messages_clientKey" ON "chat_messages" ("conversationId", "senderId", "clientKey") WHERE "clientKey" IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_chat_messages_unannounced" ON "chat_messages" ("createdAt") WHERE NOT "announced"`,
    );
    await queryRunner.query(`ALTER TABLE "valuation_requests" ADD "clientKey" varchar(64)`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_valuation_requests_clientKey" ON "valuation_requests" ("userId", "clientKey") WHERE "clientKey" IS NOT NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "UQ_valuation_requests_clientKey"`);
    await queryRunner.query(`ALTER TABLE "valuation_requests" DROP COLUMN "clientKey"`);
    await queryRunner.query(`DROP INDEX "IDX_chat_messages_unannounced"`);
    await queryRunner.query(`DROP INDEX "UQ_chat_messages_clientKey"`);
    await queryRunner.query(`ALTER TABLE "chat_messages" DROP COLUMN "announced"`);
    await queryRunner.query(`ALTER TABLE "chat_messages" DROP COLUMN "clientKey"`);
  }
}
