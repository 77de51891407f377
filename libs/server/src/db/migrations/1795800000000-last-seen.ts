import { MigrationInterface, QueryRunner } from 'typeorm';

/** When each member last used the app, for the admin's live "active users" figure. */
export class LastSeen1795800000000 implements MigrationInterface {
  name = 'LastSeen1795800000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "app_user" ADD "last_seen_at" TIMESTAMP WITH TIME ZONE`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "app_user" DROP COLUMN "last_seen_at"`);
  }
}
