import { MigrationInterface, QueryRunner } from 'typeorm';
import { addDataVersionTriggers, dropDataVersionTriggers } from './1796300000000-member-data-version';

/**
 * Issue #56: the response cache keys a member's answer by what it was computed from, not by the database snapshot
 * (which any commit anywhere moves: another member's write, a presence note, a rate-limit count).
 * - The member's `app_user.data_version` now changes with every table of rows of theirs (those of 1796300000000,
 *   1797700000000, 1797800000001 and 1797900000200, and those below), and with their own record, except the
 *   presence note (`last_seen_at`).
 * - A change to a member's record also changes the versions of whoever referred them (their referral pages show it).
 * - `site_data_version` changes with every table that members' answers read but no member owns: the catalogue,
 *   content, settings, tiers and generations, and the referral and payment rows that cross members.
 * Tables no member answer reads (audit_log, rate_limit_hit, bank_token_call, payment_event, webhooks) change nothing.
 */
export const MEMBER_ROW_TABLES = [
  'api_token',
  'bank_connection',
  'calendar_feed',
  'member_mail',
  'monthly_report_delivery',
  'newsletter_delivery',
  'payout_transaction',
  'promo_code_redemption',
  'reminder_delivery',
  'reminder_settings',
] as const;

export const SITE_TABLES = [
  'bonus',
  'bonus_game',
  'bonus_step',
  'bonus_terms_version',
  'company',
  'faq',
  'faq_category',
  'game',
  'game_studio',
  'generation',
  'investment_category',
  'investment_product',
  'newsletter',
  'payout_batch',
  'promo_code',
  'referral',
  'referral_reward',
  'site_settings',
  'subscription_order',
  'subscription_payment',
  'tier',
] as const;

/** Tables no member's answer reads: the admins' audit, counters, webhooks (the admins'), raw payment events. */
export const UNVERSIONED_TABLES = ['audit_log', 'bank_token_call', 'payment_event', 'rate_limit_hit', 'webhook_delivery', 'webhook_endpoint', 'webhook_event'] as const;

export class AnswerVersions1798300000000 implements MigrationInterface {
  name = 'AnswerVersions1798300000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of MEMBER_ROW_TABLES) await addDataVersionTriggers(queryRunner, table);

    await queryRunner.query(`CREATE TABLE "site_data_version" ("id" boolean PRIMARY KEY DEFAULT true CHECK ("id"), "version" bigint NOT NULL DEFAULT 0)`);
    await queryRunner.query(`INSERT INTO "site_data_version" DEFAULT VALUES`);
    await queryRunner.query(`CREATE FUNCTION bump_site_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE site_data_version SET version = version + 1;
        RETURN NULL;
      END $$`);
    for (const table of SITE_TABLES) {
      await queryRunner.query(`CREATE TRIGGER "${table}_site_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${table}" FOR EACH STATEMENT EXECUTE FUNCTION bump_site_data_version()`);
    }

    // The member's own record: any column but the presence note and the version itself.
    await queryRunner.query(`CREATE FUNCTION bump_changed_member_record() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF to_jsonb(NEW) - 'last_seen_at' - 'data_version' IS DISTINCT FROM to_jsonb(OLD) - 'last_seen_at' - 'data_version' THEN
          NEW.data_version := OLD.data_version + 1;
        END IF;
        RETURN NEW;
      END $$`);
    await queryRunner.query(`CREATE TRIGGER "app_user_record_version" BEFORE UPDATE ON "app_user" FOR EACH ROW EXECUTE FUNCTION bump_changed_member_record()`);
    // Whoever referred a member sees their record (name, tier) on the referral pages. Only a change of the record
    // itself counts, not of its version alone: a referrer's own bump goes no further up the chain.
    await queryRunner.query(`CREATE FUNCTION bump_referrers_of_changed_member() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' OR to_jsonb(NEW) - 'last_seen_at' - 'data_version' IS DISTINCT FROM to_jsonb(OLD) - 'last_seen_at' - 'data_version' THEN
          UPDATE app_user SET data_version = data_version + 1 WHERE id IN (SELECT referrer_id FROM referral WHERE referred_id = COALESCE(NEW.id, OLD.id));
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`CREATE TRIGGER "app_user_referrer_version" AFTER UPDATE OR DELETE ON "app_user" FOR EACH ROW EXECUTE FUNCTION bump_referrers_of_changed_member()`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "app_user_referrer_version" ON "app_user"`);
    await queryRunner.query(`DROP FUNCTION bump_referrers_of_changed_member()`);
    await queryRunner.query(`DROP TRIGGER "app_user_record_version" ON "app_user"`);
    await queryRunner.query(`DROP FUNCTION bump_changed_member_record()`);
    for (const table of SITE_TABLES) await queryRunner.query(`DROP TRIGGER "${table}_site_data_version" ON "${table}"`);
    await queryRunner.query(`DROP FUNCTION bump_site_data_version()`);
    await queryRunner.query(`DROP TABLE "site_data_version"`);
    for (const table of MEMBER_ROW_TABLES) await dropDataVersionTriggers(queryRunner, table);
  }
}
