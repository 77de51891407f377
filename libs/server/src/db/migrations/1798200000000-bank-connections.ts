import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Bank connections (issue #55 part 4): a member's read-only bank API token (Fio banka), stored encrypted, and the
 * day its statements are synced through; imports it makes are bank_statement rows of format fio_api. The calls
 * made with a token are noted by its keyed hash in bank_token_call, so every api copy and the job keep Fio's
 * rule of one call per token in 30 seconds.
 */
export class BankConnections1798200000000 implements MigrationInterface {
  name = 'BankConnections1798200000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "bank_statement" DROP CONSTRAINT "bank_statement_format_check"`);
    await queryRunner.query(`ALTER TABLE "bank_statement" ADD CONSTRAINT "bank_statement_format_check" CHECK ("format" IN ('camt053', 'gpc', 'fio_api'))`);
    await queryRunner.query(`CREATE TABLE "bank_connection" (
      "id" SERIAL NOT NULL,
      "user_id" uuid NOT NULL,
      "provider" text NOT NULL,
      "account_prefix" text NOT NULL,
      "account_number" text NOT NULL,
      "bank_code" text NOT NULL,
      "token_ciphertext" text NOT NULL,
      "token_hash" text NOT NULL,
      "status" text NOT NULL,
      "status_message" text,
      "synced_through" date,
      "connected_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      "last_synced_at" TIMESTAMP WITH TIME ZONE,
      CONSTRAINT "bank_connection_provider_check" CHECK ("provider" IN ('fio')),
      CONSTRAINT "bank_connection_status_check" CHECK ("status" IN ('connected', 'refused')),
      CONSTRAINT "bank_connection_bank_code_check" CHECK ("bank_code" ~ '^[0-9]{4}$'),
      CONSTRAINT "bank_connection_account_once" UNIQUE ("user_id", "provider", "account_prefix", "account_number"),
      CONSTRAINT "PK_bank_connection" PRIMARY KEY ("id"),
      CONSTRAINT "FK_bank_connection_user" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE CASCADE
    )`);
    await queryRunner.query(`CREATE TABLE "bank_token_call" (
      "token_hash" text NOT NULL,
      "last_called_at" TIMESTAMP WITH TIME ZONE NOT NULL,
      CONSTRAINT "PK_bank_token_call" PRIMARY KEY ("token_hash")
    )`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "bank_token_call"`);
    await queryRunner.query(`DROP TABLE "bank_connection"`);
    await queryRunner.query(`DELETE FROM "bank_statement" WHERE "format" = 'fio_api'`);
    await queryRunner.query(`ALTER TABLE "bank_statement" DROP CONSTRAINT "bank_statement_format_check"`);
    await queryRunner.query(`ALTER TABLE "bank_statement" ADD CONSTRAINT "bank_statement_format_check" CHECK ("format" IN ('camt053', 'gpc'))`);
  }
}
