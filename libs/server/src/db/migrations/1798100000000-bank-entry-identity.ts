import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue #55: an imported entry is recognised by its identity (reference, booking day, signed amount, other
 * account; entryIdentity in parsed-statement.ts), not by the bank's reference alone, which banks share between
 * entries. Existing rows get the identity the reader would give them, so re-uploading an old file adds nothing.
 */
export class BankEntryIdentity1798100000000 implements MigrationInterface {
  name = 'BankEntryIdentity1798100000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "bank_transaction" ADD "entry_identity" text`);
    await queryRunner.query(`UPDATE "bank_transaction" SET "entry_identity" = concat_ws('|', "reference", to_char("booked_on", 'YYYY-MM-DD'), "amount_halere"::text,
      CASE WHEN "counterparty_number" IS NULL THEN '' ELSE coalesce("counterparty_prefix", '') || '-' || "counterparty_number" || '/' || coalesce("counterparty_bank_code", '') END)`);
    await queryRunner.query(`ALTER TABLE "bank_transaction" ALTER COLUMN "entry_identity" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "bank_transaction" DROP CONSTRAINT "bank_transaction_once"`);
    await queryRunner.query(`ALTER TABLE "bank_transaction" ADD CONSTRAINT "bank_transaction_once" UNIQUE ("user_id", "account_prefix", "account_number", "entry_identity")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "bank_transaction" DROP CONSTRAINT "bank_transaction_once"`);
    await queryRunner.query(`DELETE FROM "bank_transaction" a USING "bank_transaction" b
      WHERE a.id > b.id AND a.user_id = b.user_id AND a.account_prefix = b.account_prefix AND a.account_number = b.account_number AND a.reference = b.reference`);
    await queryRunner.query(`ALTER TABLE "bank_transaction" ADD CONSTRAINT "bank_transaction_once" UNIQUE ("user_id", "account_prefix", "account_number", "reference")`);
    await queryRunner.query(`ALTER TABLE "bank_transaction" DROP COLUMN "entry_identity"`);
  }
}
