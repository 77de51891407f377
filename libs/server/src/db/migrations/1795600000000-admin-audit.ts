import { MigrationInterface, QueryRunner } from 'typeorm';

/** Admins can deactivate accounts, and every admin action is recorded in an audit log. */
export class AdminAudit1795600000000 implements MigrationInterface {
  name = 'AdminAudit1795600000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "app_user" ADD "deactivated_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(
      `CREATE TABLE "audit_log" ("id" SERIAL NOT NULL, "actor_id" uuid, "action" text NOT NULL, "details" jsonb NOT NULL DEFAULT '{}', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_07fefa57f7f5ab8fc3f52b3ed0b" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "audit_log_created" ON "audit_log" ("created_at")`);
    await queryRunner.query(
      `ALTER TABLE "audit_log" ADD CONSTRAINT "FK_15a6f5aad57db494c17986ed2e2" FOREIGN KEY ("actor_id") REFERENCES "app_user"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "audit_log"`);
    await queryRunner.query(`ALTER TABLE "app_user" DROP COLUMN "deactivated_at"`);
  }
}
