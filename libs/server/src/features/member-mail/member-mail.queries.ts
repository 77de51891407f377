import type { EntityManager } from 'typeorm';
import type { MailMessage } from '../../integrations/mail/mailer';
import { MAIL_RETRY_MAX_PAUSE_MINUTES } from '../../integrations/mail/mail-retry';

/** The SQL of the member-mail outbox and the rows it reads. */

/** What a member's e-mail says; the address is the member's at sending time. */
export type MemberMailContent = Pick<MailMessage, 'subject' | 'text' | 'html'>;

/** A mail to queue: the member's, to their own address unless `toAddress` names another (an invitation they sent). */
export type QueuedMemberMail = { userId: string; toAddress?: string } & MemberMailContent;

/** Notified when committed mails wait to be sent (the member-mail job wakes on it). */
export const MEMBER_MAILS_DUE_CHANNEL = 'bonus_member_mails_due';

/** A claimed mail with the address it goes to: its own, else the member's current one (null once erased). */
export interface DueMemberMail extends MemberMailContent {
  id: number;
  attempts: number;
  email: string | null;
}

/** Writes one pending mail per entry in the caller's transaction; returns how many. */
export async function insertMemberMails(manager: EntityManager, mails: QueuedMemberMail[]): Promise<number> {
  if (mails.length === 0) return 0;
  await manager.query(`INSERT INTO member_mail (user_id, to_address, subject, text, html) SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[])`, [
    mails.map((mail) => mail.userId),
    mails.map((mail) => mail.toAddress ?? null),
    mails.map((mail) => mail.subject),
    mails.map((mail) => mail.text),
    mails.map((mail) => mail.html),
  ]);
  // Heard at commit by the job runner, which sends at once (never for a rollback).
  await manager.query(`SELECT pg_notify($1, '')`, [MEMBER_MAILS_DUE_CHANNEL]);
  return mails.length;
}

/**
 * Claims up to `size` mails due at `now`, oldest first; their rows stay locked (other runs skip them) until the
 * transaction ends. A mail queued just now carries the database's clock, finer than `now`'s milliseconds, so
 * the later of the two decides: a run right after the queueing commit sends it.
 */
export function claimDueMemberMails(manager: EntityManager, size: number, now: Date): Promise<DueMemberMail[]> {
  return manager.query(
    `SELECT m.id, m.attempts, coalesce(m.to_address, u.email) AS email, m.subject, m.text, m.html
       FROM member_mail m JOIN app_user u ON u.id = m.user_id
      WHERE m.status = 'pending' AND m.next_attempt_at <= greatest($2::timestamptz, now())
      ORDER BY m.id LIMIT $1
        FOR UPDATE OF m SKIP LOCKED`,
    [size, now],
  );
}

export async function markMemberMailDone(manager: EntityManager, id: number, status: 'sent' | 'skipped'): Promise<void> {
  await manager.query(`UPDATE member_mail SET status = $2, attempts = attempts + 1, sent_at = CASE WHEN $2 = 'sent' THEN now() END WHERE id = $1`, [id, status]);
}

/** Records a failed attempt with its error: tried again `attempts` minutes (an hour at most) after `now` while still 'pending'. */
export async function recordMemberMailFailure(manager: EntityManager, id: number, outcome: { status: 'pending' | 'failed'; attempts: number; error: string; now: Date }): Promise<void> {
  await manager.query(
    `UPDATE member_mail SET status = $2, attempts = least($3::int, 32767)::smallint, last_error = $4, next_attempt_at = $5::timestamptz + make_interval(mins => least($3::int, $6::int)) WHERE id = $1`,
    [id, outcome.status, outcome.attempts, outcome.error, outcome.now, MAIL_RETRY_MAX_PAUSE_MINUTES],
  );
}

/** The queueing time of the oldest mail still pending. */
export async function oldestUnsentMemberMail(manager: EntityManager): Promise<Date | null> {
  const [row] = await manager.query(`SELECT min(created_at) AS oldest FROM member_mail WHERE status = 'pending'`);
  return row?.oldest ?? null;
}
