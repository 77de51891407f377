import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { FastifyInstance } from 'fastify';
import { appOperationByHash } from '../testing/app-operation';
import { startTestApi, TestApi } from '../testing/test-api';

/**
 * Issue #56: every request goes through Fastify's routing and hooks; nothing answers before it. A hook added the
 * way any future one would be (here through Fastify's own initialisation channel, so the api's code is not touched)
 * sees every request, REST and GraphQL, public and signed-in, whether the response cache has its answer or not.
 */
describe('one request pipeline', () => {
  let api: TestApi;
  const seen: string[] = [];
  const onInitialization = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook('onRequest', async (request) => void seen.push(`${request.method} ${request.url}`));
  };
  beforeAll(async () => {
    subscribe('fastify.initialization', onInitialization);
    api = await startTestApi();
  });
  afterAll(async () => {
    unsubscribe('fastify.initialization', onInitialization);
    await api.stop();
  });

  it('shows every request to a new onRequest hook, hit or miss', async () => {
    const { idToken } = await api.newMember();
    const bonuses = appOperationByHash('web', 'Bonuses');
    const sent: string[] = [];
    const call = async (method: string, path: string, options: { token?: string; body?: unknown } = {}) => {
      sent.push(`${method} ${path}`);
      return (await api.call(method, path, options)).status;
    };
    seen.length = 0;
    for (let round = 0; round < 3; round++) {
      // A signed-in REST read and an app's query by hash: a miss first, then answers from the response cache.
      expect(await call('GET', '/bonus_all', { token: idToken })).toBe(200);
      expect(await call('POST', '/bonus_history_all', { token: idToken, body: { time_period: 'all' } })).toBe(200);
      expect(await call('POST', '/graphql', { token: idToken, body: bonuses })).toBe(200);
      // Public reads, a refused caller, a route that does not exist.
      expect(await call('GET', '/tier_all')).toBe(200);
      expect(await call('GET', '/bonus_all')).toBe(401);
      expect(await call('GET', '/no_such_route')).toBe(404);
    }
    expect(seen).toEqual(sent);
  });

  it('never answers a deeply nested JSON body with a 500: the cached reads refuse or ignore it as every route does', async () => {
    const { idToken } = await api.newMember();
    const deep = `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`;
    for (const path of ['/bonus_history_all', '/bonus_value', '/user']) {
      const response = await fetch(`${api.url}${path}`, { method: path === '/user' ? 'PUT' : 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` }, body: deep });
      // A body whose nesting the route does not declare is refused (400) or its undeclared part ignored (200).
      expect([path, [200, 400].includes(response.status)]).toEqual([path, true]);
    }
  });
});
