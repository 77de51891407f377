import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue #59: Fio answers HTTP 500 both to a token it no longer accepts and when its own side fails. A connection
 * notes when an unbroken run of such answers began; only a run of at least SERVER_ERRORS_REFUSAL_HOURS marks the
 * token refused, a sync that stores clears it.
 */
export class BankServerErrors1798500000200 implements MigrationInterface {
  name = 'BankServerErrors1798500000200';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "bank_connection" ADD "server_errors_since" TIMESTAMP WITH TIME ZONE`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "bank_connection" DROP COLUMN "server_errors_since"`);
  }
}
