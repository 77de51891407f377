import { createTestDatabase, TestDatabase } from '../../testing/test-database';
import { testServices } from '../../testing/test-services';
import type { MailMessage } from '../../integrations/mail/mailer';
import { UserEntity } from '../users/user.entity';

const HOUR = 3_600_000;

describe('e-mail reminders', () => {
  let db: TestDatabase;
  const sent: MailMessage[] = [];
  let services: ReturnType<typeof testServices>;
  const userOf = (email: string) => db.dataSource.getRepository(UserEntity).findOneOrFail({ where: { email }, relations: { tier: true } });

  beforeAll(async () => {
    db = await createTestDatabase({ seeded: true });
    services = testServices(db.dataSource, { webUrl: 'https://bonusklub.test', mailer: { send: async (message) => void sent.push(message) } })
  });
  afterAll(() => db.drop());
  beforeEach(() => (sent.length = 0));
  /** A run of the reminders job, then of the member-mail job that sends what it queued. */
  const remind = async (now?: Date) => {
    const run = await services.reminders.run(now);
    await services.memberMails.deliverDue();
    return run;
  };

  /** A bonus the member has started, ending `hoursLeft` from `now`, renewing on the given weekdays. */
  async function startedBonus(user: UserEntity, name: string, now: Date, hoursLeft: number, renewingDays: number[] = []) {
    const [{ id }] = await db.dataSource.query(
      `INSERT INTO bonus (name, description_html, start_at, end_at, visible, expected_value_halere, needed_capital_halere, url_bonus_conditions, url_link, risk_rate, company_id, bonus_type, renewing_days)
       SELECT $1, '<p>x</p>', $2::timestamptz - interval '1 day', $2::timestamptz + make_interval(hours => $3), true, 10000, 0, 'https://x.cz', 'https://x.cz', 1, id, 'bank', $4 FROM company LIMIT 1 RETURNING id`,
      [name, now, hoursLeft, renewingDays],
    );
    await db.dataSource.query('INSERT INTO user_bonus_progress (user_id, bonus_id, step_idx) VALUES ($1, $2, 1)', [user.id, id]);
    return id as number;
  }

  it('remembers what each member chose, nothing by default', async () => {
    const member = await userOf('basic@demo.cz');
    expect(await services.reminders.settingsOf(member)).toEqual({ expiring: false, renewals: false, followedTypes: [], termsChanges: true });
    expect(await services.reminders.save(member, { expiring: true, renewals: false, followedTypes: ['bank', 'bank'], termsChanges: true })).toEqual({ expiring: true, renewals: false, followedTypes: ['bank'], termsChanges: true });
  });

  it('reminds of a started bonus ending within 24 hours once, however many runs and workers', async () => {
    const member = await userOf('premium@demo.cz');
    await services.reminders.save(member, { expiring: true, renewals: false, followedTypes: [], termsChanges: true });
    const now = new Date();
    await startedBonus(member, 'Končí zítra ráno', now, 20);
    await startedBonus(member, 'Končí za tři dny', now, 72);
    const runs = await Promise.all([remind(now), remind(now), remind(new Date(now.getTime() + HOUR))]);
    // (The demo member also has a seeded bonus ending today: that one is reminded too, once.)
    const mine = sent.filter((message) => message.to === 'premium@demo.cz' && message.subject.includes('Končí'));
    expect(mine.map((message) => message.subject)).toEqual(['Bonus končí do 24 hodin: Končí zítra ráno']);
    expect(mine[0].text).toContain('https://bonusklub.test/dashboard/bonuses');
    expect(mine[0].text).toContain('Připomínky vypnete v Nastavení → Notifikace: https://bonusklub.test/dashboard/settings?tab=notifications');
    // Every expiring reminder went once, and the runs' counts add up to what was sent.
    const expiring = sent.filter((message) => message.subject.startsWith('Bonus končí'));
    expect(new Set(expiring.map((message) => `${message.to} ${message.subject}`)).size).toBe(expiring.length);
    expect(runs.reduce((sum, run) => sum + run.expiring, 0)).toBe(expiring.length);
  });

  it('reminds of a step due within 24 hours once per start and step, only steps not completed, only with the expiring setting', async () => {
    const member = await userOf('basic@demo.cz');
    await services.reminders.save(member, { expiring: true, renewals: false, followedTypes: [], termsChanges: true });
    const now = new Date();
    const bonusId = await startedBonus(member, 'Kroky s termíny', now, 24 * 30);
    await db.dataSource.query(
      `INSERT INTO bonus_step (bonus_id, position, title, subtitle, description_html, icon, category, deadline_days)
       VALUES ($1, 0, 'Založte účet', 'x', 'x', '📝', 'custom', 1), ($1, 1, 'Zaplaťte kartou', 'x', 'x', '📝', 'custom', 2), ($1, 2, 'Pošlete výplatu', 'x', 'x', '📝', 'custom', 5)`,
      [bonusId],
    );
    // Started 1.5 days ago: step 1 (completed) was due 12 h ago, step 2 is due in 12 h, step 3 in 3.5 days.
    await db.dataSource.query(`UPDATE user_bonus_progress SET started_at = $3 WHERE user_id = $1 AND bonus_id = $2`, [member.id, bonusId, new Date(now.getTime() - 36 * HOUR)]);
    const runs = await Promise.all([remind(now), remind(new Date(now.getTime() + HOUR))]);
    const mine = sent.filter((message) => message.to === 'basic@demo.cz' && message.subject.startsWith('Zítra je termín kroku'));
    expect(mine.map((message) => message.subject)).toEqual(['Zítra je termín kroku: Zaplaťte kartou (Kroky s termíny)']);
    expect(runs.reduce((sum, run) => sum + run['step-due'], 0)).toBe(sent.filter((message) => message.subject.startsWith('Zítra je termín kroku')).length);

    await services.reminders.save(member, { expiring: false, renewals: false, followedTypes: [], termsChanges: true });
    sent.length = 0;
    await db.dataSource.query(`UPDATE user_bonus_progress SET started_at = started_at - interval '3 days' WHERE user_id = $1 AND bonus_id = $2`, [member.id, bonusId]);
    await remind(now);
    expect(sent.filter((message) => message.to === 'basic@demo.cz')).toEqual([]);
  });

  it('tells a member working on an offer that its terms changed, once per version, unless they switched it off', async () => {
    const premium = await userOf('premium@demo.cz');
    const free = await userOf('free@demo.cz');
    const now = new Date();
    const bonusId = await startedBonus(premium, 'Měněné podmínky', now, 24 * 30);
    await db.dataSource.query('INSERT INTO user_bonus_progress (user_id, bonus_id, step_idx) VALUES ($1, $2, 1)', [free.id, bonusId]);
    await services.reminders.save(free, { expiring: false, renewals: false, followedTypes: [], termsChanges: false });
    await db.dataSource.query(`INSERT INTO bonus_terms_version (bonus_id, version, changes) VALUES ($1, 2, '[{"field": "expected_value", "before": 100, "after": 80}]')`, [bonusId]);
    await db.dataSource.query(`UPDATE bonus SET terms_version = 2 WHERE id = $1`, [bonusId]);
    await remind(now);
    await remind(now);
    const changed = sent.filter((message) => message.subject === 'Změnily se podmínky bonusu: Měněné podmínky');
    expect(changed.map((message) => message.to)).toEqual(['premium@demo.cz']);
    expect(changed[0].text.replace(/\u00a0/g, ' ')).toContain('se změnily podmínky:\n– Očekávaná hodnota: 100 Kč → 80 Kč\n');
    await db.dataSource.query('DELETE FROM user_bonus_progress WHERE user_id = $1 AND bonus_id = $2', [free.id, bonusId]); // not left for the next tests' runs
  });

  it('describes a changed step whole in the e-mail and points out the due dates it moved for the member', async () => {
    const premium = await userOf('premium@demo.cz');
    const now = new Date();
    const bonusId = await startedBonus(premium, 'Měněné kroky', now, 24 * 30);
    // Started 10. 11. 2026 10:00 in Prague.
    await db.dataSource.query(`UPDATE user_bonus_progress SET started_at = '2026-11-10T09:00:00Z' WHERE user_id = $1 AND bonus_id = $2`, [premium.id, bonusId]);
    const step = (count: number, min_amount: number, days: number) => ({ title: 'Plaťte kartou', subtitle: '', description: '', deadline_days: days, requirement: { kind: 'card_payments', count, min_amount, within_days: days } });
    const changes = [{ field: 'step_list', before: [step(3, 100, 30)], after: [step(2, 200, 14)] }];
    await db.dataSource.query(`INSERT INTO bonus_terms_version (bonus_id, version, changes) VALUES ($1, 2, $2::jsonb)`, [bonusId, JSON.stringify(changes)]);
    await db.dataSource.query(`UPDATE bonus SET terms_version = 2 WHERE id = $1`, [bonusId]);
    await remind(now);
    const [mail] = sent.filter((message) => message.subject === 'Změnily se podmínky bonusu: Měněné kroky');
    expect(mail.text.replace(/\u00a0/g, ' ')).toContain(
      [
        '– Kroky: 1. Plaťte kartou (3 platby kartou od 100 Kč do 30 dnů; splnit do 30 dnů) → 1. Plaťte kartou (2 platby kartou od 200 Kč do 14 dnů; splnit do 14 dnů)',
        '  Nový termín kroku 1. Plaťte kartou: 24. 11. 2026 10:00 (dříve 10. 12. 2026 10:00).',
        '  Platby kroku 1. Plaťte kartou nově stihněte do 23. 11. 2026 (dříve do 9. 12. 2026).',
      ].join('\n'),
    );
  });

  it('reminds of a renewing bonus on each renewing weekday from 8:00 Prague time, once a day', async () => {
    const member = await userOf('free@demo.cz');
    await services.reminders.save(member, { expiring: false, renewals: true, followedTypes: [], termsChanges: true });
    const monday7 = new Date('2030-01-07T06:00:00Z'); // Monday 07:00 in Prague
    await startedBonus(member, 'Pondělní obnova', monday7, 24 * 30, [0]);
    const renewals = () => sent.filter((message) => message.to === 'free@demo.cz').map((message) => message.subject);
    await remind(monday7);
    expect(renewals()).toEqual([]); // too early
    await remind(new Date('2030-01-07T08:00:00Z'));
    await remind(new Date('2030-01-07T15:00:00Z'));
    await remind(new Date('2030-01-08T09:00:00Z')); // Tuesday: no renewal
    await remind(new Date('2030-01-14T09:00:00Z')); // next Monday: again
    expect(renewals()).toEqual(['Dnes se obnovuje: Pondělní obnova', 'Dnes se obnovuje: Pondělní obnova']);
  });

  it('announces new bonuses of followed types added after following began, only those the tier can take', async () => {
    const free = await userOf('free@demo.cz');
    const now = new Date();
    await services.reminders.save(free, { expiring: false, renewals: false, followedTypes: ['bank', 'slot'], termsChanges: true }, now);
    const insert = (name: string, type: string, mark: string | null) =>
      db.dataSource.query(
        `INSERT INTO bonus (name, description_html, start_at, end_at, visible, expected_value_halere, needed_capital_halere, url_bonus_conditions, url_link, risk_rate, company_id, bonus_type, special_mark, created_at)
         SELECT $1, '<p>x</p>', now() - interval '1 hour', now() + interval '10 days', true, 10000, 0, 'https://x.cz', 'https://x.cz', 1, id, $2, $3, now() + interval '1 second' FROM company LIMIT 1`,
        [name, type, mark],
      );
    await insert('Nová banka', 'bank', null);
    await insert('Nové automaty', 'slot', null); // free members take no casino bonuses
    await insert('VIP banka', 'bank', 'VIP'); // premium only
    await insert('Nové live', 'live', null); // not followed
    const later = new Date(Date.now() + 5_000);
    await remind(later);
    await remind(later);
    expect(sent.filter((message) => message.to === 'free@demo.cz').map((message) => message.subject)).toEqual(['Nový bonus: Nová banka']);
  });

  it('waits while the admins have e-mail notifications switched off', async () => {
    const settings = await services.settings.get();
    await services.settings.save({ ...settings, emailNotifications: false });
    expect((await remind()).paused).toBe(true);
    await services.settings.save({ ...settings, emailNotifications: true });
  });
});
