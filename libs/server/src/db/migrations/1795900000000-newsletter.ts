import { MigrationInterface, QueryRunner } from 'typeorm';

/** Admins send newsletters; each consenting member's copy is a queued delivery, sent once by the job. */
export class Newsletter1795900000000 implements MigrationInterface {
  name = 'Newsletter1795900000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "newsletter" ("id" SERIAL NOT NULL, "subject" text NOT NULL, "html" text NOT NULL, "created_by" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_036bb790d1d19efeacfd2f3740c" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "newsletter_delivery" ("newsletter_id" integer NOT NULL, "user_id" uuid NOT NULL, "status" text NOT NULL DEFAULT 'pending', "attempts" smallint NOT NULL DEFAULT '0', "last_error" text, "next_attempt_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "sent_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "newsletter_delivery_status_check" CHECK ("status" IN ('pending', 'sent', 'failed', 'skipped')), CONSTRAINT "PK_5139bd2975507477fa078e11daf" PRIMARY KEY ("newsletter_id", "user_id"))`,
    );
    await queryRunner.query(`CREATE INDEX "newsletter_delivery_pending" ON "newsletter_delivery"  ("newsletter_id") WHERE "status" = 'pending'`);
    await queryRunner.query(
      `ALTER TABLE "newsletter" ADD CONSTRAINT "FK_91e063ed58d6c078ded91c2a33e" FOREIGN KEY ("created_by") REFERENCES "app_user"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "newsletter_delivery" ADD CONSTRAINT "FK_733ddff5c47958a19e367817816" FOREIGN KEY ("newsletter_id") REFERENCES "newsletter"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "newsletter_delivery" ADD CONSTRAINT "FK_b91f31bd9eba230c811e584de69" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "newsletter_delivery"`);
    await queryRunner.query(`DROP TABLE "newsletter"`);
  }
}
