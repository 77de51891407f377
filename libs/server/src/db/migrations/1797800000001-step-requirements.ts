import { MigrationInterface, QueryRunner } from 'typeorm';
import { addDataVersionTriggers, dropDataVersionTriggers } from './1796300000000-member-data-version';

/** Imported statements feed the member's cached offer list (requirement progress): their changes bump data_version. */
export const STATEMENT_MEMBER_DATA_TABLES = ['bank_statement', 'bank_transaction'] as const;

/**
 * What a bank offer's step needs from the member's statements (issue #37 §2): a machine-readable
 * requirement (card payments or money coming in, within days of the start), checked by libs/domain on write.
 */
export class StepRequirements1797800000001 implements MigrationInterface {
  name = 'StepRequirements1797800000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "bonus_step" ADD "requirement" jsonb`);
    await queryRunner.query(`ALTER TABLE "bonus_step" ADD CONSTRAINT "bonus_step_requirement_check" CHECK ("requirement" IS NULL OR jsonb_typeof("requirement") = 'object')`);
    for (const table of STATEMENT_MEMBER_DATA_TABLES) await addDataVersionTriggers(queryRunner, table);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of STATEMENT_MEMBER_DATA_TABLES) await dropDataVersionTriggers(queryRunner, table);
    await queryRunner.query(`ALTER TABLE "bonus_step" DROP CONSTRAINT "bonus_step_requirement_check"`);
    await queryRunner.query(`ALTER TABLE "bonus_step" DROP COLUMN "requirement"`);
  }
}
