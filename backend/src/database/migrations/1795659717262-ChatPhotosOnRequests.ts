import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An expert may add an image of the customer's chat to their request (docs/product.md, "The
 * 'more information' loop"): the photo keeps the chat attachment it came from, so the console
 * shows which images are already on the request and the same image is never added twice.
 */
export class ChatPhotosOnRequests1795659717262 implements MigrationInterface {
  name = 'ChatPhotosOnRequests1795659717262';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "valuation_photos" ADD "sourceAttachmentId" uuid`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_valuation_photos_source" ON "valuation_photos" ("valuationId", "sourceAttachmentId") WHERE "sourceAttachmentId" IS NOT NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "UQ_valuation_photos_source"`);
    await queryRunner.query(`ALTER TABLE "valuation_photos" DROP COLUMN "sourceAttachmentId"`);
  }
}
