/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies in tests */
import { EARNINGS_STATS_MIN_RESULTS } from '@bonus/domain';
import { startTestApi, TestApi } from './testing/test-api';

/** Issue #38 §2 on the REST contract, on real PostgreSQL: earnings_stats of an offer from members' approved results only. */
describe('earnings_stats in GET /bonus_all', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.stop());

  const db = () => api.db.dataSource;
  const listed = async (token: string) => (await api.call('GET', '/bonus_all', { token })).body as any[];
  /** One synthetic member per amount (haléře), each with that result of the offer under the given review status. */
  const results = async (bonusId: number, amounts: number[], status: string) => {
    const users: { id: string }[] = await db().query(`INSERT INTO app_user (name, tier_id) SELECT 'Statistika ' || g, 1 FROM generate_series(1, $1::int) g RETURNING id`, [amounts.length]);
    const ids: { id: number }[] = await db().query(
      `INSERT INTO bonus_history_entry (user_id, bonus_id, reached_profit_halere, review_status) SELECT u, $2, a, $4 FROM unnest($1::uuid[], $3::int[]) AS t(u, a) RETURNING id`,
      [users.map((user) => user.id), bonusId, amounts, status],
    );
    return ids.map((row) => row.id);
  };

  it('is null below 30 approved results, and from 30 on the median and quartiles as percentile_cont computes them', async () => {
    const member = await api.newMember();
    const admin = await api.newMember({ admin: true });
    const before = await listed(member.idToken);
    const offer = before.find((bonus) => bonus.earnings_stats === null && bonus.bonus_type_name === 'slot')!;
    const [{ already }] = await db().query(`SELECT count(*)::int AS already FROM bonus_history_entry WHERE bonus_id = $1`, [offer.id]);
    const missing = EARNINGS_STATS_MIN_RESULTS - 1 - already;
    // Wins and losses around the expected value; one entry far above it waits for review, one was refused.
    await results(offer.id, Array.from({ length: missing }, (_, index) => (index % 5 === 0 ? -30000 : 40000 + index * 3150)), 'none');
    // Results recorded more than 12 months ago name no figure of the last 12 months: they never count.
    const old = await results(offer.id, [500_000, 600_000, 700_000], 'none');
    await db().query(`UPDATE bonus_history_entry SET created_at = now() - interval '13 months' WHERE id = ANY($1::int[])`, [old]);
    const [pending] = await results(offer.id, [2_000_000], 'pending');
    await results(offer.id, [9_000_000], 'rejected');

    const [seen] = (await listed(member.idToken)).filter((bonus) => bonus.id === offer.id);
    expect(seen.earnings_stats).toBeNull();

    // The admin's approval brings the 30th counted result: the list shows the stats at once.
    const approved = await api.call('POST', '/graphql', { token: admin.idToken, body: { query: `mutation { reviewEarnings(id: ${pending}, approve: true) }` } });
    expect(approved.body).toEqual({ data: { reviewEarnings: true } });
    const [expected] = await db().query(
      `SELECT count(*)::int AS n, percentile_cont(0.5) WITHIN GROUP (ORDER BY reached_profit_halere) AS median,
              percentile_cont(0.25) WITHIN GROUP (ORDER BY reached_profit_halere) AS p25, percentile_cont(0.75) WITHIN GROUP (ORDER BY reached_profit_halere) AS p75
         FROM bonus_history_entry WHERE bonus_id = $1 AND review_status IN ('none', 'approved') AND created_at >= now() - interval '12 months'`,
      [offer.id],
    );
    const czk = (halere: number) => Math.round(Math.round(halere) / 100);
    const stats = (await listed(member.idToken)).find((bonus) => bonus.id === offer.id).earnings_stats;
    expect(stats).toEqual({ n: EARNINGS_STATS_MIN_RESULTS, median: czk(expected.median), p25: czk(expected.p25), p75: czk(expected.p75) });
    expect(stats.p25).toBeLessThanOrEqual(stats.median);
    expect(stats.median).toBeLessThanOrEqual(stats.p75);

    // The same figures in GET /bonus and in the web's GraphQL.
    expect((await api.call('GET', `/bonus?id=${offer.id}`, { token: member.idToken })).body.earnings_stats).toEqual(stats);
    const { data } = (await api.call('POST', '/graphql', { token: member.idToken, body: { query: `{ bonuses { id earningsStats { n median p25 p75 } } }` } })).body;
    expect(data.bonuses.find((bonus: any) => bonus.id === offer.id).earningsStats).toEqual(stats);
  });

  it('gives the seeded community offers their stats and leaves the other offers at null', async () => {
    const { idToken } = await api.newMember();
    const list = await listed(idToken);
    expect(list.filter((bonus) => bonus.earnings_stats).length).toBeGreaterThanOrEqual(3);
    expect(list.some((bonus) => bonus.earnings_stats === null)).toBe(true);
  });
});
