import type { GenerationDto, HomeStatsDto, TierDto } from '@bonus/domain';
import { startTestApi, TestApi } from './testing/test-api';

describe('public calls (REST and GraphQL twins)', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.stop());

  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${api.url}${path}`, { headers });
  const getJson = async <T>(path: string): Promise<T> => (await get(path)).json() as Promise<T>;
  const graphql = async (query: string) => {
    const response = await fetch(`${api.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });
    return { status: response.status, body: (await response.json()) as { data?: Record<string, unknown>; errors?: { message: string; extensions?: Record<string, unknown> }[] } };
  };

  it('GET /tier_all returns the three tiers with first-generation prices 0, 899, 1299', async () => {
    const response = await get('/tier_all');
    expect(response.status).toBe(200);
    const tiers = (await response.json()) as TierDto[];
    expect(tiers.map((t) => [t.name, t.price])).toEqual([
      ['Free', 0],
      ['Basic', 899],
      ['Premium', 1299],
    ]);
    expect(tiers[2]).toMatchObject({ referral_reward: 15, max_return: 15000, button_text: 'Vybrat Premium' });
  });

  it('GET /generation returns the generation on sale', async () => {
    const response = await get('/generation');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: expect.any(Number), name: '1. generace', limit: 1000, in_use: true });
  });

  it('GET /user/get_stats computes the home statistics from the data', async () => {
    const stats = await getJson<HomeStatsDto>('/user/get_stats');
    const [expected] = await api.db.dataSource.query(
      `SELECT (SELECT count(*) FROM app_user WHERE erased_at IS NULL)::int AS users, (SELECT sum(reached_profit_halere) FROM bonus_history_entry WHERE review_status IN ('none', 'approved'))::bigint AS made`,
    );
    expect(stats.total_users).toBe(expected.users);
    expect(stats.total_made).toBe(Math.round(Number(expected.made) / 100));
    expect(stats.avg_month_revenue).toBeGreaterThan(0);
    // The average names its basis: the results of the last 12 months and the members who recorded them.
    const [basis] = await api.db.dataSource.query(
      `SELECT count(*)::int AS results, count(DISTINCT user_id)::int AS earners FROM bonus_history_entry WHERE created_at >= now() - interval '12 months' AND review_status IN ('none', 'approved')`,
    );
    expect(stats).toMatchObject({ avg_month_window: 12, avg_month_results: basis.results, avg_month_earners: basis.earners });
  });

  it('answers the GraphQL twins with the same data', async () => {
    const rest = {
      tiers: await getJson<TierDto[]>('/tier_all'),
      generation: await getJson<GenerationDto>('/generation'),
      stats: await getJson<HomeStatsDto>('/user/get_stats'),
    };
    const { body } = await graphql('{ tiers { id name price referralReward } generation { id currentLoad limit } homeStats { totalUsers totalMade avgMonthRevenue averageMonths averageResults averageEarners } }');
    expect(body.errors).toBeUndefined();
    expect(body.data!.tiers).toEqual(rest.tiers.map((t) => ({ id: t.id, name: t.name, price: t.price, referralReward: t.referral_reward })));
    expect(body.data!.generation).toEqual({ id: rest.generation.id, currentLoad: rest.generation.current_load, limit: rest.generation.limit });
    expect(body.data!.homeStats).toEqual({
      totalUsers: rest.stats.total_users,
      totalMade: rest.stats.total_made,
      avgMonthRevenue: rest.stats.avg_month_revenue,
      averageMonths: rest.stats.avg_month_window,
      averageResults: rest.stats.avg_month_results,
      averageEarners: rest.stats.avg_month_earners,
    });
  });

  it('public calls ignore a stale token instead of failing', async () => {
    expect((await get('/tier_all', { authorization: 'Bearer expired' })).status).toBe(200);
  });

  it('GET /health checks the database and the other dependencies', async () => {
    const response = await get('/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', database: 'ok', checks: { database: { state: 'ok' }, auth: { state: 'ok' } } });
  });

  it('echoes a request id, or makes one', async () => {
    expect((await get('/generation', { 'x-request-id': 'trace-123' })).headers.get('x-request-id')).toBe('trace-123');
    expect((await get('/generation')).headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers unknown paths with 404 and an error text', async () => {
    const response = await get('/no_such_call');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: expect.any(String) });
  });

  it('rejects malformed JSON with 400 and an error text', async () => {
    const response = await fetch(`${api.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{not json' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Neplatná data požadavku.', code: 'VALIDATION_FAILED' });
  });

  it('refuses queries that are too expensive', async () => {
    const aliases = Array.from({ length: 60 }, (_, i) => `t${i}: tiers { id name price features subtitle color buttonText specialMark }`).join(' ');
    const { status, body } = await graphql(`{ ${aliases} }`);
    expect(status).toBe(400);
    expect(body.errors![0].extensions?.code).toBe('QUERY_TOO_COMPLEX');
  });
});
