import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The staff console (docs/product.md §2.20, §2.21): certificates belong to a request; a prepaid
 * revaluation request points at the original (its certificate is superseded when the new one is
 * issued); the queue's order (paid first, express before standard, then due date) has an index
 * that matches its ORDER BY, so a page of the queue reads only the rows it shows.
 */
export class StaffConsole1764300100000 implements MigrationInterface {
  name = 'StaffConsole1764300100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "certificates" ADD CONSTRAINT "FK_certificates_valuation" FOREIGN KEY ("valuationId") REFERENCES "valuation_requests"("id") ON DELETE CASCADE`,
    );
    await queryRunner.query(`ALTER TABLE "valuation_requests" ADD "revaluationOfId" uuid`);
    await queryRunner.query(
      `ALTER TABLE "valuation_requests" ADD CONSTRAINT "FK_valuation_requests_revaluation_of" FOREIGN KEY ("revaluationOfId") REFERENCES "valuation_requests"("id") ON DELETE SET NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_valuation_requests_revaluation_of" ON "valuation_requests" ("revaluationOfId")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_valuation_requests_queue" ON "valuation_requests" (("paidAt" IS NULL), ("serviceTier" <> 'express'), "dueAt", "createdAt", "id")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_valuation_requests_queue"`);
    await queryRunner.query(`DROP INDEX "IDX_valuation_requests_revaluation_of"`);
    await queryRunner.query(
      `ALTER TABLE "valuation_requests" DROP CONSTRAINT "FK_valuation_requests_revaluation_of"`,
    );
    await queryRunner.query(`ALTER TABLE "valuation_requests" DROP COLUMN "revaluationOfId"`);
    await queryRunner.query(
      `ALTER TABLE "certificates" DROP CONSTRAINT "FK_certificates_valuation"`,
    );
  }
}
