import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Valuation certificates (docs/product.md §2.21). The foreign key to valuation_requests comes in a
 * later migration, once that table exists on every branch.
 */
export class CreateCertificates1764300000000 implements MigrationInterface {
  name = 'CreateCertificates1764300000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "certificates" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "reference" varchar(20) NOT NULL,
        "valuationId" uuid NOT NULL,
        "service" varchar(16) NOT NULL,
        "issuedAt" timestamptz NOT NULL,
        "supersededAt" timestamptz,
        "value" numeric(12,2) NOT NULL,
        "basis" varchar(16) NOT NULL,
        "valuerName" varchar(200) NOT NULL,
        "itemSummary" varchar(300) NOT NULL,
        "filePath" varchar(300) NOT NULL,
        CONSTRAINT "PK_certificates_id" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_certificates_basis" CHECK ("basis" IN ('insurance', 'market', 'probate')),
        CONSTRAINT "CHK_certificates_value" CHECK ("value" > 0)
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_certificates_reference" ON "certificates" ("reference")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_certificates_valuationId" ON "certificates" ("valuationId")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "certificates"`);
  }
}
