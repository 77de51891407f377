import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One live order, one charge: at most one open checkout per member (older duplicates are closed
 * first), and payments we refund ourselves (a charge for an order that could no longer be served)
 * carry why, and stay due until the provider has taken the refund.
 */
export class OneLiveOrder1797100000000 implements MigrationInterface {
  name = 'OneLiveOrder1797100000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE "subscription_order" o SET "status" = 'canceled' WHERE o."status" = 'incomplete' AND EXISTS (
         SELECT 1 FROM "subscription_order" n WHERE n."user_id" = o."user_id" AND n."status" = 'incomplete' AND (n."created_at", n."id") > (o."created_at", o."id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "order_one_open_checkout" ON "subscription_order" ("user_id") WHERE "status" = 'incomplete'`);
    await queryRunner.query(`ALTER TABLE "subscription_payment" ADD "refund_reason" text`);
    await queryRunner.query(`ALTER TABLE "subscription_payment" ADD "refund_due_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "subscription_payment" ADD "refund_attempts" integer NOT NULL DEFAULT 0`);
    await queryRunner.query(`ALTER TABLE "subscription_payment" ADD "refund_error" text`);
    await queryRunner.query(
      `ALTER TABLE "subscription_payment" ADD CONSTRAINT "subscription_payment_refund_reason_check" CHECK ("refund_reason" IN ('superseded', 'tier_held', 'stale_price', 'sold_out', 'promo_unavailable', 'membership_closed'))`,
    );
    await queryRunner.query(`CREATE INDEX "subscription_payment_refund_due" ON "subscription_payment" ("refund_due_at") WHERE "refund_due_at" IS NOT NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."subscription_payment_refund_due"`);
    await queryRunner.query(`ALTER TABLE "subscription_payment" DROP CONSTRAINT "subscription_payment_refund_reason_check"`);
    await queryRunner.query(`ALTER TABLE "subscription_payment" DROP COLUMN "refund_error"`);
    await queryRunner.query(`ALTER TABLE "subscription_payment" DROP COLUMN "refund_attempts"`);
    await queryRunner.query(`ALTER TABLE "subscription_payment" DROP COLUMN "refund_due_at"`);
    await queryRunner.query(`ALTER TABLE "subscription_payment" DROP COLUMN "refund_reason"`);
    await queryRunner.query(`DROP INDEX "public"."order_one_open_checkout"`);
  }
}
