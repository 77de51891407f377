import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Claim planner (issue #36): an offer's eligibility rules (checked by libs/domain's schema on write; the table
 * keeps them an array of at most 10), and the accounts members hold or held at banks and casinos.
 */
export class EligibilityRules1797600000000 implements MigrationInterface {
  name = 'EligibilityRules1797600000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "bonus" ADD "eligibility_rules" jsonb NOT NULL DEFAULT '[]'`);
    await queryRunner.query(
      `ALTER TABLE "bonus" ADD CONSTRAINT "bonus_eligibility_rules_check" CHECK (jsonb_typeof("eligibility_rules") = 'array' AND jsonb_array_length("eligibility_rules") <= 10)`,
    );
    await queryRunner.query(`CREATE TABLE "member_account" (
      "id" SERIAL NOT NULL,
      "user_id" uuid NOT NULL,
      "company_id" integer NOT NULL,
      "opened_at" TIMESTAMP WITH TIME ZONE NOT NULL,
      "closed_at" TIMESTAMP WITH TIME ZONE,
      "source" text NOT NULL,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "member_account_source_check" CHECK ("source" IN ('manual', 'bonus')),
      CONSTRAINT "member_account_dates_check" CHECK ("closed_at" IS NULL OR "closed_at" >= "opened_at"),
      CONSTRAINT "PK_member_account" PRIMARY KEY ("id"),
      CONSTRAINT "FK_49fc3ef4999e5d7dde7d9b812ca" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE CASCADE,
      CONSTRAINT "FK_2729ce25d90401c64506e0a3bb4" FOREIGN KEY ("company_id") REFERENCES "company"("id") ON DELETE CASCADE
    )`);
    await queryRunner.query(`CREATE INDEX "member_account_user_company" ON "member_account" ("user_id", "company_id")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "member_account"`);
    await queryRunner.query(`ALTER TABLE "bonus" DROP CONSTRAINT "bonus_eligibility_rules_check"`);
    await queryRunner.query(`ALTER TABLE "bonus" DROP COLUMN "eligibility_rules"`);
  }
}
