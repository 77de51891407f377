import { MigrationInterface, QueryRunner } from 'typeorm';

/** ČNB codes of the banks the demo catalogue and most members use (issue #37): an offer's bank is its company's. */
export const BANK_CODES: readonly [name: string, code: string][] = [
  ['Air Bank', '3030'],
  ['Česká spořitelna', '0800'],
  ['ČSOB', '0300'],
  ['Komerční banka', '0100'],
  ['Raiffeisenbank', '5500'],
  ['mBank', '6210'],
  ['MONETA Money Bank', '0600'],
  ['Fio banka', '2010'],
  ['UniCredit Bank', '2700'],
];

/**
 * Bank statements (issue #37): the imports a member made (CAMT.053 or GPC) and their booked entries, each
 * account's entries unique by the bank's reference so an overlapping import adds only what is new.
 * Kinds, gambling and what counts are worked out when read (they depend on the member's other imports).
 */
export class BankStatements1797800000000 implements MigrationInterface {
  name = 'BankStatements1797800000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "company" ADD "bank_code" text`);
    await queryRunner.query(`ALTER TABLE "company" ADD CONSTRAINT "company_bank_code_check" CHECK ("bank_code" IS NULL OR "bank_code" ~ '^[0-9]{4}$')`);
    for (const [name, code] of BANK_CODES) await queryRunner.query(`UPDATE "company" SET "bank_code" = $2 WHERE "name" = $1`, [name, code]);
    await queryRunner.query(`CREATE TABLE "bank_statement" (
      "id" SERIAL NOT NULL,
      "user_id" uuid NOT NULL,
      "format" text NOT NULL,
      "account_prefix" text NOT NULL,
      "account_number" text NOT NULL,
      "bank_code" text,
      "from_day" date NOT NULL,
      "to_day" date NOT NULL,
      "entry_count" integer NOT NULL,
      "imported_count" integer NOT NULL,
      "imported_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "bank_statement_format_check" CHECK ("format" IN ('camt053', 'gpc')),
      CONSTRAINT "bank_statement_bank_code_check" CHECK ("bank_code" IS NULL OR "bank_code" ~ '^[0-9]{4}$'),
      CONSTRAINT "PK_bank_statement" PRIMARY KEY ("id"),
      CONSTRAINT "FK_bank_statement_user" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE CASCADE
    )`);
    await queryRunner.query(`CREATE INDEX "bank_statement_user" ON "bank_statement" ("user_id")`);
    await queryRunner.query(`CREATE TABLE "bank_transaction" (
      "id" BIGSERIAL NOT NULL,
      "statement_id" integer NOT NULL,
      "user_id" uuid NOT NULL,
      "account_prefix" text NOT NULL,
      "account_number" text NOT NULL,
      "reference" text NOT NULL,
      "booked_on" date NOT NULL,
      "amount_halere" bigint NOT NULL,
      "currency" text NOT NULL,
      "bank_transaction_code" text,
      "counterparty_name" text,
      "counterparty_prefix" text,
      "counterparty_number" text,
      "counterparty_bank_code" text,
      "description" text NOT NULL,
      "merchant_category_code" text,
      CONSTRAINT "PK_bank_transaction" PRIMARY KEY ("id"),
      CONSTRAINT "bank_transaction_once" UNIQUE ("user_id", "account_prefix", "account_number", "reference"),
      CONSTRAINT "FK_bank_transaction_statement" FOREIGN KEY ("statement_id") REFERENCES "bank_statement"("id") ON DELETE CASCADE,
      CONSTRAINT "FK_bank_transaction_user" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE CASCADE
    )`);
    await queryRunner.query(`CREATE INDEX "bank_transaction_user_booked" ON "bank_transaction" ("user_id", "booked_on")`);
    await queryRunner.query(`CREATE INDEX "bank_transaction_statement" ON "bank_transaction" ("statement_id")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "bank_transaction"`);
    await queryRunner.query(`DROP TABLE "bank_statement"`);
    await queryRunner.query(`ALTER TABLE "company" DROP CONSTRAINT "company_bank_code_check"`);
    await queryRunner.query(`ALTER TABLE "company" DROP COLUMN "bank_code"`);
  }
}
