import { MigrationInterface, QueryRunner } from 'typeorm';
import { addDataVersionTriggers, dropDataVersionTriggers } from './1796300000000-member-data-version';

/** Tables added to MemberDataVersion's list: a member's accounts and reminders feed their cached bonus list. */
export const NEW_MEMBER_DATA_TABLES = ['member_account', 'eligibility_reminder'] as const;

/** The webhook events before this migration (frozen here: the domain's list grows). */
const EVENT_TYPES = ['member.created', 'order.paid', 'order.canceled', 'payout.requested', 'payout.paid', 'payout.failed', 'bonus.published'];

/**
 * Claim planner (issue #36 §3–§5): reminders of when an offer becomes claimable, deadlines per step,
 * and versions of an offer's terms (with the version each member started under).
 */
export class ClaimPlanner1797700000000 implements MigrationInterface {
  name = 'ClaimPlanner1797700000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "eligibility_reminder" (
      "user_id" uuid NOT NULL,
      "bonus_id" integer NOT NULL,
      "remind_at" TIMESTAMP WITH TIME ZONE NOT NULL,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "PK_eligibility_reminder" PRIMARY KEY ("user_id", "bonus_id"),
      CONSTRAINT "FK_eligibility_reminder_user" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE CASCADE,
      CONSTRAINT "FK_eligibility_reminder_bonus" FOREIGN KEY ("bonus_id") REFERENCES "bonus"("id") ON DELETE CASCADE
    )`);
    for (const table of NEW_MEMBER_DATA_TABLES) await addDataVersionTriggers(queryRunner, table);
    await queryRunner.query(`ALTER TABLE "bonus_step" ADD "deadline_days" smallint`);
    await queryRunner.query(`ALTER TABLE "bonus_step" ADD CONSTRAINT "bonus_step_deadline_days_check" CHECK ("deadline_days" IS NULL OR "deadline_days" BETWEEN 1 AND 365)`);
    await queryRunner.query(`ALTER TABLE "bonus" ADD "terms_version" integer NOT NULL DEFAULT 1`);
    await queryRunner.query(`CREATE TABLE "bonus_terms_version" (
      "bonus_id" integer NOT NULL,
      "version" integer NOT NULL,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      "changes" jsonb NOT NULL DEFAULT '[]',
      CONSTRAINT "PK_bonus_terms_version" PRIMARY KEY ("bonus_id", "version"),
      CONSTRAINT "FK_bonus_terms_version_bonus" FOREIGN KEY ("bonus_id") REFERENCES "bonus"("id") ON DELETE CASCADE
    )`);
    // Every offer so far has its creation as version 1; members who started one started under it.
    await queryRunner.query(`INSERT INTO "bonus_terms_version" ("bonus_id", "version", "created_at") SELECT "id", 1, "created_at" FROM "bonus"`);
    await queryRunner.query(`ALTER TABLE "user_bonus_progress" ADD "terms_version" integer NOT NULL DEFAULT 1`);
    await queryRunner.query(`ALTER TABLE "reminder_settings" ADD "terms_changes" boolean NOT NULL DEFAULT true`);
    await queryRunner.query(`ALTER TABLE "webhook_event" DROP CONSTRAINT "webhook_event_type_check"`);
    await queryRunner.query(`ALTER TABLE "webhook_event" ADD CONSTRAINT "webhook_event_type_check" CHECK ("type" IN (${EVENT_TYPES.map((type) => `'${type}'`).join(', ')}, 'bonus.terms_changed'))`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "webhook_event" WHERE "type" = 'bonus.terms_changed'`);
    await queryRunner.query(`ALTER TABLE "webhook_event" DROP CONSTRAINT "webhook_event_type_check"`);
    await queryRunner.query(`ALTER TABLE "webhook_event" ADD CONSTRAINT "webhook_event_type_check" CHECK ("type" IN (${EVENT_TYPES.map((type) => `'${type}'`).join(', ')}))`);
    await queryRunner.query(`ALTER TABLE "reminder_settings" DROP COLUMN "terms_changes"`);
    await queryRunner.query(`ALTER TABLE "user_bonus_progress" DROP COLUMN "terms_version"`);
    await queryRunner.query(`DROP TABLE "bonus_terms_version"`);
    await queryRunner.query(`ALTER TABLE "bonus" DROP COLUMN "terms_version"`);
    await queryRunner.query(`ALTER TABLE "bonus_step" DROP CONSTRAINT "bonus_step_deadline_days_check"`);
    await queryRunner.query(`ALTER TABLE "bonus_step" DROP COLUMN "deadline_days"`);
    for (const table of NEW_MEMBER_DATA_TABLES) await dropDataVersionTriggers(queryRunner, table);
    await queryRunner.query(`DROP TABLE "eligibility_reminder"`);
  }
}
