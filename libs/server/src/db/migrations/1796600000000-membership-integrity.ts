import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Money and trust: subscriptions still to be cancelled at the provider after a membership ended,
 * promo codes with a validity window and one redemption per member, the premium member limit, and
 * the review of unusually large earnings before they count in public figures.
 */
export class MembershipIntegrity1796600000000 implements MigrationInterface {
  name = 'MembershipIntegrity1796600000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "subscription_order" ADD "provider_cancellation_due_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "subscription_order" ADD "provider_cancellation_attempts" integer NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE "subscription_order" ADD "provider_cancellation_error" text`);
    await queryRunner.query(
      `CREATE INDEX "order_provider_cancellation_due" ON "subscription_order" ("provider_cancellation_due_at") WHERE "provider_cancellation_due_at" IS NOT NULL`,
    );

    await queryRunner.query(`ALTER TABLE "promo_code" ADD "valid_from" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(
      `CREATE TABLE "promo_code_redemption" ("promo_code_id" integer NOT NULL, "user_id" uuid NOT NULL, "order_id" uuid NOT NULL, "redeemed_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_c7e723f5e6831e9d3a507be6c6c" PRIMARY KEY ("promo_code_id", "user_id"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "promo_code_redemption" ADD CONSTRAINT "FK_ca364a32aa1c4713e8e6d35547f" FOREIGN KEY ("promo_code_id") REFERENCES "promo_code"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "promo_code_redemption" ADD CONSTRAINT "FK_df860fba0fd86ce816d2d682cc7" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "promo_code_redemption" ADD CONSTRAINT "FK_4f6f8c48e0ff42c8b92ce72364e" FOREIGN KEY ("order_id") REFERENCES "subscription_order"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`,
    );
    // Paid orders that used a code before redemptions were recorded count as the member's one use.
    await queryRunner.query(
      `INSERT INTO "promo_code_redemption" ("promo_code_id", "user_id", "order_id", "redeemed_at")
       SELECT DISTINCT ON (promo_code_id, user_id) promo_code_id, user_id, id, activated_at FROM "subscription_order"
        WHERE promo_code_id IS NOT NULL AND activated_at IS NOT NULL ORDER BY promo_code_id, user_id, activated_at`,
    );

    await queryRunner.query(`ALTER TABLE "tier" ADD "member_limit" integer`);
    await queryRunner.query(`UPDATE "tier" SET "member_limit" = 500 WHERE "code" = 'premium'`);

    await queryRunner.query(`ALTER TABLE "bonus_history_entry" ADD "review_status" text NOT NULL DEFAULT 'none'`);
    await queryRunner.query(
      `ALTER TABLE "bonus_history_entry" ADD CONSTRAINT "bonus_history_review_status_check" CHECK ("review_status" IN ('none', 'pending', 'approved', 'rejected'))`,
    );
    await queryRunner.query(`CREATE INDEX "bonus_history_pending_review" ON "bonus_history_entry" ("review_status") WHERE "review_status" = 'pending'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "bonus_history_pending_review"`);
    await queryRunner.query(`ALTER TABLE "bonus_history_entry" DROP CONSTRAINT "bonus_history_review_status_check"`);
    await queryRunner.query(`ALTER TABLE "bonus_history_entry" DROP COLUMN "review_status"`);
    await queryRunner.query(`ALTER TABLE "tier" DROP COLUMN "member_limit"`);
    await queryRunner.query(`DROP TABLE "promo_code_redemption"`);
    await queryRunner.query(`ALTER TABLE "promo_code" DROP COLUMN "valid_from"`);
    await queryRunner.query(`DROP INDEX "order_provider_cancellation_due"`);
    await queryRunner.query(`ALTER TABLE "subscription_order" DROP COLUMN "provider_cancellation_error"`);
    await queryRunner.query(`ALTER TABLE "subscription_order" DROP COLUMN "provider_cancellation_attempts"`);
    await queryRunner.query(`ALTER TABLE "subscription_order" DROP COLUMN "provider_cancellation_due_at"`);
  }
}
