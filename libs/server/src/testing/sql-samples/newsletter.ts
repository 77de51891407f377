import * as newsletterQueries from '../../features/newsletter/newsletter.queries';
import { AT, MEMBER, samples } from './sample-values';

/** Sample arguments of the newsletter query modules (sql-snapshots.spec.ts). */

const NEWSLETTER_DELIVERY = { newsletter_id: 1, user_id: MEMBER, attempts: 0, email: 'clen@example.cz', consents: true, subject: 'Novinky', html: '<p>Novinky</p>' };

export const SQL_SAMPLES = {
  'newsletter.queries.ts': samples(newsletterQueries, {
    insertNewsletterWithDeliveries: [MEMBER, 'Novinky', '<p>Novinky</p>'],
    newsletterSummaries: [{ limit: 10, offset: 20 }],
    newsletterCount: [],
    claimDueDeliveries: [1, AT],
    markDeliverySkipped: [NEWSLETTER_DELIVERY],
    markDeliverySent: [NEWSLETTER_DELIVERY],
    recordDeliveryFailure: [NEWSLETTER_DELIVERY, { status: 'pending', attempts: 1, error: 'timeout', now: AT }],
    oldestUnsentNewsletter: [],
  }),
};
