import type { EntityManager } from 'typeorm';
import type { MailMessage } from '../../integrations/mail/mailer';
import { PgListener } from '../../persistence/pg-listener';
import { createTestDatabase, TestDatabase } from '../../testing/test-database';
import { UserEntity } from '../users/user.entity';
import { MEMBER_MAILS_DUE_CHANNEL, type QueuedMemberMail } from './member-mail.queries';
import { MEMBER_MAIL_MAX_ATTEMPTS, MemberMailService, queueMemberMails } from './member-mail.service';

describe('the member-mail outbox', () => {
  let db: TestDatabase;
  let counter = 0;
  beforeAll(async () => {
    db = await createTestDatabase({ seeded: true });
  });
  beforeEach(() => db.dataSource.query('DELETE FROM member_mail'));
  afterAll(() => db.drop());

  const member = async () => db.dataSource.getRepository(UserEntity).save({ name: 'Člen', tierId: 1, firebaseUid: `mail-${++counter}-${Date.now()}`, email: `clen-${counter}@example.cz` });
  const mail = (userId: string, subject = 'Výplata odměn') => ({ userId, subject, text: `${subject}: text`, html: `<p>${subject}</p>` });
  const queue = (mails: QueuedMemberMail[]) => db.dataSource.transaction((manager: EntityManager) => queueMemberMails(manager, mails));
  const rows = () => db.dataSource.query(`SELECT status, attempts, last_error, sent_at IS NOT NULL AS sent FROM member_mail ORDER BY id`);
  /** A mailer that records what it sends and refuses the first `failures` sends. */
  const mailer = (failures = 0, delayMs = 0) => {
    const sent: MailMessage[] = [];
    return {
      sent,
      send: async (message: MailMessage) => {
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        if (failures-- > 0) throw new Error('SMTP 451 try later');
        sent.push(message);
      },
    };
  };
  const minutesLater = (minutes: number) => new Date(Date.now() + minutes * 60_000);

  it('wakes the job at commit and sends the mail to the member once; a rolled-back change queues and notifies nothing', async () => {
    const notified: string[] = [];
    const listener = new PgListener([MEMBER_MAILS_DUE_CHANNEL], { onNotify: (channel) => notified.push(channel) });
    await listener.start(db.url);
    try {
      const [kept, undone] = [await member(), await member()];
      const rollback = db.dataSource.transaction(async (manager) => {
        await queueMemberMails(manager, [mail(undone.id, 'Vrácená změna')]);
        throw new Error('the change failed after its mail was queued');
      });
      await expect(rollback).rejects.toThrow('the change failed');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(notified).toEqual([]);
      expect(await queue([mail(kept.id)])).toBe(1);
      await waitFor(() => notified.length === 1);

      const smtp = mailer();
      expect(await new MemberMailService(db.dataSource, smtp).deliverDue()).toEqual({ sent: 1, retrying: 0, failed: 0, skipped: 0 });
      expect(smtp.sent).toEqual([{ to: kept.email, subject: 'Výplata odměn', text: 'Výplata odměn: text', html: '<p>Výplata odměn</p>' }]);
      expect(await new MemberMailService(db.dataSource, smtp).deliverDue(minutesLater(60))).toEqual({ sent: 0, retrying: 0, failed: 0, skipped: 0 });
      expect(await rows()).toEqual([{ status: 'sent', attempts: 1, last_error: null, sent: true }]);
    } finally {
      await listener.close();
    }
  });

  it('delivers a mail the SMTP server refused the first time on a later run, keeping the error meanwhile', async () => {
    const { id, email } = await member();
    await queue([mail(id)]);
    const smtp = mailer(1);
    const service = new MemberMailService(db.dataSource, smtp);
    expect(await service.deliverDue()).toEqual({ sent: 0, retrying: 1, failed: 0, skipped: 0 });
    expect(await rows()).toEqual([{ status: 'pending', attempts: 1, last_error: 'SMTP 451 try later', sent: false }]);
    // Not before its pause is over.
    expect(await service.deliverDue()).toEqual({ sent: 0, retrying: 0, failed: 0, skipped: 0 });
    expect(await service.deliverDue(minutesLater(2))).toEqual({ sent: 1, retrying: 0, failed: 0, skipped: 0 });
    expect(smtp.sent.map((message) => message.to)).toEqual([email]);
    expect(await rows()).toEqual([{ status: 'sent', attempts: 2, last_error: 'SMTP 451 try later', sent: true }]);
  });

  it('gives a mail up after the last attempt, with the last error kept', async () => {
    await queue([mail((await member()).id)]);
    const service = new MemberMailService(db.dataSource, mailer(MEMBER_MAIL_MAX_ATTEMPTS));
    for (let attempt = 1; attempt <= MEMBER_MAIL_MAX_ATTEMPTS; attempt++) await service.deliverDue(minutesLater(attempt * 10));
    expect(await rows()).toEqual([{ status: 'failed', attempts: MEMBER_MAIL_MAX_ATTEMPTS, last_error: 'SMTP 451 try later', sent: false }]);
    expect(await service.deliverDue(minutesLater(600))).toEqual({ sent: 0, retrying: 0, failed: 0, skipped: 0 });
  });

  it('keeps a mail queued however long the mail server is unreachable, its pause never above an hour, and sends it once when it is back', async () => {
    const { id, email } = await member();
    await queue([mail(id)]);
    let down = true;
    const sent: string[] = [];
    const service = new MemberMailService(db.dataSource, {
      send: async (message) => {
        if (down) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:25'), { code: 'ESOCKET' });
        sent.push(message.to);
      },
    });
    // Far more attempts than a refused mail gets, and more than the pause's cap in minutes.
    const attempts = 70;
    const start = Date.now();
    const at = (minutes: number) => new Date(start + minutes * 60_000);
    for (let attempt = 1; attempt <= attempts; attempt++) expect(await service.deliverDue(at(attempt * 120))).toEqual({ sent: 0, retrying: 1, failed: 0, skipped: 0 });
    expect(attempts).toBeGreaterThan(MEMBER_MAIL_MAX_ATTEMPTS);
    const [{ pause }] = await db.dataSource.query(`SELECT extract(epoch FROM next_attempt_at - $1::timestamptz) / 60 AS pause FROM member_mail`, [at(attempts * 120)]);
    expect(Number(pause)).toBe(60);
    expect(await rows()).toEqual([{ status: 'pending', attempts, last_error: 'connect ECONNREFUSED 127.0.0.1:25', sent: false }]);
    down = false;
    expect(await service.deliverDue(at(attempts * 120 + 60))).toEqual({ sent: 1, retrying: 0, failed: 0, skipped: 0 });
    expect(await service.deliverDue(at(attempts * 120 + 600))).toEqual({ sent: 0, retrying: 0, failed: 0, skipped: 0 });
    expect(sent).toEqual([email]);
  });

  it('sends each mail once when two runs of the job go at once', async () => {
    const { id } = await member();
    await queue(Array.from({ length: 30 }, (_, i) => mail(id, `Zpráva ${i}`)));
    const [first, second] = [mailer(0, 5), mailer(0, 5)];
    const runs = await Promise.all([new MemberMailService(db.dataSource, first).deliverDue(), new MemberMailService(db.dataSource, second).deliverDue()]);
    expect(runs[0].sent + runs[1].sent).toBe(30);
    const subjects = [...first.sent, ...second.sent].map((message) => message.subject);
    expect(subjects).toHaveLength(30);
    expect(new Set(subjects).size).toBe(30);
  });

  it('sends a mail that names its own address (an invitation the member sent) there, not to the member', async () => {
    const inviter = await member();
    await queue([{ ...mail(inviter.id, 'Pozvánka'), toAddress: 'navstevnik@example.cz' }]);
    const smtp = mailer();
    expect(await new MemberMailService(db.dataSource, smtp).deliverDue()).toEqual({ sent: 1, retrying: 0, failed: 0, skipped: 0 });
    expect(smtp.sent.map((message) => message.to)).toEqual(['navstevnik@example.cz']);
  });

  it('skips the mail of a member erased before it went out', async () => {
    const erased = await member();
    await queue([mail(erased.id)]);
    await db.dataSource.query(`UPDATE app_user SET email = NULL, erased_at = now() WHERE id = $1`, [erased.id]);
    const smtp = mailer();
    expect(await new MemberMailService(db.dataSource, smtp).deliverDue()).toEqual({ sent: 0, retrying: 0, failed: 0, skipped: 1 });
    expect(smtp.sent).toEqual([]);
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 5000) {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
