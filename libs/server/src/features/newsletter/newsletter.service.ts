import type { DataSource } from 'typeorm';
import { type ListPageQuery, NEWSLETTER_MAX_ATTEMPTS, NewsletterInput, type Page, readPage } from '@bonus/domain';
import type { Mailer } from '../../integrations/mail/mailer';
import { mailRetry } from '../../integrations/mail/mail-retry';
import { sanitizeRichText } from '../bonuses/rich-text';
import type { SiteSettingsService } from '../settings/site-settings.service';
import { newsletterEmail } from './newsletter-email';
import { drainInLockedBatches } from '../../persistence/locked-batches';
import type { Newsletter } from './newsletter.read-model';
import { claimDueDeliveries, insertNewsletterWithDeliveries, markDeliverySent, markDeliverySkipped, newsletterCount, oldestUnsentNewsletter, newsletterSummaries, recordDeliveryFailure } from './newsletter.queries';

/** Copies sent per transaction; their rows stay locked while they go out, so no other copy of the job takes them. */
const DELIVERY_BATCH = 25;

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
  async queue(actorId: string, input: NewsletterInput): Promise<Newsletter> {
    const id = await this.dataSource.transaction((manager) => insertNewsletterWithDeliveries(manager, actorId, input.subject, sanitizeRichText(input.html)));
    const [queued] = await newsletterSummaries(this.dataSource, { id, limit: 1 });
    return queued;
  }

  /** One page of the newsletters, newest first, with their delivery progress. */
  async page(query: ListPageQuery): Promise<Page<Newsletter>> {
    return readPage(query, (window) => newsletterSummaries(this.dataSource, window), () => newsletterCount(this.dataSource));
  }

  /** Sends the queued copies that are due at `now`; the job calls this every minute. */
  async deliverPending(now = new Date()): Promise<DeliveryRun> {
    const run: DeliveryRun = { sent: 0, failed: 0, skipped: 0, paused: false };
    const settings = await this.settings.get();
    if (!settings.emailNotifications) return { ...run, paused: true };
    const settingsUrl = `${this.webUrl}/dashboard/settings?tab=notifications`;
    await drainInLockedBatches(
      this.dataSource,
      DELIVERY_BATCH,
      (manager, size) => claimDueDeliveries(manager, size, now),
      async (manager, delivery) => {
        if (!delivery.consents || !delivery.email) {
          await markDeliverySkipped(manager, delivery);
          run.skipped++;
          return;
        }
        try {
          await this.mailer.send(newsletterEmail(delivery.email, delivery, settings.siteName, settingsUrl));
          await markDeliverySent(manager, delivery);
          run.sent++;
        } catch (error) {
          // An outage of the mail server keeps the copy queued however long it lasts (mail-retry.ts).
          const retry = mailRetry(error, delivery.attempts, NEWSLETTER_MAX_ATTEMPTS);
          await recordDeliveryFailure(manager, delivery, { ...retry, now });
          if (retry.status === 'failed') run.failed++;
        }
      },
    );
    return run;
  }

  /** When the oldest newsletter with copies still waiting to go was queued (null: none waits); /health reports its age. */
  oldestUnsentAt(): Promise<Date | null> {
    return oldestUnsentNewsletter(this.dataSource.manager);
  }
}
