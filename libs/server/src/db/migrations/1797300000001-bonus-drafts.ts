import { MigrationInterface, QueryRunner } from 'typeorm';

/** Bonus drafts: a draft is never visible, so every read that shows members visible bonuses leaves it out. */
export class BonusDrafts1797300000001 implements MigrationInterface {
  name = 'BonusDrafts1797300000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "bonus" ADD "draft" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`ALTER TABLE "bonus" ADD CONSTRAINT "bonus_draft_check" CHECK (NOT ("draft" AND "visible"))`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "bonus" DROP CONSTRAINT "bonus_draft_check"`);
    await queryRunner.query(`ALTER TABLE "bonus" DROP COLUMN "draft"`);
  }
}
