import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An expert's time is guarded by the database on both sides (docs/product.md §2.22): a live visit
 * is refused when it touches the expert's time off, and time off is refused when it touches one of
 * the expert's live visits. The exclusion constraint on `home_visits` cannot see another table, so
 * both tables' triggers first take one transaction-scoped advisory lock per expert and then look
 * at the other table: whichever of a booking and a time off for the same expert commits first
 * wins, however close together they arrive. The lock also makes racing bookings of one expert wait
 * in line instead of waiting on one another's uncommitted rows, which PostgreSQL resolves only by
 * a deadlock abort after a second (what the 20-customer race met on a loaded machine).
 * Refusals carry SQLSTATE 23P01 (exclusion_violation), as the constraint's own.
 */
export class ExpertTimeGuard1795653475049 implements MigrationInterface {
  name = 'ExpertTimeGuard1795653475049';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION "expert_time_lock"(expert uuid) RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_advisory_xact_lock(23, hashtext(expert::text));
      END $$`);
    await queryRunner.query(`
      CREATE FUNCTION "home_visits_time_off_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM "expert_time_lock"(NEW."expertId");
        IF EXISTS (
          SELECT 1 FROM "expert_time_off" o
          WHERE o."expertId" = NEW."expertId"
            AND o."fromAt" < NEW."blockedTo" AND o."toAt" > NEW."blockedFrom"
        ) THEN
          RAISE EXCEPTION 'the expert has time off at that time'
            USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'EX_home_visits_time_off';
        END IF;
        RETURN NEW;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER "TR_home_visits_time_off_insert" BEFORE INSERT ON "home_visits"
      FOR EACH ROW WHEN (NEW."expertId" IS NOT NULL AND NEW."status" IN ('awaiting_deposit', 'confirmed'))
      EXECUTE FUNCTION "home_visits_time_off_guard"()`);
    await queryRunner.query(`
      CREATE TRIGGER "TR_home_visits_time_off_update" BEFORE UPDATE ON "home_visits"
      FOR EACH ROW WHEN (
        NEW."expertId" IS NOT NULL AND NEW."status" IN ('awaiting_deposit', 'confirmed') AND (
          OLD."expertId" IS DISTINCT FROM NEW."expertId"
          OR OLD."blockedFrom" <> NEW."blockedFrom" OR OLD."blockedTo" <> NEW."blockedTo"
          OR OLD."status" NOT IN ('awaiting_deposit', 'confirmed')
        )
      )
      EXECUTE FUNCTION "home_visits_time_off_guard"()`);
    await queryRunner.query(`
      CREATE FUNCTION "expert_time_off_visits_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM "expert_time_lock"(NEW."expertId");
        IF EXISTS (
          SELECT 1 FROM "home_visits" v
          WHERE v."expertId" = NEW."expertId" AND v."status" IN ('awaiting_deposit', 'confirmed')
            AND v."blockedFrom" < NEW."toAt" AND v."blockedTo" > NEW."fromAt"
        ) THEN
          RAISE EXCEPTION 'the expert has a visit at that time'
            USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'EX_expert_time_off_visits';
        END IF;
        RETURN NEW;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER "TR_expert_time_off_visits" BEFORE INSERT OR UPDATE ON "expert_time_off"
      FOR EACH ROW EXECUTE FUNCTION "expert_time_off_visits_guard"()`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "TR_expert_time_off_visits" ON "expert_time_off"`);
    await queryRunner.query(`DROP FUNCTION "expert_time_off_visits_guard"()`);
    await queryRunner.query(`DROP TRIGGER "TR_home_visits_time_off_update" ON "home_visits"`);
    await queryRunner.query(`DROP TRIGGER "TR_home_visits_time_off_insert" ON "home_visits"`);
    await queryRunner.query(`DROP FUNCTION "home_visits_time_off_guard"()`);
    await queryRunner.query(`DROP FUNCTION "expert_time_lock"(uuid)`);
  }
}
