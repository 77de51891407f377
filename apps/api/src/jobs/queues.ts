/** The pg-boss queues: the schedule table (schedules.ts) works them, requests may queue a run at once. */

/** Ends lapsed subscriptions, renews the local gateway's and puts members back on the right tier. */
export const MEMBERSHIP_LIFECYCLE_QUEUE = 'membership-lifecycle';

/** Pays out the balances of members with auto-withdraw, once per member and month (spec section 9: by the 7th). */
export const AUTO_PAYOUT_QUEUE = 'referral-auto-payout';

/** Sends queued newsletter copies. */
export const NEWSLETTER_DELIVERY_QUEUE = 'newsletter-delivery';

/** Queues the reminders members chose (expiring, renewing and new bonuses, step deadlines, terms changes) in the member-mail outbox. */
export const REMINDERS_QUEUE = 'bonus-reminders';

/** Writes last month's report for basic and premium members into the member-mail outbox. */
export const MONTHLY_REPORT_QUEUE = 'monthly-report';

/** Sends the member e-mails that are due (payouts, refunds, reminders, monthly reports; new ones and retries). */
export const MEMBER_MAIL_QUEUE = 'member-mail';

/** Sends the outgoing webhooks that are due (new events and retries). */
export const WEBHOOK_DELIVERY_QUEUE = 'webhook-delivery';

/** Prunes imported bank transactions older than 13 months (statements are personal data). */
export const STATEMENT_RETENTION_QUEUE = 'bank-statement-retention';

/** Fetches what is new on every connected bank account (Fio banka's API; issue #55 part 4). */
export const BANK_CONNECTION_SYNC_QUEUE = 'bank-connection-sync';
