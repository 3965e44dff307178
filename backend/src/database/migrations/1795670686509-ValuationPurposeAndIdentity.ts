import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What a request is for and how its item is identified (docs/product.md §3 and §2.21): the
 * customer's purpose (insurance, probate, market; existing requests were insurance valuations),
 * the model, reference and serial number a customer may know, and the identity the expert records
 * on completion (per service, printed first on the certificate).
 */
export class ValuationPurposeAndIdentity1795670686509 implements MigrationInterface {
  name = 'ValuationPurposeAndIdentity1795670686509';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "valuation_requests"
        ADD COLUMN "purpose" varchar(20) NOT NULL DEFAULT 'insurance',
        ADD COLUMN "itemModel" varchar(100),
        ADD COLUMN "itemReference" varchar(100),
        ADD COLUMN "itemSerial" varchar(100),
        ADD COLUMN "resultIdentity" jsonb,
        ADD CONSTRAINT "CHK_valuation_requests_purpose"
          CHECK ("purpose" IN ('insurance', 'probate', 'market'))`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "valuation_requests"
        DROP CONSTRAINT "CHK_valuation_requests_purpose",
        DROP COLUMN "resultIdentity",
        DROP COLUMN "itemSerial",
        DROP COLUMN "itemReference",
        DROP COLUMN "itemModel",
        DROP COLUMN "purpose"`);
  }
}
