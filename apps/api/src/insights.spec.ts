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
    expect((await api.call('POST', '/bonus_history', { token, body: { bonus_id: third.id, reached_profit: 6500 } })).status).toBe(201);
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
});
