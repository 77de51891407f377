import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Admin settings in force and the monthly caps on bonuses: the auto-approve setting, members waiting
 * for approval, and when a member started each bonus (libs/domain bonus-limits: what a member takes on
 * in a month).
 */
export class SettingsInForce1796500000000 implements MigrationInterface {
  name = 'SettingsInForce1796500000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "site_settings" ADD "auto_approve_users" boolean NOT NULL DEFAULT true`);
    await queryRunner.query(`ALTER TABLE "app_user" ADD "approval_pending_since" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "user_bonus_progress" ADD "started_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now()`);
    // Bonuses in progress before this column existed: their last recorded step is the best record of their start.
    await queryRunner.query(`UPDATE "user_bonus_progress" SET "started_at" = "updated_at"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "user_bonus_progress" DROP COLUMN "started_at"`);
    await queryRunner.query(`ALTER TABLE "app_user" DROP COLUMN "approval_pending_since"`);
    await queryRunner.query(`ALTER TABLE "site_settings" DROP COLUMN "auto_approve_users"`);
  }
}
