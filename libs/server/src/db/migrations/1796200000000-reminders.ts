import { MigrationInterface, QueryRunner } from 'typeorm';

/** E-mail reminders the member chooses, and the ones sent (claimed before sending, so none goes twice). */
export class Reminders1796200000000 implements MigrationInterface {
  name = 'Reminders1796200000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "reminder_delivery" ("user_id" uuid NOT NULL, "kind" text NOT NULL, "bonus_id" integer NOT NULL, "occurrence" text NOT NULL, "sent_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_dfb6951a329266626c0fecdaada" PRIMARY KEY ("user_id", "kind", "bonus_id", "occurrence"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "reminder_settings" ("user_id" uuid NOT NULL, "expiring" boolean NOT NULL DEFAULT false, "renewals" boolean NOT NULL DEFAULT false, "followed_types" text array NOT NULL DEFAULT '{}', "following_since" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_700b3d9ae33b09b0f3d09940d44" PRIMARY KEY ("user_id"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "reminder_delivery" ADD CONSTRAINT "FK_12d5e4dcb756e9f3326e68c7150" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "reminder_settings" ADD CONSTRAINT "FK_700b3d9ae33b09b0f3d09940d44" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "reminder_settings"`);
    await queryRunner.query(`DROP TABLE "reminder_delivery"`);
  }
}
