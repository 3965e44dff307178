import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The profile's postal address (docs/product.md, Profile Information): the wizard offers to keep
 * the address typed in its personal details. JSON of {street, city, state, postalCode, country};
 * null when none.
 */
export class ProfileAddress1795681749973 implements MigrationInterface {
  name = 'ProfileAddress1795681749973';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD COLUMN "address" jsonb`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "address"`);
  }
}
