import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue #59: a new monthly price for a subscription (its seat landed in a dearer generation) is set at the payment
 * provider after the report's commit, like a cancellation there: marked due on the order in the report's
 * transaction, with the price to set, and retried by the lifecycle job until the provider takes it.
 */
export class ProviderPriceChanges1798500000100 implements MigrationInterface {
  name = 'ProviderPriceChanges1798500000100';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "subscription_order" ADD "provider_price_due_halere" integer`);
    await queryRunner.query(`ALTER TABLE "subscription_order" ADD "provider_price_attempts" integer NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE "subscription_order" ADD "provider_price_error" text`);
    await queryRunner.query(`CREATE INDEX "order_provider_price_due" ON "subscription_order" ("provider_price_due_halere") WHERE "provider_price_due_halere" IS NOT NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "order_provider_price_due"`);
    await queryRunner.query(`ALTER TABLE "subscription_order" DROP COLUMN "provider_price_error"`);
    await queryRunner.query(`ALTER TABLE "subscription_order" DROP COLUMN "provider_price_attempts"`);
    await queryRunner.query(`ALTER TABLE "subscription_order" DROP COLUMN "provider_price_due_halere"`);
  }
}
