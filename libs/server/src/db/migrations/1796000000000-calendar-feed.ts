import { MigrationInterface, QueryRunner } from 'typeorm';

/** Each member may keep one secret calendar address (iCalendar feed of their started bonuses). */
export class CalendarFeed1796000000000 implements MigrationInterface {
  name = 'CalendarFeed1796000000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "calendar_feed" ("user_id" uuid NOT NULL, "token" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_8c709ae87a9c6a72eb1976d7a73" UNIQUE ("token"), CONSTRAINT "PK_29b8f216ae4f5fdd5bcc8de8112" PRIMARY KEY ("user_id"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "calendar_feed" ADD CONSTRAINT "FK_29b8f216ae4f5fdd5bcc8de8112" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "calendar_feed"`);
  }
}
