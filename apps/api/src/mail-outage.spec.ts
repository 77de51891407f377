import { createMailer, type UserEntity } from '@bonus/server';
import { createTestDatabase, TestDatabase, testServices } from '@bonus/server/testing';
import { readableMail, startSmtp, TestSmtp } from './testing/smtp-server';

const HOUR = 3_600_000;
/** The visitor who asks for a referral invitation while the mail server is out. */
const INVITED = 'pozvany-behem-vypadku@example.cz';

/**
 * The mail server out of service (issue #59): it refuses every connection ("421 try later"), then cannot be
 * reached at all, for hours, while every kind of mail is queued. Nothing is sent and nothing is given up;
 * once the server is back each mail arrives exactly once, however many runs of the jobs go at the same time.
 */
describe('an SMTP outage', () => {
  let db: TestDatabase;
  let smtp: TestSmtp;
  let services: ReturnType<typeof testServices>;
  const start = Date.now();
  /** The jobs' clock: `hours` after the test began. */
  const at = (hours: number) => new Date(start + hours * HOUR);

  beforeAll(async () => {
    db = await createTestDatabase({ seeded: true });
    smtp = await startSmtp();
    const mailer = createMailer({ from: 'Bonus Klub <noreply@bonusklub.cz>', smtpUrl: smtp.url, directory: '/nonexistent' });
    services = testServices(db.dataSource, { mailer, webUrl: 'https://bonusklub.test' });
  });
  afterAll(async () => {
    await smtp.stop();
    await db.drop();
  });

  /** One minute's work of the two mail jobs, each run twice at once as two workers would. */
  const runMailJobs = (now: Date) =>
    Promise.all([services.memberMails.deliverDue(now), services.memberMails.deliverDue(now), services.newsletters.deliverPending(now), services.newsletters.deliverPending(now)]);
  /** Pending mails per address they go to: a member's own, or the visitor's of an invitation. */
  const queuedPerAddress = async (): Promise<Record<string, number>> => {
    const rows: Array<{ email: string; n: number }> = await db.dataSource.query(
      `SELECT coalesce(q.to_address, u.email) AS email, count(*)::int AS n FROM (
         SELECT user_id, to_address FROM member_mail WHERE status = 'pending'
         UNION ALL SELECT user_id, NULL FROM newsletter_delivery WHERE status = 'pending'
       ) q JOIN app_user u ON u.id = q.user_id GROUP BY 1`,
    );
    return Object.fromEntries(rows.map((row) => [row.email, row.n]));
  };
  const statuses = async () =>
    db.dataSource.query(
      `SELECT status, count(*)::int AS n FROM (SELECT status FROM member_mail UNION ALL SELECT status FROM newsletter_delivery) q GROUP BY status ORDER BY status`,
    );

  /** A payout the bank returned, a reminder of a bonus that ends tomorrow, the monthly reports, a newsletter and a referral invitation. */
  async function queueEveryKindOfMail(): Promise<{ invitationCode: string }> {
    const users = db.dataSource.getRepository<UserEntity>('UserEntity');
    const member = await users.findOneOrFail({ where: { email: 'basic@demo.cz' } });
    const admin = await users.findOneByOrFail({ admin: true });
    const [payout] = await db.dataSource.query(
      `INSERT INTO payout_transaction (user_id, amount_halere, note, status, bank_account) VALUES ($1, 20000, 'Výběr na žádost', 'pending', '19-2000145399/0800') RETURNING id`,
      [member.id],
    );
    expect((await services.payoutOperations.markFailed(admin, { payout_id: payout.id, reason: 'Účet neexistuje' })).mailsQueued).toBe(1);

    await services.reminders.save(member, { expiring: true, renewals: false, followedTypes: [], termsChanges: true });
    const [bonus] = await db.dataSource.query(
      `INSERT INTO bonus (name, description_html, start_at, end_at, visible, expected_value_halere, needed_capital_halere, url_bonus_conditions, url_link, risk_rate, company_id, bonus_type)
       SELECT 'Končí během výpadku', '<p>x</p>', now() - interval '1 day', now() + interval '20 hours', true, 10000, 0, 'https://x.cz', 'https://x.cz', 1, id, 'bank' FROM company LIMIT 1 RETURNING id`,
    );
    await db.dataSource.query('INSERT INTO user_bonus_progress (user_id, bonus_id, step_idx) VALUES ($1, $2, 1)', [member.id, bonus.id]);
    expect((await services.reminders.run()).expiring).toBeGreaterThanOrEqual(1);

    expect((await services.monthlyReports.run('2026-10')).sent).toBeGreaterThan(0);

    await db.dataSource.query(`UPDATE app_user SET marketing_consent = true WHERE email IN ('basic@demo.cz', 'premium@demo.cz')`);
    expect((await services.newsletters.queue(admin.id, { subject: 'Novinky během výpadku', html: '<p>Ahoj</p>' })).recipients).toBeGreaterThanOrEqual(2);

    // A visitor asks for the member's invitation: the request succeeds though the mail server is out.
    const { code } = await services.referrals.createCode(member);
    expect(await services.referrals.sendRegistrationEmail({ email: INVITED, referral_code: code }, '192.0.2.7')).toEqual({ sent: true });
    return { invitationCode: code };
  }

  it('keeps every mail queued while the server refuses or is gone, and sends each exactly once when it is back', async () => {
    smtp.refuse(true);
    const { invitationCode } = await queueEveryKindOfMail();
    const expected = await queuedPerAddress();
    const total = Object.values(expected).reduce((sum, n) => sum + n, 0);
    expect(total).toBeGreaterThanOrEqual(5);

    // Refused for hours: many more attempts than a mail the server rejects for good would get.
    for (let hour = 1; hour <= 8; hour++) await runMailJobs(at(hour));
    // Then not even reachable (the port closed).
    const { port } = smtp;
    await smtp.stop();
    for (let hour = 9; hour <= 12; hour++) await runMailJobs(at(hour));
    expect(smtp.received).toEqual([]);
    expect(await statuses()).toEqual([{ status: 'pending', n: total }]);
    const [{ attempts, error }] = await db.dataSource.query(`SELECT min(attempts)::int AS attempts, max(last_error) AS error FROM member_mail WHERE status = 'pending'`);
    expect(attempts).toBe(12);
    expect(error).toMatch(/ECONNREFUSED|connect/i);

    // Back where it was: the next runs (two workers each) send everything once, and later runs send nothing more.
    smtp = await startSmtp({ port });
    await runMailJobs(at(13));
    await runMailJobs(at(14));
    const received: Record<string, number> = {};
    for (const mail of smtp.received) for (const to of mail.to) received[to] = (received[to] ?? 0) + 1;
    expect(received).toEqual(expected);
    expect(received[INVITED]).toBe(1);
    const invitation = readableMail(smtp.received.find((mail) => mail.to.includes(INVITED))!.raw);
    expect(invitation).toContain(`https://bonusklub.test/register?referralCode=${invitationCode}`);
    expect(await statuses()).toEqual([{ status: 'sent', n: total }]);
  }, 60_000);
});
