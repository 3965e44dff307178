import { MigrationInterface, QueryRunner } from 'typeorm';

/** The starter set: shared, so every expert has them from the first day; admins may change them. */
const STARTERS: [string, string][] = [
  [
    'Caseback photo',
    'Could you add a clear photo of the caseback, taken in daylight, with any engraving and the serial number legible?',
  ],
  [
    'Box and papers',
    'Do you still have the box, the papers or the receipt? A photo of them helps us confirm the model and its date.',
  ],
  [
    'Hallmarks',
    'Could you add a close-up photo of the hallmarks or stamps? They are usually inside the band, on the clasp or on the back of the setting.',
  ],
  [
    'Thank you, in review',
    'Thank you, that is everything we need. Your request is back in review and we will be in touch shortly.',
  ],
];

/** Saved replies for the staff chat composer (docs/product.md §2.21). */
export class SavedReplies1795654011231 implements MigrationInterface {
  name = 'SavedReplies1795654011231';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "saved_replies" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "ownerId" uuid,
        "title" varchar(60) NOT NULL,
        "content" text NOT NULL,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_saved_replies_id" PRIMARY KEY ("id"),
        CONSTRAINT "FK_saved_replies_owner" FOREIGN KEY ("ownerId") REFERENCES "users"("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_saved_replies_ownerId" ON "saved_replies" ("ownerId")`,
    );
    for (const [title, content] of STARTERS) {
      await queryRunner.query(`INSERT INTO "saved_replies" ("title", "content") VALUES ($1, $2)`, [
        title,
        content,
      ]);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "saved_replies"`);
  }
}
