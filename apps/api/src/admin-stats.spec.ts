import { startTestApi, TestApi } from './testing/test-api';

describe('admin overview and analytics from live data', () => {
  let api: TestApi;
  let admin: string;
  beforeAll(async () => {
    api = await startTestApi();
    admin = (await api.newMember({ admin: true })).idToken;
  });
  afterAll(() => api.stop());

  const gql = async (token: string, query: string) => (await api.call('POST', '/graphql', { token, body: { query } })).body;

  it('reports members, conversion, active bonuses, earnings, members active now and recent events', async () => {
    const member = await api.idToken('basic@demo.cz');
    await api.call('GET', '/user', { token: member });
    const { data } = await gql(admin, '{ adminOverview { totalUsers activeBonuses totalEarnings conversionRate activeUsers todayBonuses todayIncome recentActivity { kind text timestamp memberId memberName } } }');
    const [row] = await api.db.dataSource.query(
      `SELECT (SELECT count(*)::int FROM app_user WHERE erased_at IS NULL) AS users, (SELECT count(*)::int FROM app_user WHERE erased_at IS NULL AND tier_id > 1) AS paid,
              (SELECT coalesce(sum(reached_profit_halere), 0)::bigint FROM bonus_history_entry WHERE review_status IN ('none', 'approved')) AS earnings`,
    );
    expect(data.adminOverview).toMatchObject({ totalUsers: row.users, totalEarnings: Math.round(Number(row.earnings) / 100), conversionRate: row.paid / row.users });
    expect(data.adminOverview.activeUsers).toBeGreaterThanOrEqual(2);
    expect(data.adminOverview.activeBonuses).toBeGreaterThan(10);
    expect(data.adminOverview.recentActivity.length).toBe(10);
    const times = data.adminOverview.recentActivity.map((e: { timestamp: number }) => e.timestamp);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(data.adminOverview.recentActivity.every((e: { memberId: string; memberName: string }) => e.memberId && e.memberName)).toBe(true);
  });

  it('gives the key figures of this month against the same span of the last, the payouts waiting and twelve months of revenue in Kč', async () => {
    const { data } = await gql(
      admin,
      '{ adminOverviewTrends { month previousMonth members { current previous } registrations { current previous } revenue { current previous } bonuses { current previous } pendingPayouts { count amount unbatched } revenueByMonth { month value } missedStepsByMonth { month value } } }',
    );
    const trends = data.adminOverviewTrends;
    const [row] = await api.db.dataSource.query(
      `SELECT (SELECT count(*)::int FROM app_user WHERE erased_at IS NULL) AS members,
              (SELECT count(*)::int FROM payout_transaction WHERE status = 'pending') AS pending, (SELECT coalesce(sum(amount_halere), 0)::int FROM payout_transaction WHERE status = 'pending') AS pending_halere`,
    );
    expect(trends.members.current).toBe(row.members);
    expect(trends.pendingPayouts).toMatchObject({ count: row.pending, amount: Math.round(row.pending_halere / 100) });
    expect(trends.revenueByMonth).toHaveLength(12);
    expect(trends.revenueByMonth[11]).toEqual({ month: trends.month, value: trends.revenue.current });
    expect(trends.missedStepsByMonth.map((row: { month: string }) => row.month)).toEqual(trends.revenueByMonth.map((row: { month: string }) => row.month));
    expect(trends.previousMonth < trends.month).toBe(true);
  });

  it('gives twelve months of registrations and earnings, the tier split and generation fill', async () => {
    const { data } = await gql(admin, '{ adminAnalytics { registrations { month value } earnings { month value } tiers { name count percent } generations { name limit load revenue } } }');
    const analytics = data.adminAnalytics;
    expect(analytics.registrations).toHaveLength(12);
    expect(analytics.earnings).toHaveLength(12);
    expect(analytics.tiers.map((t: { name: string }) => t.name)).toEqual(['Free', 'Basic', 'Premium']);
    expect(Math.abs(analytics.tiers.reduce((s: number, t: { percent: number }) => s + t.percent, 0) - 100)).toBeLessThanOrEqual(2);
    expect(analytics.generations[0]).toMatchObject({ limit: expect.any(Number), load: expect.any(Number) });
  });

  it('is for admins only', async () => {
    const member = (await api.newMember()).idToken;
    expect((await gql(member, '{ adminOverview { totalUsers } }')).errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await gql(member, '{ adminOverviewTrends { month } }')).errors[0].extensions.code).toBe('FORBIDDEN');
  });
});
