import { MigrationInterface, QueryRunner } from 'typeorm';

/** The ledger of applied payment-provider events, which makes webhook and gateway retries harmless. */
export class PaymentEvents1795200000000 implements MigrationInterface {
  name = 'PaymentEvents1795200000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "payment_event" ("id" text NOT NULL, "provider" text NOT NULL, "type" text NOT NULL, "order_id" uuid, "processed_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_payment_event" PRIMARY KEY ("id"))`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "payment_event"`);
  }
}
