import { DataSource } from 'typeorm';
import { NEWSLETTER_MAX_ATTEMPTS, NewsletterDto, NewsletterInput } from '@bonus/domain';
import type { Mailer } from '../../integrations/mail/mailer';
import { sanitizeRichText } from '../bonuses/rich-text';
import type { SiteSettingsService } from '../settings/site-settings.service';
import { newsletterEmail } from './newsletter-email';
import { drainInLockedBatches } from '../../persistence/locked-batches';

/** Copies sent per transaction; their rows stay locked while they go out, so no other copy of the job takes them. */
const DELIVERY_BATCH = 25;

/** Who may receive marketing e-mail now: consent given, an address, an account that is neither erased nor deactivated. */
const CONSENTING_MEMBER = `u.marketing_consent AND u.email IS NOT NULL AND u.erased_at IS NULL AND u.deactivated_at IS NULL`;

interface PendingDelivery {
  newsletter_id: number;
  user_id: string;
  attempts: number;
  email: string | null;
  consents: boolean;
  subject: string;
  html: string;
}

export interface DeliveryRun {
  sent: number;
  failed: number;
  skipped: number;
  /** E-mail notifications are switched off in the site settings: nothing went out, the queue waits. */
  paused: boolean;
}

/**
 * Newsletters to members who agreed to marketing e-mail. Sending queues one delivery row per member;
 * the background job drains the queue through the mail integration, once per member, retrying failures.
 */
export class NewsletterService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mailer: Mailer,
    private readonly settings: SiteSettingsService,
    private readonly webUrl: string,
  ) {}

  /** Queues a newsletter for every consenting member; returns it with its recipient count. */
  async queue(actorId: string, input: NewsletterInput): Promise<NewsletterDto> {
    const id = await this.dataSource.transaction(async (manager) => {
      const [{ id }] = await manager.query(`INSERT INTO newsletter (subject, html, created_by) VALUES ($1, $2, $3) RETURNING id`, [
        input.subject,
        sanitizeRichText(input.html),
        actorId,
      ]);
      await manager.query(`INSERT INTO newsletter_delivery (newsletter_id, user_id) SELECT $1, u.id FROM app_user u WHERE ${CONSENTING_MEMBER}`, [id]);
      return id as number;
    });
    const [queued] = await this.summaries({ id, limit: 1 });
    return queued;
  }

  /** The newest newsletters with their delivery progress. */
  list(limit = 20): Promise<NewsletterDto[]> {
    return this.summaries({ limit });
  }

  /** Newsletters (one, with an id) and their delivery counts, newest first. */
  private async summaries({ id, limit }: { id?: number; limit: number }): Promise<NewsletterDto[]> {
    const rows: Array<{ id: number; subject: string; created_at: Date; recipients: number; sent: number; failed: number; skipped: number }> = await this.dataSource.query(
      `SELECT n.id, n.subject, n.created_at,
              count(d.user_id)::int AS recipients,
              count(*) FILTER (WHERE d.status = 'sent')::int AS sent,
              count(*) FILTER (WHERE d.status = 'failed')::int AS failed,
              count(*) FILTER (WHERE d.status = 'skipped')::int AS skipped
         FROM newsletter n LEFT JOIN newsletter_delivery d ON d.newsletter_id = n.id
        WHERE $2::int IS NULL OR n.id = $2
        GROUP BY n.id ORDER BY n.created_at DESC, n.id DESC LIMIT $1`,
      [limit, id ?? null],
    );
    return rows.map(({ created_at, ...counts }) => ({ ...counts, creation_timestamp: Math.floor(created_at.getTime() / 1000) }));
  }

  /** Sends the queued copies that are due; the job calls this every minute. */
  async deliverPending(): Promise<DeliveryRun> {
    const run: DeliveryRun = { sent: 0, failed: 0, skipped: 0, paused: false };
    const settings = await this.settings.get();
    if (!settings.emailNotifications) return { ...run, paused: true };
    const settingsUrl = `${this.webUrl}/dashboard/settings?tab=notifications`;
    await drainInLockedBatches(
      this.dataSource,
      DELIVERY_BATCH,
      (manager, size): Promise<PendingDelivery[]> =>
        manager.query(
          `SELECT d.newsletter_id, d.user_id, d.attempts, u.email, (${CONSENTING_MEMBER}) AS consents, n.subject, n.html
             FROM newsletter_delivery d
             JOIN app_user u ON u.id = d.user_id
             JOIN newsletter n ON n.id = d.newsletter_id
            WHERE d.status = 'pending' AND d.next_attempt_at <= now()
            ORDER BY d.newsletter_id, d.user_id
            LIMIT $1
              FOR UPDATE OF d SKIP LOCKED`,
          [size],
        ),
      async (manager, delivery) => {
        const key = [delivery.newsletter_id, delivery.user_id];
        if (!delivery.consents || !delivery.email) {
          await manager.query(`UPDATE newsletter_delivery SET status = 'skipped' WHERE newsletter_id = $1 AND user_id = $2`, key);
          run.skipped++;
          return;
        }
        try {
          await this.mailer.send(newsletterEmail(delivery.email, delivery, settings.siteName, settingsUrl));
          await manager.query(`UPDATE newsletter_delivery SET status = 'sent', sent_at = now(), attempts = attempts + 1 WHERE newsletter_id = $1 AND user_id = $2`, key);
          run.sent++;
        } catch (error) {
          const attempts = delivery.attempts + 1;
          const status = attempts >= NEWSLETTER_MAX_ATTEMPTS ? 'failed' : 'pending';
          await manager.query(
            `UPDATE newsletter_delivery SET status = $3, attempts = $4::smallint, last_error = $5, next_attempt_at = now() + make_interval(mins => $4::int)
              WHERE newsletter_id = $1 AND user_id = $2`,
            [...key, status, attempts, String((error as Error)?.message ?? error).slice(0, 500)],
          );
          if (status === 'failed') run.failed++;
        }
      },
    );
    return run;
  }
}
