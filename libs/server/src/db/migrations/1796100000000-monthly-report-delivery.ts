import { MigrationInterface, QueryRunner } from 'typeorm';

/** Basic and premium members get last month's report by e-mail on the 1st, once per member and month. */
export class MonthlyReportDelivery1796100000000 implements MigrationInterface {
  name = 'MonthlyReportDelivery1796100000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "monthly_report_delivery" ("user_id" uuid NOT NULL, "month" text NOT NULL, "attempts" smallint NOT NULL DEFAULT '0', "sent_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_87002eb338e48c1649bebab6c6e" PRIMARY KEY ("user_id", "month"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "monthly_report_delivery" ADD CONSTRAINT "FK_ddd044305e410b3e24a9cc3c269" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "monthly_report_delivery"`);
  }
}
