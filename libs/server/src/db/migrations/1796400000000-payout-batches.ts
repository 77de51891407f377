import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Payout batches: exported bank files, marked paid by the admin; a payout becomes paid (with its day)
 * or failed (with the reason). paid_out_halere now counts paid payouts only, so pending ones are taken
 * out of it here (they already left the balance and stay out of it).
 */
export class PayoutBatches1796400000000 implements MigrationInterface {
  name = 'PayoutBatches1796400000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "payout_batch" ("id" SERIAL NOT NULL, "created_by" uuid, "format" text NOT NULL, "paid_on" date, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "payout_batch_format_check" CHECK ("format" IN ('abo')), CONSTRAINT "PK_2e42d67d79e286188a04a6c42a7" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`ALTER TABLE "payout_transaction" ADD "batch_id" integer`);
    await queryRunner.query(`ALTER TABLE "payout_transaction" ADD "paid_on" date`);
    await queryRunner.query(`ALTER TABLE "payout_transaction" ADD "failure_reason" text`);
    // Existing data: paid payouts were paid the day they were made; failed ones never recorded a reason.
    await queryRunner.query(`UPDATE "payout_transaction" SET "paid_on" = ("created_at" AT TIME ZONE 'Europe/Prague')::date WHERE "status" = 'paid'`);
    await queryRunner.query(`UPDATE "payout_transaction" SET "failure_reason" = 'Neuvedeno' WHERE "status" = 'failed'`);
    await queryRunner.query(
      `UPDATE "app_user" u SET "paid_out_halere" = u."paid_out_halere" - p.total
         FROM (SELECT "user_id", sum("amount_halere") AS total FROM "payout_transaction" WHERE "status" = 'pending' GROUP BY "user_id") p
        WHERE u."id" = p."user_id"`,
    );
    await queryRunner.query(`CREATE INDEX "payout_batch_member" ON "payout_transaction" ("batch_id") `);
    await queryRunner.query(`ALTER TABLE "payout_transaction" ADD CONSTRAINT "payout_failure_reason_check" CHECK (("status" = 'failed') = ("failure_reason" IS NOT NULL))`);
    await queryRunner.query(`ALTER TABLE "payout_transaction" ADD CONSTRAINT "payout_paid_on_check" CHECK (("status" = 'paid') = ("paid_on" IS NOT NULL))`);
    await queryRunner.query(
      `ALTER TABLE "payout_batch" ADD CONSTRAINT "FK_1276146249ee06c9dad976dfb73" FOREIGN KEY ("created_by") REFERENCES "app_user"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "payout_transaction" ADD CONSTRAINT "FK_bcc2bae6bb154da907777238ef6" FOREIGN KEY ("batch_id") REFERENCES "payout_batch"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "payout_transaction" DROP CONSTRAINT "FK_bcc2bae6bb154da907777238ef6"`);
    await queryRunner.query(`ALTER TABLE "payout_batch" DROP CONSTRAINT "FK_1276146249ee06c9dad976dfb73"`);
    await queryRunner.query(`ALTER TABLE "payout_transaction" DROP CONSTRAINT "payout_paid_on_check"`);
    await queryRunner.query(`ALTER TABLE "payout_transaction" DROP CONSTRAINT "payout_failure_reason_check"`);
    await queryRunner.query(`DROP INDEX "public"."payout_batch_member"`);
    await queryRunner.query(
      `UPDATE "app_user" u SET "paid_out_halere" = u."paid_out_halere" + p.total
         FROM (SELECT "user_id", sum("amount_halere") AS total FROM "payout_transaction" WHERE "status" = 'pending' GROUP BY "user_id") p
        WHERE u."id" = p."user_id"`,
    );
    await queryRunner.query(`ALTER TABLE "payout_transaction" DROP COLUMN "failure_reason"`);
    await queryRunner.query(`ALTER TABLE "payout_transaction" DROP COLUMN "paid_on"`);
    await queryRunner.query(`ALTER TABLE "payout_transaction" DROP COLUMN "batch_id"`);
    await queryRunner.query(`DROP TABLE "payout_batch"`);
  }
}
