import { MigrationInterface, QueryRunner } from 'typeorm';

/** Outgoing webhook events are kept 30 days: an index to find the old ones without reading them all. */
export class WebhookRetention1797000000000 implements MigrationInterface {
  name = 'WebhookRetention1797000000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "webhook_event_created" ON "webhook_event" ("created_at")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."webhook_event_created"`);
  }
}
