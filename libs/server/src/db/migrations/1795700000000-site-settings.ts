import { MigrationInterface, QueryRunner } from 'typeorm';

/** The back office settings, one row; absent until an admin saves (the spec's samples apply until then). */
export class SiteSettings1795700000000 implements MigrationInterface {
  name = 'SiteSettings1795700000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "site_settings" ("id" smallint NOT NULL DEFAULT '1', "site_name" text NOT NULL, "site_email" text NOT NULL, "maintenance_mode" boolean NOT NULL, "registration_enabled" boolean NOT NULL, "email_notifications" boolean NOT NULL, "max_bonuses_per_user" integer NOT NULL, "referral_reward_czk" integer NOT NULL, "min_withdrawal_czk" integer NOT NULL, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "site_settings_single_row" CHECK ("id" = 1), CONSTRAINT "PK_e4290e8371a166d7e066d131f6e" PRIMARY KEY ("id"))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "site_settings"`);
  }
}
