import { MigrationInterface, QueryRunner } from 'typeorm';
import { addDataVersionTriggers, dropDataVersionTriggers } from './1796300000000-member-data-version';

/**
 * Issue #59: the mail queues leave the member's answer version. No member's answer reads them (only the jobs that
 * send), yet each status change of a queued mail updated its member's `app_user` row through the version trigger,
 * inside the batch that holds the claimed rows. Two outboxes draining at once (member mail, newsletters) then took
 * the same members' rows in different orders and deadlocked; a deadlock after the mail server accepted a mail
 * would roll back its "sent" and send it again. Without the trigger a mail run locks its queue rows only.
 */
export const MAIL_QUEUE_TABLES = ['member_mail', 'monthly_report_delivery', 'newsletter_delivery', 'reminder_delivery'] as const;

export class UnversionedMailQueues1798400000000 implements MigrationInterface {
  name = 'UnversionedMailQueues1798400000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of MAIL_QUEUE_TABLES) await dropDataVersionTriggers(queryRunner, table);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of MAIL_QUEUE_TABLES) await addDataVersionTriggers(queryRunner, table);
  }
}
