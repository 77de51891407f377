import { MigrationInterface, QueryRunner } from 'typeorm';

/** Ties referral rewards and their clawbacks to the subscription payment they came from. */
export class ReferralLedger1795500000000 implements MigrationInterface {
  name = 'ReferralLedger1795500000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "referral_reward" ADD "source_payment_id" text`);
    await queryRunner.query(`CREATE INDEX "referral_reward_source_payment" ON "referral_reward" ("source_payment_id")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "referral_reward_source_payment"`);
    await queryRunner.query(`ALTER TABLE "referral_reward" DROP COLUMN "source_payment_id"`);
  }
}
