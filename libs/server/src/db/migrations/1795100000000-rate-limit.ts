import { MigrationInterface, QueryRunner } from 'typeorm';

/** Shared request counters for rate-limited public calls (password reset, referral e-mails). */
export class RateLimit1795100000000 implements MigrationInterface {
  name = 'RateLimit1795100000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "rate_limit_hit" ("bucket" text NOT NULL, "key" text NOT NULL, "window_start" TIMESTAMP WITH TIME ZONE NOT NULL, "count" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_f13a1fe3654e13ccf953cb0c684" PRIMARY KEY ("bucket", "key", "window_start"))`);
    await queryRunner.query(`CREATE INDEX "rate_limit_hit_window" ON "rate_limit_hit"  ("window_start") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."rate_limit_hit_window"`);
    await queryRunner.query(`DROP TABLE "rate_limit_hit"`);
  }
}
