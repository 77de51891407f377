import { MigrationInterface, QueryRunner } from 'typeorm';

/** A member completes a bonus at most once: a double-submitted completion cannot count twice. */
export class BonusHistoryOnce1795400000000 implements MigrationInterface {
  name = 'BonusHistoryOnce1795400000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "bonus_history_entry" ADD CONSTRAINT "bonus_history_user_bonus" UNIQUE ("user_id", "bonus_id")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "bonus_history_entry" DROP CONSTRAINT "bonus_history_user_bonus"`);
  }
}
