import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The tables whose rows the api caches per member (libs/server/src/cache/member-data-cache.ts). Any
 * change to them, from any code path, job or SQL console, bumps the member's `app_user.data_version`
 * in the same transaction, so a cached value keyed by the version a request read is never stale.
 */
export const MEMBER_DATA_TABLES = ['user_bonus_progress', 'hidden_bonus', 'bonus_history_entry', 'referral_code', 'subscription_order'] as const;

/** The three statement-level triggers that bump a member's data_version on any change to `table`'s rows of theirs. */
export async function addDataVersionTriggers(queryRunner: QueryRunner, table: string): Promise<void> {
  await queryRunner.query(
    `CREATE TRIGGER "${table}_data_version_insert" AFTER INSERT ON "${table}" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_member_data_version()`,
  );
  await queryRunner.query(
    `CREATE TRIGGER "${table}_data_version_update" AFTER UPDATE ON "${table}" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_member_data_version()`,
  );
  await queryRunner.query(
    `CREATE TRIGGER "${table}_data_version_delete" AFTER DELETE ON "${table}" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_member_data_version()`,
  );
}

export async function dropDataVersionTriggers(queryRunner: QueryRunner, table: string): Promise<void> {
  for (const event of ['insert', 'update', 'delete']) await queryRunner.query(`DROP TRIGGER "${table}_data_version_${event}" ON "${table}"`);
}

export class MemberDataVersion1796300000000 implements MigrationInterface {
  name = 'MemberDataVersion1796300000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "app_user" ADD "data_version" bigint NOT NULL DEFAULT 0`);
    // Statement-level triggers with transition tables: a bulk change bumps each member once.
    await queryRunner.query(`
      CREATE FUNCTION bump_member_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          UPDATE app_user SET data_version = data_version + 1 WHERE id IN (SELECT user_id FROM new_rows);
        ELSIF TG_OP = 'UPDATE' THEN
          UPDATE app_user SET data_version = data_version + 1 WHERE id IN (SELECT user_id FROM new_rows UNION SELECT user_id FROM old_rows);
        ELSE
          UPDATE app_user SET data_version = data_version + 1 WHERE id IN (SELECT user_id FROM old_rows);
        END IF;
        RETURN NULL;
      END $$`);
    for (const table of MEMBER_DATA_TABLES) await addDataVersionTriggers(queryRunner, table);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of MEMBER_DATA_TABLES) await dropDataVersionTriggers(queryRunner, table);
    await queryRunner.query(`DROP FUNCTION bump_member_data_version()`);
    await queryRunner.query(`ALTER TABLE "app_user" DROP COLUMN "data_version"`);
  }
}
