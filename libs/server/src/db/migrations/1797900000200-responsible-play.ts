import { MigrationInterface, QueryRunner } from 'typeorm';
import { addDataVersionTriggers, dropDataVersionTriggers } from './1796300000000-member-data-version';

/** Tables added to MemberDataVersion's list: the declaration (a consent) and operator statuses feed the cached bonus list. */
export const PLAY_MEMBER_DATA_TABLES = ['user_consent', 'operator_status'] as const;

/** The consent kinds before this migration (frozen here: the domain's list grows). */
const CONSENT_KINDS_BEFORE = `'adult', 'terms', 'lost_guarantee', 'digital_content_waiver', 'marketing'`;

/**
 * Responsible play (issue #38 §4): the self-exclusion declaration as a consent, the casino pause on the
 * member's row (one row lock serialises its changes with casino starts), operators' kind and Ministry of
 * Finance licence, and members' own record of their standing with each operator.
 * Existing companies with casino offers become casinos without a licence: their offers stay as they are,
 * but none can be made visible again until an admin records the licence.
 */
export class ResponsiblePlay1797900000200 implements MigrationInterface {
  name = 'ResponsiblePlay1797900000200';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "user_consent" DROP CONSTRAINT "user_consent_kind_check"`);
    await queryRunner.query(`ALTER TABLE "user_consent" ADD CONSTRAINT "user_consent_kind_check" CHECK ("kind" IN (${CONSENT_KINDS_BEFORE}, 'casino_self_exclusion'))`);
    await queryRunner.query(`ALTER TABLE "app_user" ADD "casino_pause_until" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "company" ADD "kind" text NOT NULL DEFAULT 'bank'`);
    await queryRunner.query(`ALTER TABLE "company" ADD "license_number" text`);
    await queryRunner.query(`ALTER TABLE "company" ADD "license_valid_until" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "company" ADD CONSTRAINT "company_kind_check" CHECK ("kind" IN ('bank', 'casino'))`);
    await queryRunner.query(`ALTER TABLE "company" ADD CONSTRAINT "company_license_check" CHECK (("license_number" IS NULL) = ("license_valid_until" IS NULL))`);
    await queryRunner.query(`UPDATE "company" SET "kind" = 'casino' WHERE "id" IN (SELECT "company_id" FROM "bonus" WHERE "bonus_type" <> 'bank')`);
    await queryRunner.query(`CREATE TABLE "operator_status" (
      "id" SERIAL NOT NULL,
      "user_id" uuid NOT NULL,
      "company_id" integer NOT NULL,
      "status" text NOT NULL,
      "since" TIMESTAMP WITH TIME ZONE NOT NULL,
      "recorded_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "operator_status_status_check" CHECK ("status" IN ('active', 'bonus_restricted', 'stake_limited', 'closed', 'self_excluded')),
      CONSTRAINT "PK_operator_status" PRIMARY KEY ("id"),
      CONSTRAINT "FK_operator_status_user" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE CASCADE,
      CONSTRAINT "FK_operator_status_company" FOREIGN KEY ("company_id") REFERENCES "company"("id") ON DELETE CASCADE
    )`);
    await queryRunner.query(`CREATE INDEX "operator_status_user_company" ON "operator_status" ("user_id", "company_id", "since")`);
    for (const table of PLAY_MEMBER_DATA_TABLES) await addDataVersionTriggers(queryRunner, table);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of PLAY_MEMBER_DATA_TABLES) await dropDataVersionTriggers(queryRunner, table);
    await queryRunner.query(`DROP TABLE "operator_status"`);
    await queryRunner.query(`ALTER TABLE "company" DROP CONSTRAINT "company_license_check"`);
    await queryRunner.query(`ALTER TABLE "company" DROP CONSTRAINT "company_kind_check"`);
    await queryRunner.query(`ALTER TABLE "company" DROP COLUMN "license_valid_until"`);
    await queryRunner.query(`ALTER TABLE "company" DROP COLUMN "license_number"`);
    await queryRunner.query(`ALTER TABLE "company" DROP COLUMN "kind"`);
    await queryRunner.query(`ALTER TABLE "app_user" DROP COLUMN "casino_pause_until"`);
    await queryRunner.query(`DELETE FROM "user_consent" WHERE "kind" = 'casino_self_exclusion'`);
    await queryRunner.query(`ALTER TABLE "user_consent" DROP CONSTRAINT "user_consent_kind_check"`);
    await queryRunner.query(`ALTER TABLE "user_consent" ADD CONSTRAINT "user_consent_kind_check" CHECK ("kind" IN (${CONSENT_KINDS_BEFORE}))`);
  }
}
