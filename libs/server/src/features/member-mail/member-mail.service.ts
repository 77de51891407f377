import type { DataSource, EntityManager } from 'typeorm';
import type { Mailer } from '../../integrations/mail/mailer';
import { mailRetry } from '../../integrations/mail/mail-retry';
import { drainInLockedBatches } from '../../persistence/locked-batches';
import { claimDueMemberMails, insertMemberMails, markMemberMailDone, oldestUnsentMemberMail, recordMemberMailFailure, type QueuedMemberMail } from './member-mail.queries';

/** Mails sent per transaction; their rows stay locked while they go out, so no other run of the job takes them. */
const BATCH = 25;
/** A mail the server refused this many times is given up (kept as 'failed' with its last error); an outage never gives one up (mail-retry.ts). */
export const MEMBER_MAIL_MAX_ATTEMPTS = 5;

export interface MemberMailRun {
  sent: number;
  /** Failed this time, tried again later. */
  retrying: number;
  /** Failed for the last time. */
  failed: number;
  /** The member has no address any more (erased). */
  skipped: number;
}

/**
 * Queues members' e-mails in the caller's transaction (the outbox): they exist exactly when the
 * change they tell of commits, and the member-mail job sends them after. Returns how many were queued.
 */
export function queueMemberMails(manager: EntityManager, mails: QueuedMemberMail[]): Promise<number> {
  return insertMemberMails(manager, mails);
}

/**
 * Sends the queued member e-mails (payouts, refunds, reminders, terms changes, monthly reports, referral invitations): each once however
 * many runs there are (a row is claimed FOR UPDATE SKIP LOCKED and marked sent in the transaction that sends it),
 * failures retried with a growing pause, and kept however long the mail server is out.
 */
export class MemberMailService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mailer: Mailer,
  ) {}

  /** Sends what is due at `now`; the job calls this when mails are committed and every minute. */
  async deliverDue(now = new Date()): Promise<MemberMailRun> {
    const run: MemberMailRun = { sent: 0, retrying: 0, failed: 0, skipped: 0 };
    await drainInLockedBatches(
      this.dataSource,
      BATCH,
      (manager, size) => claimDueMemberMails(manager, size, now),
      async (manager, { id, attempts, email, subject, text, html }) => {
        if (!email) {
          await markMemberMailDone(manager, id, 'skipped');
          run.skipped++;
          return;
        }
        try {
          await this.mailer.send({ to: email, subject, text, html });
          await markMemberMailDone(manager, id, 'sent');
          run.sent++;
        } catch (error) {
          const retry = mailRetry(error, attempts, MEMBER_MAIL_MAX_ATTEMPTS);
          await recordMemberMailFailure(manager, id, { ...retry, now });
          run[retry.status === 'failed' ? 'failed' : 'retrying']++;
        }
      },
    );
    return run;
  }

  /** When the oldest mail still waiting to go was queued (null: none waits); /health reports its age. */
  oldestUnsentAt(): Promise<Date | null> {
    return oldestUnsentMemberMail(this.dataSource.manager);
  }
}
