/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies in tests */
import { errorMessage, TIER_LIMITS } from '@bonus/domain';
import { startTestApi, TestApi } from './testing/test-api';

const RISK_QUERY = `{ riskOverview { capitalTiedUp averageRisk capitalByRisk { riskRate capital } startedBonuses { id name neededCapital riskRate endTimestamp }
  monthReturn maxMonthReturn monthReturnPercent returnLevel } }`;

describe('what the tiers promise: risk management', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.stop());

  const member = async (tier: 'free' | 'basic' | 'premium') => {
    const account = await api.newMember();
    await api.db.dataSource.query('UPDATE app_user SET tier_id = $2 WHERE firebase_uid = $1', [account.uid, { free: 1, basic: 2, premium: 3 }[tier]]);
    return account;
  };
  const gql = async (token: string, query: string) => (await api.call('POST', '/graphql', { token, body: { query } })).body;
  const openBanks = async (token: string) =>
    ((await api.call('GET', '/bonus_all', { token })).body as any[]).filter((b) => b.bonus_type_name === 'bank' && !b.lock && b.step_idx === 0 && b.start_timestamp * 1000 < Date.now());

  it('is refused to free members with a Czech message, and to visitors', async () => {
    const free = await member('free');
    const answer = await gql(free.idToken, RISK_QUERY);
    expect(answer.data).toBeNull();
    expect(answer.errors[0]).toMatchObject({ message: errorMessage('FEATURE_LOCKED'), extensions: { code: 'FEATURE_LOCKED' } });
    expect(errorMessage('FEATURE_LOCKED')).toBe('Tato funkce je součástí vyššího členství.');
    expect((await api.call('POST', '/graphql', { body: { query: RISK_QUERY } })).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('adds up the capital of started, unfinished bonuses and this month’s return against the tier maximum', async () => {
    const basic = await member('basic');
    const token = basic.idToken;
    const [first, second, third] = await openBanks(token);
    for (const bonus of [first, second, third]) expect((await api.call('PUT', '/bonus_progress', { token, body: { bonus_id: bonus.id, step_idx: 1 } })).status).toBe(200);
    // The third is finished this month (its capital is free again, its profit counts); a hidden one does not count.
    for (let step = 2; step <= third.step_list.length; step++) await api.call('PUT', '/bonus_progress', { token, body: { bonus_id: third.id, step_idx: step } });
    expect((await api.call('POST', '/bonus_history', { token, body: { bonus_id: third.id, reached_profit: 6500, confirm_unusual: true } })).status).toBe(201);
    // An entry from last month stays out of this month's return.
    await api.db.dataSource.query(
      `INSERT INTO bonus_history_entry (user_id, bonus_id, reached_profit_halere, created_at)
       SELECT u.id, b.id, 99900, date_trunc('month', now()) - interval '3 days' FROM app_user u, bonus b WHERE u.firebase_uid = $1 AND b.id NOT IN ($2, $3, $4) LIMIT 1`,
      [basic.uid, first.id, second.id, third.id],
    );

    const { data } = await gql(token, RISK_QUERY);
    const overview = data.riskOverview;
    expect(overview.startedBonuses.map((b: any) => b.id).sort()).toEqual([first.id, second.id].sort());
    expect(overview.capitalTiedUp).toBe(first.needed_capital + second.needed_capital);
    expect(overview.capitalByRisk.reduce((sum: number, entry: any) => sum + entry.capital, 0)).toBe(overview.capitalTiedUp);
    expect(overview).toMatchObject({ monthReturn: 6500, maxMonthReturn: TIER_LIMITS.basic.maxReturnPerMonthCzk, monthReturnPercent: 81, returnLevel: 'near' });

    await api.call('PUT', '/bonus_hide', { token, body: { id: second.id } });
    expect((await gql(token, RISK_QUERY)).data.riskOverview.startedBonuses.map((b: any) => b.id)).toEqual([first.id]);
  });

  describe('monthly report', () => {
    const REPORT = (month: string) => `{ monthlyReport(month: "${month}") {
      current { month completedCount earnings earningsByType { type count earnings } successRate referralIncome payouts }
      previous { month completedCount earnings successRate referralIncome payouts }
      change { completedCount earnings successRate referralIncome payouts }
      taxPosition { year gambling { gameType net } gamblingLimit otherIncome { total limit } } } }`;

    it('sums a month in Prague time against the month before: bonuses by type, success rate, referral income and payouts', async () => {
      const basic = await member('basic');
      const invited = await api.newMember();
      const db = api.db.dataSource;
      const [{ id: userId }] = await db.query('SELECT id FROM app_user WHERE firebase_uid = $1', [basic.uid]);
      // A member completes each bonus once: every entry is another bonus of the type.
      const bonusesOf = async (type: string) => (await db.query('SELECT id FROM bonus WHERE bonus_type = $1 ORDER BY id LIMIT 3', [type])).map((row: { id: number }) => row.id);
      const [banks, slots] = [await bonusesOf('bank'), await bonusesOf('slot')];
      const entry = (bonusId: number, czk: number, at: string) =>
        db.query('INSERT INTO bonus_history_entry (user_id, bonus_id, reached_profit_halere, created_at) VALUES ($1, $2, $3, $4)', [userId, bonusId, czk * 100, at]);
      await entry(banks[0], 1500, '2026-09-30T22:30:00Z'); // 1 October 00:30 in Prague: October
      await entry(slots[0], -200, '2026-10-15T10:00:00Z');
      await entry(slots[1], 0, '2026-10-31T22:59:00Z'); // 31 October 23:59 in Prague: October
      await entry(banks[1], 999, '2026-10-31T23:30:00Z'); // 1 November 00:30 in Prague: not October
      await entry(banks[2], 800, '2026-09-10T10:00:00Z'); // September
      const [{ id: referralId }] = await db.query(
        'INSERT INTO referral (referrer_id, referred_id) SELECT $1, id FROM app_user WHERE firebase_uid = $2 RETURNING id',
        [userId, invited.uid],
      );
      await db.query(`INSERT INTO referral_reward (referral_id, provider_payment_id, amount_halere, created_at) VALUES ($1, 'pay-oct', 8990, '2026-10-05T10:00:00Z'), ($1, 'pay-sep', 4490, '2026-09-05T10:00:00Z')`, [referralId]);
      await db.query(
        // Payouts count in the month the bank paid them: asked for in September, paid in October; returned ones never.
        `INSERT INTO payout_transaction (user_id, amount_halere, status, paid_on, failure_reason, bank_account, created_at) VALUES
           ($1, 50000, 'paid', '2026-10-07', NULL, '19-2000145399/0800', '2026-09-30T10:00:00Z'), ($1, 30000, 'failed', NULL, 'Účet neexistuje', '19-2000145399/0800', '2026-10-08T10:00:00Z'),
           ($1, 20000, 'pending', NULL, NULL, '19-2000145399/0800', '2026-10-09T10:00:00Z')`,
        [userId],
      );

      const { data, errors } = await gql(basic.idToken, REPORT('2026-10'));
      expect(errors).toBeUndefined();
      expect(data.monthlyReport.current).toEqual({
        month: '2026-10',
        completedCount: 3,
        earnings: 1300,
        earningsByType: [
          { type: 'bank', count: 1, earnings: 1500 },
          { type: 'slot', count: 2, earnings: -200 },
        ],
        successRate: 1 / 3,
        referralIncome: 90,
        payouts: 500,
      });
      expect(data.monthlyReport.previous).toEqual({ month: '2026-09', completedCount: 1, earnings: 800, successRate: 1, referralIncome: 45, payouts: 0 });
      expect(data.monthlyReport.change).toMatchObject({ completedCount: 2, earnings: 500, referralIncome: 45, payouts: 500 });
      // The year as it stood at the end of October: both months' bank bonuses and rewards, not November's.
      expect(data.monthlyReport.taxPosition).toEqual({
        year: 2026,
        gambling: [
          { gameType: 'technicke_hry', net: -200 },
          { gameType: 'zive_hry', net: 0 },
        ],
        gamblingLimit: 50_000,
        otherIncome: { total: 2435, limit: 30_000 },
      });
    });

    it('is refused to free members and refuses a malformed month in Czech', async () => {
      const free = await member('free');
      expect((await gql(free.idToken, REPORT('2026-10'))).errors[0].extensions.code).toBe('FEATURE_LOCKED');
      const premium = await member('premium');
      for (const month of ['2026-13', '0000-01']) {
        const malformed = await gql(premium.idToken, REPORT(month));
        expect(malformed.errors[0]).toMatchObject({ message: 'Zadejte měsíc ve tvaru RRRR-MM (rok 2000 až 2999).', extensions: { code: 'VALIDATION_FAILED' } });
      }
    });
  });

  describe('tax report', () => {
    it('gives premium members the year by game type and other income as a summary, a CSV and a PDF with Czech text; others are refused', async () => {
      const premium = await member('premium');
      const db = api.db.dataSource;
      const [{ id: userId }] = await db.query('SELECT id FROM app_user WHERE firebase_uid = $1', [premium.uid]);
      const [bank] = await db.query(`SELECT id, name FROM bonus WHERE bonus_type = 'bank' ORDER BY id LIMIT 1`);
      const [slot] = await db.query(`SELECT id, name FROM bonus WHERE bonus_type = 'slot' ORDER BY id LIMIT 1`);
      const [live] = await db.query(`SELECT id FROM bonus WHERE bonus_type = 'live' ORDER BY id LIMIT 1`);
      const entry = (bonusId: number, czk: number, at: string) =>
        db.query('INSERT INTO bonus_history_entry (user_id, bonus_id, reached_profit_halere, created_at) VALUES ($1, $2, $3, $4)', [userId, bonusId, czk * 100, at]);
      await entry(bank.id, 1500, '2025-03-01T10:00:00Z');
      await entry(slot.id, 700, '2025-12-31T22:59:00Z'); // 31 December 23:59 in Prague: 2025
      await entry(live.id, 400, '2025-12-31T23:30:00Z'); // 1 January 2026 in Prague: not 2025

      const summary = await gql(premium.idToken, '{ taxReport(year: 2025) { year summary { gambling { gameType net } otherIncome { total } } entryCount } }');
      expect(summary.data.taxReport).toEqual({
        year: 2025,
        summary: { gambling: [{ gameType: 'technicke_hry', net: 700 }, { gameType: 'zive_hry', net: 0 }], otherIncome: { total: 1500 } },
        entryCount: 2,
      });
      // The same figures as GET /tax_summary: one computation.
      const rest = (await api.call('GET', '/tax_summary?year=2025', { token: premium.idToken })).body;
      expect(rest.gambling).toEqual([{ game_type: 'technicke_hry', net: 700 }, { game_type: 'zive_hry', net: 0 }]);
      expect(rest.other_income.total).toBe(1500);

      const csv: string = (await gql(premium.idToken, '{ taxReportCsv(year: 2025) }')).data.taxReportCsv;
      expect(csv).toContain(`2025-03-01;Bankovní bonusy;`);
      expect(csv).toContain(`2025-12-31;Hazardní hry: technické hry;`);
      expect(csv).toContain(';Čistá výhra: Technické hry (limit 50\u00a0000\u00a0Kč);;700\r\n');
      expect(csv).toContain('nikoli daňové poradenství');

      const pdf = Buffer.from((await gql(premium.idToken, '{ taxReportPdf(year: 2025) }')).data.taxReportPdf, 'base64');
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.length).toBeGreaterThan(5000); // the embedded font subset with the Czech letters

      const basic = await member('basic');
      expect((await gql(basic.idToken, '{ taxReport(year: 2025) { entryCount } }')).errors[0].extensions.code).toBe('FEATURE_LOCKED');
      expect((await gql(premium.idToken, '{ taxReport(year: 2019) { entryCount } }')).errors[0].message).toContain('Přehled je k dispozici od roku 2020.');
    });
  });

  describe('weekly analysis', () => {
    const WEEKLY = '{ weeklyAnalysis { minutesPerStep byHour { id valuePerHour hours } byCapital { id valuePerCzk } expiringThisWeek { id endTimestamp } } }';

    it('ranks the premium member’s open, running bonuses per hour and per crown and lists those ending within a week', async () => {
      const premium = await member('premium');
      const open = ((await api.call('GET', '/bonus_all', { token: premium.idToken })).body as any[]).filter((b) => !b.lock && b.start_timestamp * 1000 <= Date.now());
      const { data, errors } = await gql(premium.idToken, WEEKLY);
      expect(errors).toBeUndefined();
      const analysis = data.weeklyAnalysis;
      expect(analysis.minutesPerStep).toBe(15);
      const perHour = (b: any) => Math.round(b.expected_value / (b.step_list.length * 0.25));
      const best = [...open].sort((a, b) => perHour(b) - perHour(a) || a.id - b.id).slice(0, 5);
      expect(analysis.byHour.map((b: any) => b.id)).toEqual(best.map((b) => b.id));
      expect(analysis.byHour[0].valuePerHour).toBe(perHour(best[0]));
      // Bonuses needing no capital lead the per-crown ranking.
      const free = open.filter((b) => b.needed_capital === 0).length;
      expect(analysis.byCapital.slice(0, Math.min(free, 5)).every((b: any) => b.valuePerCzk === null)).toBe(true);
      const weekAhead = Date.now() / 1000 + 7 * 24 * 3600;
      expect(analysis.expiringThisWeek.map((b: any) => b.id).sort()).toEqual(open.filter((b) => b.end_timestamp <= weekAhead).map((b) => b.id).sort());
      expect(analysis.expiringThisWeek.length).toBeGreaterThan(0); // the demo catalogue has bonuses ending today and tomorrow
    });

    it('is premium only', async () => {
      const basic = await member('basic');
      expect((await gql(basic.idToken, WEEKLY)).errors[0].extensions.code).toBe('FEATURE_LOCKED');
    });
  });
});
