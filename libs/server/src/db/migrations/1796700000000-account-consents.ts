import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Accounts keep their integrity: the consents of registration (and later marketing changes) kept as
 * rows with their time and terms version, and the withdrawal waiver each order was bought under.
 * Nothing is backfilled: for older members and orders nobody recorded when or under which terms.
 */
export class AccountConsents1796700000000 implements MigrationInterface {
  name = 'AccountConsents1796700000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "user_consent" ("id" SERIAL NOT NULL, "user_id" uuid NOT NULL, "kind" text NOT NULL, "granted" boolean NOT NULL, "terms_version" text NOT NULL, "recorded_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "user_consent_kind_check" CHECK ("kind" IN ('adult', 'terms', 'lost_guarantee', 'digital_content_waiver', 'marketing')), CONSTRAINT "PK_b22925348311c2e41cc80b05171" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "user_consent_user_kind" ON "user_consent" ("user_id", "kind", "recorded_at")`);
    await queryRunner.query(
      `ALTER TABLE "user_consent" ADD CONSTRAINT "FK_4174e45dd98eb587c2348b8ca1d" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`,
    );
    await queryRunner.query(`ALTER TABLE "subscription_order" ADD "digital_content_waiver_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "subscription_order" ADD "digital_content_waiver_terms_version" text`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "subscription_order" DROP COLUMN "digital_content_waiver_terms_version"`);
    await queryRunner.query(`ALTER TABLE "subscription_order" DROP COLUMN "digital_content_waiver_at"`);
    await queryRunner.query(`DROP TABLE "user_consent"`);
  }
}
