import { BONUS_TYPES, DEFAULT_SITE_SETTINGS, EARNINGS_STATS_MIN_RESULTS, isUnusualEarnings, valueTermsSchema } from '@bonus/domain';
import { COMMUNITY_OFFERS } from './community-results';
import { createTestDatabase, TestDatabase } from '../../testing/test-database';
import { UserEntity } from '../../features/users/user.entity';
import { memberContext } from '../../features/users/member-context';
import { testServices } from '../../testing/test-services';
import { DEMO_USERS } from './demo-users';
import { seedDemoData } from './seed';

describe('demo seed', () => {
  let db: TestDatabase;
  const now = new Date('2026-11-22T10:00:00Z');
  const query = (text: string, params?: unknown[]) => db.dataSource.query(text, params);

  beforeAll(async () => {
    db = await createTestDatabase();
    expect(await seedDemoData(db.dataSource, now)).toBe(true);
  });
  afterAll(() => db.drop());

  it('loads the three tiers with the spec prices and referral shares', async () => {
    const tiers = await query('SELECT code, base_price_halere, referral_reward_percent, max_return_czk FROM tier ORDER BY id');
    expect(tiers).toEqual([
      { code: 'free', base_price_halere: 0, referral_reward_percent: 5, max_return_czk: 2000 },
      { code: 'basic', base_price_halere: 89900, referral_reward_percent: 10, max_return_czk: 8000 },
      { code: 'premium', base_price_halere: 129900, referral_reward_percent: 15, max_return_czk: 15000 },
    ]);
  });

  it('puts the first generation on sale with its load equal to the paid members', async () => {
    const generations = await query('SELECT number, in_use, current_load FROM generation ORDER BY number');
    expect(generations.map((g: { number: number }) => g.number)).toEqual([1, 2, 3]);
    expect(generations.filter((g: { in_use: boolean }) => g.in_use)).toHaveLength(1);
    expect(generations[0].in_use).toBe(true);
    const [{ paid }] = await query(`SELECT count(*)::int AS paid FROM subscription_order WHERE status = 'active'`);
    expect(generations[0].current_load).toBe(paid);
  });

  it('gives demo offers every kind of eligibility rule and step deadlines, and each a first terms version', async () => {
    const kinds = await query(`SELECT DISTINCT r->>'kind' AS kind FROM bonus, jsonb_array_elements(eligibility_rules) r ORDER BY 1`);
    expect(kinds.map((row: { kind: string }) => row.kind)).toEqual(['age', 'never_account', 'no_account_within', 'once_per_person']);
    const [{ dated }] = await query(`SELECT count(*)::int AS dated FROM bonus_step WHERE deadline_days IS NOT NULL`);
    expect(dated).toBeGreaterThan(0);
    const [{ missing }] = await query(`SELECT count(*)::int AS missing FROM bonus b WHERE NOT EXISTS (SELECT 1 FROM bonus_terms_version v WHERE v.bonus_id = b.id AND v.version = 1)`);
    expect(missing).toBe(0);
  });

  it('gives the free member an offer claimable from a date (with a reminder on that day) and one not claimable at all', async () => {
    const rows = await query(
      `SELECT b.name, r.remind_at FROM bonus b JOIN app_user u ON u.email = 'free@demo.cz'
         LEFT JOIN eligibility_reminder r ON r.user_id = u.id AND r.bonus_id = b.id
        WHERE b.eligibility_rules @> '[{"kind": "no_account_within"}]' AND b.company_id = (SELECT id FROM company WHERE name = 'MONETA Money Bank')`,
    );
    // The MONETA account closed 120 days before seeding; 12 months later, from Prague midnight.
    expect(rows).toEqual([{ name: 'MONETA: 1\u00a0200\u00a0Kč za Tomíka', remind_at: new Date('2027-07-24T22:00:00Z') }]);
    const [{ open }] = await query(
      `SELECT count(*)::int AS open FROM member_account a JOIN app_user u ON u.id = a.user_id JOIN company c ON c.id = a.company_id
        WHERE u.email = 'free@demo.cz' AND c.name = 'Raiffeisenbank' AND a.closed_at IS NULL`,
    );
    expect(open).toBe(1);
  });

  it("shows the free member's statements counting toward the Komerční banka offer they work on: 2 of 3 card payments, the bet left out", async () => {
    const member = await db.dataSource.getRepository(UserEntity).findOneOrFail({ where: { email: 'free@demo.cz' }, relations: { tier: true } });
    const offers = await testServices(db.dataSource).bonuses.list(memberContext(member), new Date(now.getTime() + 60_000));
    const kb = offers.find((offer) => offer.name === 'Komerční banka: 1\u00a0000\u00a0Kč za Můj účet Plus')!;
    expect(kb.stepIdx).toBeGreaterThan(0);
    const progress = kb.requirementProgress!.find((step) => step !== null)!;
    expect({ done: progress.done, needed: progress.needed, met: progress.met }).toEqual({ done: 2, needed: 3, met: false });
    expect(progress.counted.map((payment) => payment.counterparty).sort()).toEqual(['DM DROGERIE', 'LIDL PRAHA']);
  });

  it('gives every demo bank its ČNB code and no casino one', async () => {
    const rows = await query(`SELECT name, bank_code FROM company WHERE bank_code IS NOT NULL ORDER BY bank_code`);
    expect(rows.map((row: { name: string; bank_code: string }) => `${row.bank_code} ${row.name}`)).toEqual([
      '0100 Komerční banka', '0300 ČSOB', '0600 MONETA Money Bank', '0800 Česká spořitelna', '2010 Fio banka', '2700 UniCredit Bank', '3030 Air Bank', '5500 Raiffeisenbank', '6210 mBank',
    ]);
  });

  it('gives shown casino offers of every casino type value terms the admin form accepts, and no bank offer any', async () => {
    const rows: { bonus_type: string; value_terms: unknown }[] = await query(`SELECT bonus_type, value_terms FROM bonus WHERE value_terms IS NOT NULL`);
    expect(new Set(rows.map((row) => row.bonus_type))).toEqual(new Set(['slot', 'live', 'registration']));
    for (const row of rows) expect(valueTermsSchema.parse(row.value_terms)).toEqual(row.value_terms);
  });

  it('has at least 30 bonuses of every type, each with steps', async () => {
    const rows = await query(`SELECT bonus_type, count(*)::int AS n FROM bonus GROUP BY bonus_type`);
    expect(rows.reduce((sum: number, r: { n: number }) => sum + r.n, 0)).toBeGreaterThanOrEqual(30);
    expect(rows.map((r: { bonus_type: string }) => r.bonus_type).sort()).toEqual([...BONUS_TYPES].sort());
    const [{ without }] = await query(`SELECT count(*)::int AS without FROM bonus b WHERE NOT EXISTS (SELECT 1 FROM bonus_step s WHERE s.bonus_id = b.id)`);
    expect(without).toBe(0);
  });

  it('covers every validity window the screens show', async () => {
    const [windows] = await query(
      `SELECT
         count(*) FILTER (WHERE start_at > $1)::int AS upcoming,
         count(*) FILTER (WHERE start_at <= $1 AND end_at > $1 + interval '1 day')::int AS active,
         count(*) FILTER (WHERE end_at > $1 AND end_at <= $1 + interval '1 hour')::int AS within_hour,
         count(*) FILTER (WHERE end_at > $1 + interval '1 hour' AND end_at <= $1 + interval '1 day')::int AS within_day,
         count(*) FILTER (WHERE end_at <= $1)::int AS expired
       FROM bonus`,
      [now],
    );
    for (const count of Object.values(windows)) expect(count).toBeGreaterThan(0);
  });

  it('creates the demo admin and one member on each tier', async () => {
    const users = await query(`SELECT u.firebase_uid, u.admin, t.code FROM app_user u JOIN tier t ON t.id = u.tier_id WHERE firebase_uid IS NOT NULL`);
    expect(users).toHaveLength(DEMO_USERS.length);
    expect(users.filter((u: { admin: boolean }) => u.admin)).toHaveLength(1);
    const memberTiers = users.filter((u: { admin: boolean }) => !u.admin).map((u: { code: string }) => u.code).sort();
    expect(memberTiers).toEqual(['basic', 'free', 'premium']);
  });

  it('keeps every member total equal to the sum of its ledger', async () => {
    const mismatches = await query(`
      SELECT u.name FROM app_user u
      WHERE u.bonus_revenue_halere <> (SELECT coalesce(sum(reached_profit_halere), 0) FROM bonus_history_entry h WHERE h.user_id = u.id)
         OR u.completed_bonus_count <> (SELECT count(*) FROM bonus_history_entry h WHERE h.user_id = u.id)
         OR u.referral_revenue_halere <> (SELECT coalesce(sum(rr.amount_halere), 0) FROM referral_reward rr JOIN referral r ON r.id = rr.referral_id WHERE r.referrer_id = u.id)
         OR u.paid_out_halere <> (SELECT coalesce(sum(amount_halere), 0) FROM payout_transaction p WHERE p.user_id = u.id AND p.status = 'paid')
         OR u.balance_halere <> u.referral_revenue_halere - u.paid_out_halere
              - (SELECT coalesce(sum(amount_halere), 0) FROM payout_transaction p WHERE p.user_id = u.id AND p.status = 'pending')`);
    expect(mismatches).toEqual([]);
  });

  it('gives every member dashboard screen data: history, referrals, payouts, progress', async () => {
    const [counts] = await query(`SELECT
      (SELECT count(*) FROM bonus_history_entry)::int AS history,
      (SELECT count(*) FROM referral)::int AS referrals,
      (SELECT count(*) FROM referral_code)::int AS codes,
      (SELECT count(*) FROM payout_transaction)::int AS payouts,
      (SELECT count(*) FROM user_bonus_progress)::int AS progress,
      (SELECT count(*) FROM investment_product)::int AS products,
      (SELECT count(*) FROM faq)::int AS faqs`);
    for (const count of Object.values(counts)) expect(count).toBeGreaterThan(0);
  });

  it('lets the demo premium member show a withdrawal, requests nothing below the minimum and starts no offer before it opens', async () => {
    const minimum = DEFAULT_SITE_SETTINGS.minWithdrawal * 100;
    const [premium] = await query(`SELECT balance_halere::int AS balance FROM app_user WHERE firebase_uid = 'demo-premium'`);
    expect(premium.balance).toBeGreaterThan(minimum);
    const [payouts] = await query(`SELECT count(*)::int AS all, count(*) FILTER (WHERE amount_halere < $1)::int AS below FROM payout_transaction`, [minimum]);
    expect(payouts).toEqual({ all: expect.any(Number), below: 0 });
    const early = await query(
      `SELECT b.name FROM bonus b WHERE b.start_at > $1
         AND (EXISTS (SELECT 1 FROM user_bonus_progress p WHERE p.bonus_id = b.id) OR EXISTS (SELECT 1 FROM bonus_history_entry h WHERE h.bonus_id = b.id))`,
      [now],
    );
    expect(early).toEqual([]);
  });

  it("leaves one unusual result waiting for the admin's review, far enough above its offer's expected value to need one", async () => {
    const pending: Array<{ reached: number; expected: number }> = await query(
      `SELECT e.reached_profit_halere / 100 AS reached, b.expected_value_halere / 100 AS expected FROM bonus_history_entry e JOIN bonus b ON b.id = e.bonus_id WHERE e.review_status = 'pending'`,
    );
    expect(pending).toHaveLength(1);
    expect(isUnusualEarnings(pending[0].reached, pending[0].expected)).toBe(true);
  });

  it('gives some shown offers 30 or more counted results (earnings_stats) and leaves others below, so both states show', async () => {
    const counts: { name: string; results: number }[] = await query(
      `SELECT b.name, count(e.id)::int AS results FROM bonus b LEFT JOIN bonus_history_entry e ON e.bonus_id = b.id AND e.review_status IN ('none', 'approved')
        WHERE b.visible AND b.end_at > $1 GROUP BY b.id`,
      [now],
    );
    const enough = counts.filter((row) => row.results >= EARNINGS_STATS_MIN_RESULTS).map((row) => row.name);
    expect(enough.sort()).toEqual([...COMMUNITY_OFFERS].sort());
    expect(counts.some((row) => row.results < EARNINGS_STATS_MIN_RESULTS)).toBe(true);
  });

  it('does nothing on a database that already has data', async () => {
    const [before] = await query('SELECT count(*)::int AS n FROM bonus');
    expect(await seedDemoData(db.dataSource, now)).toBe(false);
    const [after] = await query('SELECT count(*)::int AS n FROM bonus');
    expect(after.n).toBe(before.n);
  });
});
