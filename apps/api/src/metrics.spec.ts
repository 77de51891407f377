import { appOperationByHash } from './testing/app-operation';
import { metricSample } from './testing/metric-sample';
import { startTestApi, TestApi } from './testing/test-api';

const TOKEN = 'metrics-token-of-the-test';

describe('GET /metrics', () => {
  let api: TestApi;
  const scrape = async () => (await fetch(`${api.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();

  beforeAll(async () => {
    api = await startTestApi({ env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => api.stop());

  it('refuses a scrape without the configured token, in Czech, and shows nothing', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${TOKEN}x`]) {
      const response = await fetch(`${api.url}/metrics`, { headers: authorization ? { authorization } : {} });
      expect(response.status).toBe(401);
      const body = await response.text();
      expect(JSON.parse(body).error).toBe('Přístup k metrikám vyžaduje platný token.');
      expect(body).not.toContain('http_requests_total');
    }
  });

  it('counts requests per matched route and status, never per raw path', async () => {
    await api.call('GET', '/tier_all');
    await api.call('GET', '/tier_all');
    await api.call('GET', '/bonus?id=1'); // no token: 401
    await api.call('GET', '/no/such/path/123');
    await fetch(`${api.url}/tier_all`, { method: 'HEAD' });
    const text = await scrape();
    expect(metricSample(text, 'http_requests_total', { method: 'HEAD', route: '/tier_all', status: '200' })).toBe(1);
    expect(metricSample(text, 'http_requests_total', { method: 'GET', route: '/tier_all', status: '200' })).toBe(2);
    expect(metricSample(text, 'http_requests_total', { method: 'GET', route: '/bonus', status: '401' })).toBe(1);
    expect(metricSample(text, 'http_requests_total', { method: 'GET', route: 'unmatched', status: '404' })).toBe(1);
    expect(text).not.toContain('/no/such/path');
    expect(metricSample(text, 'http_request_duration_seconds_count', { route: '/tier_all', status: '200' })).toBe(2);
  });

  it('counts GraphQL operations by name and outcome, and names the pool, the shared cache and the process', async () => {
    await api.call('POST', '/graphql', { body: { query: 'query HomeTiers { tiers { id } }' } });
    await api.call('POST', '/graphql', { body: { query: 'query MyProfile { me { id } }' } }); // not signed in
    await api.call('POST', '/graphql', { body: { query: '{ nonsense }' } });
    const text = await scrape();
    expect(metricSample(text, 'graphql_operations_total', { operation: 'HomeTiers', type: 'query', outcome: 'ok' })).toBe(1);
    expect(metricSample(text, 'graphql_operations_total', { operation: 'MyProfile', type: 'query', outcome: 'error' })).toBe(1);
    expect(metricSample(text, 'graphql_operations_total', { operation: 'anonymous', type: 'invalid', outcome: 'error' })).toBe(1);
    expect(metricSample(text, 'http_requests_total', { method: 'POST', route: '/graphql', status: '200' })).toBeGreaterThanOrEqual(2);
    expect(metricSample(text, 'db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
    expect(metricSample(text, 'db_pool_connections', { state: 'waiting' })).toBe(0);
    expect(text).toMatch(/^shared_cache_entries [1-9]\d*$/m); // the tiers HomeTiers read, at least
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it("counts the apps' queries, answered without Apollo (graphql/trusted-queries.ts), the same way", async () => {
    await api.call('POST', '/graphql', { body: appOperationByHash('client', 'Tiers') });
    await api.call('POST', '/graphql', { body: appOperationByHash('web', 'Me') }); // not signed in
    const text = await scrape();
    expect(metricSample(text, 'graphql_operations_total', { operation: 'Tiers', type: 'query', outcome: 'ok' })).toBe(1);
    expect(metricSample(text, 'graphql_operations_total', { operation: 'Me', type: 'query', outcome: 'error' })).toBe(1);
    expect(metricSample(text, 'graphql_operation_duration_seconds_count', { operation: 'Tiers', type: 'query' })).toBe(1);
  });
});
