import { MigrationInterface, QueryRunner } from 'typeorm';

/** Outgoing webhook events are kept 30 days: indexes to find the old ones and their deliveries (the cascade) without reading them all. */
export class WebhookRetention1797000000000 implements MigrationInterface {
  name = 'WebhookRetention1797000000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "webhook_event_created" ON "webhook_event" ("created_at")`);
    await queryRunner.query(`CREATE INDEX "webhook_delivery_event" ON "webhook_delivery" ("event_id")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."webhook_delivery_event"`);
    await queryRunner.query(`DROP INDEX "public"."webhook_event_created"`);
  }
}
