import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Subscription lifecycle: promo codes, recorded payments (what extends a subscription, what a refund
 * returns), cancel at period end, upgrade and activation bookkeeping on orders.
 */
export class SubscriptionLifecycle1795300000000 implements MigrationInterface {
  name = 'SubscriptionLifecycle1795300000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "promo_code" ("id" SERIAL NOT NULL, "code" text NOT NULL, "discount_percent" smallint NOT NULL, "months" smallint NOT NULL, "active" boolean NOT NULL DEFAULT true, "valid_until" TIMESTAMP WITH TIME ZONE, "max_redemptions" integer, "redemptions" integer NOT NULL DEFAULT '0', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_a456233366901b110f09fe478e9" UNIQUE ("code"), CONSTRAINT "promo_code_redemptions_check" CHECK ("max_redemptions" IS NULL OR "redemptions" <= "max_redemptions"), CONSTRAINT "promo_code_months_check" CHECK ("months" >= 1), CONSTRAINT "promo_code_discount_check" CHECK ("discount_percent" BETWEEN 1 AND 100), CONSTRAINT "PK_ded0af550884c7ab3e345e76d73" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE TABLE "subscription_payment" ("id" text NOT NULL, "order_id" uuid NOT NULL, "amount_halere" integer NOT NULL, "refunded_halere" integer NOT NULL DEFAULT '0', "provider_payment_id" text, "paid_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "subscription_payment_amounts_check" CHECK ("amount_halere" >= 0 AND "refunded_halere" BETWEEN 0 AND "amount_halere"), CONSTRAINT "PK_25f8afce4159ee83cf8c6da622d" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "subscription_payment_provider_payment" ON "subscription_payment" ("provider_payment_id") WHERE "provider_payment_id" IS NOT NULL`);
    await queryRunner.query(`CREATE INDEX "subscription_payment_order" ON "subscription_payment" ("order_id", "paid_at")`);
    await queryRunner.query(`ALTER TABLE "subscription_order" ADD "first_payment_halere" integer`);
    await queryRunner.query(`ALTER TABLE "subscription_order" ADD "promo_code_id" integer`);
    await queryRunner.query(`ALTER TABLE "subscription_order" ADD "promo_percent" smallint NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE "subscription_order" ADD "promo_months" smallint NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE "subscription_order" ADD "paid_periods" integer NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE "subscription_order" ADD "provider_customer_id" text`);
    await queryRunner.query(`ALTER TABLE "subscription_order" ADD "replaces_order_id" uuid`);
    await queryRunner.query(`ALTER TABLE "subscription_order" ADD "cancel_at_period_end" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`ALTER TABLE "subscription_order" ADD "activated_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`CREATE INDEX "order_status_expires" ON "subscription_order" ("status", "expires_at")`);
    await queryRunner.query(`ALTER TABLE "subscription_order" DROP CONSTRAINT "order_amount_check"`);
    await queryRunner.query(`ALTER TABLE "subscription_order" ADD CONSTRAINT "order_amount_check" CHECK ("amount_halere" >= 0 AND "last_paid_amount_halere" >= 0 AND coalesce("first_payment_halere", 0) >= 0)`);
    await queryRunner.query(`ALTER TABLE "subscription_order" ADD CONSTRAINT "order_promo_check" CHECK ("promo_percent" BETWEEN 0 AND 100 AND "promo_months" >= 0)`);
    await queryRunner.query(`ALTER TABLE "subscription_order" ADD CONSTRAINT "FK_4455b70af344d4767bc3fb14080" FOREIGN KEY ("promo_code_id") REFERENCES "promo_code"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "subscription_payment" ADD CONSTRAINT "FK_932368a3cf65c9ee9d48f2e2ede" FOREIGN KEY ("order_id") REFERENCES "subscription_order"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    // The new columns' meaning for existing rows: a paid order was activated when made and paid once;
    // a member's generation is the one of their first paid seat, so members who never paid have none.
    await queryRunner.query(`UPDATE "subscription_order" SET "activated_at" = "created_at", "paid_periods" = 1 WHERE "status" IN ('active', 'trialing', 'past_due', 'canceled') AND "last_paid_amount_halere" > 0`);
    await queryRunner.query(`UPDATE "app_user" u SET "generation_id" = NULL WHERE NOT EXISTS (SELECT 1 FROM "subscription_order" o WHERE o."user_id" = u."id" AND o."activated_at" IS NOT NULL)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "subscription_payment" DROP CONSTRAINT "FK_932368a3cf65c9ee9d48f2e2ede"`);
    await queryRunner.query(`ALTER TABLE "subscription_order" DROP CONSTRAINT "FK_4455b70af344d4767bc3fb14080"`);
    await queryRunner.query(`ALTER TABLE "subscription_order" DROP CONSTRAINT "order_promo_check"`);
    await queryRunner.query(`ALTER TABLE "subscription_order" DROP CONSTRAINT "order_amount_check"`);
    await queryRunner.query(`ALTER TABLE "subscription_order" ADD CONSTRAINT "order_amount_check" CHECK ("amount_halere" >= 0 AND "last_paid_amount_halere" >= 0)`);
    await queryRunner.query(`DROP INDEX "order_status_expires"`);
    for (const column of ['activated_at', 'cancel_at_period_end', 'replaces_order_id', 'provider_customer_id', 'paid_periods', 'promo_months', 'promo_percent', 'promo_code_id', 'first_payment_halere']) {
      await queryRunner.query(`ALTER TABLE "subscription_order" DROP COLUMN "${column}"`);
    }
    await queryRunner.query(`DROP TABLE "subscription_payment"`);
    await queryRunner.query(`DROP TABLE "promo_code"`);
  }
}
