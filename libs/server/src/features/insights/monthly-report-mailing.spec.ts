import { createTestDatabase, TestDatabase } from '../../testing/test-database';
import { testServices } from '../../testing/test-services';
import type { MailMessage } from '../../integrations/mail/mailer';

describe('the monthly report e-mail', () => {
  let db: TestDatabase;
  const sent: MailMessage[] = [];
  let failFor: string | null = null;
  let services: ReturnType<typeof testServices>;

  beforeAll(async () => {
    db = await createTestDatabase({ seeded: true });
    services = testServices(db.dataSource, {
      webUrl: 'https://bonusklub.test',
      mailer: {
        send: async (message) => {
          if (message.to === failFor) throw new Error('mailbox unavailable');
          sent.push(message);
        },
      },
    })
  });
  afterAll(() => db.drop());

  const eligible = async (): Promise<string[]> =>
    (
      await db.dataSource.query(
        `SELECT u.email FROM app_user u JOIN tier t ON t.id = u.tier_id WHERE t.code IN ('basic', 'premium') AND u.email IS NOT NULL AND u.deactivated_at IS NULL AND u.erased_at IS NULL ORDER BY u.email`,
      )
    ).map((row: { email: string }) => row.email);

  it('goes once to every basic and premium member, however many times and copies run it', async () => {
    failFor = 'basic@demo.cz';
    const expected = await eligible();
    expect(expected).toEqual(expect.arrayContaining(['basic@demo.cz', 'premium@demo.cz']));
    expect(expected).not.toContain('free@demo.cz');

    // Two workers at once (the job running twice) still write each report once, into the member-mail outbox.
    const runs = await Promise.all([services.monthlyReports.run('2026-10'), services.monthlyReports.run('2026-10')]);
    expect(runs.reduce((sum, run) => sum + run.queued, 0)).toBe(expected.length);
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(expected.length);
    expect(sent).toEqual([]);
    // The outbox sends them; the one the mail server refused stays queued for the outbox's next attempt.
    expect(await services.memberMails.deliverDue()).toMatchObject({ sent: expected.length - 1, retrying: 1 });
    expect(sent.map((message) => message.to).sort()).toEqual(expected.filter((email) => email !== 'basic@demo.cz'));

    failFor = null;
    sent.length = 0;
    expect(await services.monthlyReports.run('2026-10')).toEqual({ queued: 0, sent: 0, failed: 0, paused: false });
    expect(await services.memberMails.deliverDue(new Date(Date.now() + 2 * 60_000))).toMatchObject({ sent: 1, retrying: 0 });
    expect(sent.map((message) => message.to)).toEqual(['basic@demo.cz']);
    expect(await services.memberMails.deliverDue(new Date(Date.now() + 60 * 60_000))).toMatchObject({ sent: 0, retrying: 0 });
  });

  it('carries the month against the one before and links to the full report', async () => {
    const message = sent[0];
    expect(message.subject).toBe('Měsíční report za říjen 2026');
    expect(message.text).toContain('Váš měsíční report za říjen 2026 (v závorce září 2026):');
    expect(message.text).toMatch(/Výdělek z bonusů: -?[\d\s]+Kč \(-?[\d\s]+Kč\)/);
    expect(message.text).toContain('Celý report: https://bonusklub.test/dashboard/reports');
    expect(message.html).toContain('<a href="https://bonusklub.test/dashboard/reports">');
  });

  it('waits while the admins have e-mail notifications switched off', async () => {
    const settings = await services.settings.get();
    await services.settings.save({ ...settings, emailNotifications: false });
    sent.length = 0;
    const run = await services.monthlyReports.run('2026-11');
    expect(run).toMatchObject({ paused: true, sent: 0 });
    expect(sent).toEqual([]);
    // Queued all the same, so they go out once notifications are back on.
    await services.settings.save({ ...settings, emailNotifications: true });
    expect((await services.monthlyReports.run('2026-11')).sent).toBe(run.queued);
    expect((await services.memberMails.deliverDue()).sent).toBe(run.queued);
  });
});
