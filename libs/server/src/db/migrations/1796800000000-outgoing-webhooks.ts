import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Outgoing webhooks: endpoints admins register, the outbox of events (written in the transaction of the
 * change they tell of) and one delivery per event and endpoint, retried until it succeeds or 24 h pass.
 */
export class OutgoingWebhooks1796800000000 implements MigrationInterface {
  name = 'OutgoingWebhooks1796800000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "webhook_endpoint" ("id" SERIAL NOT NULL, "url" text NOT NULL, "description" text NOT NULL DEFAULT '', "events" text array NOT NULL, "secret" text NOT NULL, "disabled_at" TIMESTAMP WITH TIME ZONE, "created_by_id" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_6c98112122b2b8a4f3984d2efa8" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "webhook_event" ("id" SERIAL NOT NULL, "type" text NOT NULL, "data" jsonb NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "webhook_event_type_check" CHECK ("type" IN ('member.created', 'order.paid', 'order.canceled', 'payout.requested', 'payout.paid', 'payout.failed', 'bonus.published')), CONSTRAINT "PK_0f56d2f40f5ec823acf8e8edad1" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "webhook_delivery" ("id" SERIAL NOT NULL, "endpoint_id" integer NOT NULL, "event_id" integer NOT NULL, "status" text NOT NULL DEFAULT 'pending', "attempts" integer NOT NULL DEFAULT '0', "next_attempt_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "claimed_until" TIMESTAMP WITH TIME ZONE, "last_attempt_at" TIMESTAMP WITH TIME ZONE, "last_status_code" integer, "last_error" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "webhook_delivery_once" UNIQUE ("endpoint_id", "event_id"), CONSTRAINT "webhook_delivery_status_check" CHECK ("status" IN ('pending', 'succeeded', 'failed')), CONSTRAINT "PK_b1ae290239a778f12399db91354" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "webhook_delivery_due" ON "webhook_delivery" ("status", "next_attempt_at")`);
    await queryRunner.query(
      `ALTER TABLE "webhook_endpoint" ADD CONSTRAINT "FK_61da875c2689b01ab03e0477bd4" FOREIGN KEY ("created_by_id") REFERENCES "app_user"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "webhook_delivery" ADD CONSTRAINT "FK_f53f5aec02217a54927b13e39d9" FOREIGN KEY ("endpoint_id") REFERENCES "webhook_endpoint"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "webhook_delivery" ADD CONSTRAINT "FK_b723a573cd78b4cff3404153ad1" FOREIGN KEY ("event_id") REFERENCES "webhook_event"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "webhook_delivery"`);
    await queryRunner.query(`DROP TABLE "webhook_event"`);
    await queryRunner.query(`DROP TABLE "webhook_endpoint"`);
  }
}
