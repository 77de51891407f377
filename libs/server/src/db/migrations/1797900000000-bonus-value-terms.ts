import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What a casino offer is worth (issue #38 §1): the wagering terms of slot, live and registration offers
 * (checked by libs/domain's valueTermsSchema on write); a bank offer never carries them.
 */
export class BonusValueTerms1797900000000 implements MigrationInterface {
  name = 'BonusValueTerms1797900000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "bonus" ADD "value_terms" jsonb`);
    await queryRunner.query(
      `ALTER TABLE "bonus" ADD CONSTRAINT "bonus_value_terms_check" CHECK ("value_terms" IS NULL OR (jsonb_typeof("value_terms") = 'object' AND "bonus_type" <> 'bank'))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "bonus" DROP CONSTRAINT "bonus_value_terms_check"`);
    await queryRunner.query(`ALTER TABLE "bonus" DROP COLUMN "value_terms"`);
  }
}
