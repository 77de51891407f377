import { MigrationInterface, QueryRunner } from 'typeorm';

/** The outbox of one-off e-mails to members (payouts paid or returned): written with the change, sent by the member-mail job. */
export class MemberMail1797400000001 implements MigrationInterface {
  name = 'MemberMail1797400000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "member_mail" ("id" SERIAL NOT NULL, "user_id" uuid NOT NULL, "subject" text NOT NULL, "text" text NOT NULL, "html" text NOT NULL, "status" text NOT NULL DEFAULT 'pending', "attempts" smallint NOT NULL DEFAULT '0', "last_error" text, "next_attempt_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "sent_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "member_mail_status_check" CHECK ("status" IN ('pending', 'sent', 'failed', 'skipped')), CONSTRAINT "PK_3e665419fed900a00751d5b83e4" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "member_mail_user" ON "member_mail" ("user_id")`);
    await queryRunner.query(`CREATE INDEX "member_mail_due" ON "member_mail" ("next_attempt_at") WHERE "status" = 'pending'`);
    await queryRunner.query(
      `ALTER TABLE "member_mail" ADD CONSTRAINT "FK_f9dc7e1947eddd2cc7030f891d9" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "member_mail"`);
  }
}
