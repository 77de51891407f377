import type { DataSource, EntityManager } from 'typeorm';
import { MAIL_RETRY_MAX_PAUSE_MINUTES } from '../../integrations/mail/mail-retry';
import type { Newsletter } from './newsletter.read-model';

/** The SQL of newsletters and their delivery queue, and the rows it reads. */

/** Who may receive marketing e-mail now: consent given, an address, an account that is approved and neither erased nor deactivated. */
const CONSENTING_MEMBER = `u.marketing_consent AND u.email IS NOT NULL AND u.approval_pending_since IS NULL AND u.erased_at IS NULL AND u.deactivated_at IS NULL`;

/** A queued copy with what sending it needs; `consents` is read again at sending time. */
export interface PendingDelivery {
  newsletter_id: number;
  user_id: string;
  attempts: number;
  email: string | null;
  consents: boolean;
  subject: string;
  html: string;
}

interface NewsletterRow {
  id: number;
  subject: string;
  created_at: Date;
  recipients: number;
  sent: number;
  failed: number;
  skipped: number;
}

/** Inserts a newsletter (its html already sanitised) and one pending delivery per consenting, approved member; returns its id. */
export async function insertNewsletterWithDeliveries(manager: EntityManager, actorId: string, subject: string, html: string): Promise<number> {
  const [{ id }]: Array<{ id: number }> = await manager.query(`INSERT INTO newsletter (subject, html, created_by) VALUES ($1, $2, $3) RETURNING id`, [subject, html, actorId]);
  await manager.query(`INSERT INTO newsletter_delivery (newsletter_id, user_id) SELECT $1, u.id FROM app_user u WHERE ${CONSENTING_MEMBER}`, [id]);
  return id;
}

/** Newsletters (one, with an id) and their delivery counts, newest first. */
export async function newsletterSummaries(dataSource: DataSource, { id, limit, offset = 0 }: { id?: number; limit: number; offset?: number }): Promise<Newsletter[]> {
  const rows: NewsletterRow[] = await dataSource.query(
    `SELECT n.id, n.subject, n.created_at,
            count(d.user_id)::int AS recipients,
            count(*) FILTER (WHERE d.status = 'sent')::int AS sent,
            count(*) FILTER (WHERE d.status = 'failed')::int AS failed,
            count(*) FILTER (WHERE d.status = 'skipped')::int AS skipped
       FROM newsletter n LEFT JOIN newsletter_delivery d ON d.newsletter_id = n.id
      WHERE $2::int IS NULL OR n.id = $2
      GROUP BY n.id ORDER BY n.created_at DESC, n.id DESC LIMIT $1 OFFSET $3`,
    [limit, id ?? null, offset],
  );
  return rows.map(({ created_at, ...counts }) => ({ ...counts, creationTimestamp: created_at }));
}

export async function newsletterCount(dataSource: DataSource): Promise<number> {
  const [{ count }]: Array<{ count: number }> = await dataSource.query(`SELECT count(*)::int AS count FROM newsletter`);
  return count;
}

/** Claims up to `size` due copies; their rows stay locked until the transaction ends. */
/** Up to `size` copies due at `now` (or the database's clock, whichever is later), locked until the transaction ends; other runs skip them. */
export function claimDueDeliveries(manager: EntityManager, size: number, now: Date): Promise<PendingDelivery[]> {
  return manager.query(
    `SELECT d.newsletter_id, d.user_id, d.attempts, u.email, (${CONSENTING_MEMBER}) AS consents, n.subject, n.html
       FROM newsletter_delivery d
       JOIN app_user u ON u.id = d.user_id
       JOIN newsletter n ON n.id = d.newsletter_id
      WHERE d.status = 'pending' AND d.next_attempt_at <= greatest($2::timestamptz, now())
      ORDER BY d.newsletter_id, d.user_id
      LIMIT $1
        FOR UPDATE OF d SKIP LOCKED`,
    [size, now],
  );
}

const deliveryKey = (delivery: PendingDelivery) => [delivery.newsletter_id, delivery.user_id];

export async function markDeliverySkipped(manager: EntityManager, delivery: PendingDelivery): Promise<void> {
  await manager.query(`UPDATE newsletter_delivery SET status = 'skipped' WHERE newsletter_id = $1 AND user_id = $2`, deliveryKey(delivery));
}

export async function markDeliverySent(manager: EntityManager, delivery: PendingDelivery): Promise<void> {
  await manager.query(`UPDATE newsletter_delivery SET status = 'sent', sent_at = now(), attempts = attempts + 1 WHERE newsletter_id = $1 AND user_id = $2`, deliveryKey(delivery));
}

/** Records a failed attempt: retried `attempts` minutes (an hour at most) after `now` while still 'pending'. */
export async function recordDeliveryFailure(manager: EntityManager, delivery: PendingDelivery, outcome: { status: 'pending' | 'failed'; attempts: number; error: string; now: Date }): Promise<void> {
  await manager.query(
    `UPDATE newsletter_delivery SET status = $3, attempts = least($4::int, 32767)::smallint, last_error = $5, next_attempt_at = $6::timestamptz + make_interval(mins => least($4::int, $7::int))
      WHERE newsletter_id = $1 AND user_id = $2`,
    [...deliveryKey(delivery), outcome.status, outcome.attempts, outcome.error, outcome.now, MAIL_RETRY_MAX_PAUSE_MINUTES],
  );
}

/** The creation time of the oldest newsletter with copies still pending. */
export async function oldestUnsentNewsletter(manager: EntityManager): Promise<Date | null> {
  const [row] = await manager.query(
    `SELECT min(n.created_at) AS oldest FROM newsletter n WHERE EXISTS (SELECT 1 FROM newsletter_delivery d WHERE d.newsletter_id = n.id AND d.status = 'pending')`,
  );
  return row?.oldest ?? null;
}
