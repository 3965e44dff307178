import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The chat: one conversation per customer, its messages (ordered by `seq`) and their attachments.
 * `valuationId` has no foreign key: valuation requests live in another module (checked through
 * ValuationOwnershipPort).
 */
export class CreateChat1764200000000 implements MigrationInterface {
  name = 'CreateChat1764200000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "conversations" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "customerId" uuid NOT NULL,
        "assigneeId" uuid,
        "status" varchar(16) NOT NULL DEFAULT 'open',
        "lastMessageAt" timestamptz,
        "autoReplyAt" timestamptz,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_conversations_id" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_conversations_status" CHECK ("status" IN ('open', 'resolved')),
        CONSTRAINT "FK_conversations_customer" FOREIGN KEY ("customerId") REFERENCES "users"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_conversations_assignee" FOREIGN KEY ("assigneeId") REFERENCES "users"("id") ON DELETE SET NULL
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_conversations_customerId" ON "conversations" ("customerId")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_conversations_assigneeId" ON "conversations" ("assigneeId")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_conversations_status" ON "conversations" ("status")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_conversations_lastMessageAt" ON "conversations" ("lastMessageAt")`,
    );

    await queryRunner.query(`
      CREATE TABLE "chat_messages" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "seq" bigserial NOT NULL,
        "conversationId" uuid NOT NULL,
        "senderId" uuid,
        "senderRole" varchar(16) NOT NULL,
        "content" text NOT NULL,
        "status" varchar(16) NOT NULL DEFAULT 'sent',
        "valuationId" uuid,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "deliveredAt" timestamptz,
        "readAt" timestamptz,
        CONSTRAINT "PK_chat_messages_id" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_chat_messages_senderRole" CHECK ("senderRole" IN ('customer', 'expert', 'system')),
        CONSTRAINT "CHK_chat_messages_status" CHECK ("status" IN ('sent', 'delivered', 'read')),
        CONSTRAINT "FK_chat_messages_conversation" FOREIGN KEY ("conversationId") REFERENCES "conversations"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_chat_messages_sender" FOREIGN KEY ("senderId") REFERENCES "users"("id") ON DELETE SET NULL
      )`);
    // Pages of a conversation (newest first, then `before` a message).
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_chat_messages_conversation_seq" ON "chat_messages" ("conversationId", "seq")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_chat_messages_senderId" ON "chat_messages" ("senderId")`,
    );
    // Unread counts and "mark read": only the messages not yet read.
    await queryRunner.query(
      `CREATE INDEX "IDX_chat_messages_unread" ON "chat_messages" ("conversationId", "senderRole") WHERE "status" <> 'read'`,
    );

    await queryRunner.query(`
      CREATE TABLE "chat_attachments" (
        "id" uuid NOT NULL,
        "messageId" uuid NOT NULL,
        "conversationId" uuid NOT NULL,
        "name" varchar(255) NOT NULL,
        "type" varchar(100) NOT NULL,
        "size" integer NOT NULL,
        "position" smallint NOT NULL DEFAULT 0,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_chat_attachments_id" PRIMARY KEY ("id"),
        CONSTRAINT "FK_chat_attachments_message" FOREIGN KEY ("messageId") REFERENCES "chat_messages"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_chat_attachments_conversation" FOREIGN KEY ("conversationId") REFERENCES "conversations"("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_chat_attachments_messageId" ON "chat_attachments" ("messageId")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_chat_attachments_conversationId" ON "chat_attachments" ("conversationId")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "chat_attachments"`);
    await queryRunner.query(`DROP TABLE "chat_messages"`);
    await queryRunner.query(`DROP TABLE "conversations"`);
  }
}
