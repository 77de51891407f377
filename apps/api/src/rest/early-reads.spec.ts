import { Client } from 'pg';
import { clearOfMinuteTurn } from '../testing/minute-turn';
import { startTestApi, type TestApi } from '../testing/test-api';
import { EarlyReads } from './early-reads';

// Repeated signed-in REST reads answered before Fastify routes them (rest/early-reads.ts, issue #40):
// the same answer, header for header, as Fastify sends from the kept answer; anything else is Fastify's.
jest.setTimeout(60_000);

/** What differs by request. */
const PER_REQUEST = new Set(['date', 'x-request-id']);
const APP_ORIGIN = 'http://localhost:4200';

interface Read {
  caller: 'premium@demo.cz' | 'admin@demo.cz';
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

const READS: Read[] = [
  { caller: 'premium@demo.cz', method: 'GET', path: '/user' },
  { caller: 'premium@demo.cz', method: 'GET', path: '/bonus_all' },
  { caller: 'premium@demo.cz', method: 'POST', path: '/bonus_history_all', body: '{"current_page":1,"items_per_page":20,"time_period":"all"}' },
  { caller: 'admin@demo.cz', method: 'GET', path: '/bonus_all_admin?current_page=1' },
];

describe('signed-in REST reads answered before Fastify', () => {
  let api: TestApi;
  const tokens = new Map<string, string>();
  beforeAll(async () => {
    api = await startTestApi();
    for (const email of ['premium@demo.cz', 'admin@demo.cz', 'basic@demo.cz']) tokens.set(email, await api.idToken(email));
  });
  afterAll(() => api.stop());
  beforeEach(() => clearOfMinuteTurn());
  afterEach(() => jest.restoreAllMocks());

  const answeredEarly = () => jest.spyOn(EarlyReads.prototype as unknown as { send: () => void }, 'send');
  const takenEarly = () => jest.spyOn(EarlyReads.prototype as unknown as { answer: () => void }, 'answer');

  const ask = async (read: Read, headers: Record<string, string> = {}) => {
    const response = await fetch(`${api.url}${read.path}`, {
      method: read.method,
      headers: { authorization: `Bearer ${tokens.get(read.caller)}`, ...(read.body ? { 'content-type': 'application/json' } : {}), ...headers },
      body: read.body,
    });
    return { status: response.status, headers: Object.fromEntries([...response.headers].filter(([name]) => !PER_REQUEST.has(name))), body: await response.text() };
  };

  it.each(READS)('answer $method $path as Fastify answers it from the kept answer, for each origin', async (read) => {
    await ask(read); // the caller's first call of a minute notes their presence: a write
    await ask(read); // kept
    const early = answeredEarly();
    for (const origin of [APP_ORIGIN, 'https://elsewhere.example']) {
      // The first read from an origin is Fastify's (the lane has no headers for it yet); the next is the lane's.
      const byFastify = await ask(read, { origin });
      expect(byFastify.status).toBe(200);
      const before = early.mock.calls.length;
      expect(await ask(read, { origin })).toEqual(byFastify);
      expect(early.mock.calls.length).toBe(before + 1);
    }
    expect(await ask(read)).toMatchObject({ status: 200 });
    expect(early).toHaveBeenCalledTimes(3);
  });

  it('answer afresh once anything committed, and never across callers', async () => {
    const read: Read = { caller: 'premium@demo.cz', method: 'GET', path: '/user' };
    await ask(read);
    const kept = await ask(read);
    await api.db.dataSource.query(`UPDATE app_user SET name = 'Změněno před Fastify' WHERE email = 'premium@demo.cz'`);
    const early = answeredEarly();
    const changed = await ask(read);
    expect(JSON.parse(changed.body).name).toBe('Změněno před Fastify');
    expect(changed.body).not.toBe(kept.body);
    expect(early).not.toHaveBeenCalled(); // a miss: computed by Fastify
    expect(await ask(read)).toEqual(changed);
    expect(early).toHaveBeenCalledTimes(1);
    // Another member asks the same: their own answer.
    const basic = await ask({ ...read, caller: 'basic@demo.cz' as Read['caller'] });
    expect(JSON.parse(basic.body).email).toBe('basic@demo.cz');
  });

  it('leave to Fastify what it must word: a refused caller, a member on an admin route, maintenance, a body its parser may refuse', async () => {
    const adminRead = READS[3];
    await ask(adminRead);
    await ask(adminRead);
    const early = answeredEarly();
    const taken = takenEarly();
    // A member on the admin route, from the origin whose headers the lane keeps.
    const member = await ask({ ...adminRead, caller: 'premium@demo.cz' });
    expect(member.status).toBe(403);
    expect(JSON.parse(member.body)).toMatchObject({ code: 'FORBIDDEN' });
    expect(taken).toHaveBeenCalledTimes(1); // checked by the lane, answered by Fastify
    const forged = await fetch(`${api.url}/bonus_all_admin?current_page=1`, { headers: { authorization: 'Bearer forged.token.value' } });
    expect(forged.status).toBe(401);

    const history = READS[2];
    await ask(history);
    await ask(history);
    for (const body of ['{"__proto__":{"x":1},"current_page":1}', '{"current_page":1,"constructor":{"prototype":{}}}', '{"current_page":', '{"current_page":"\\u0031"}']) {
      expect((await ask({ ...history, body })).status).toBe(400);
    }
    // The same query written otherwise reads the same: the key is what the body says.
    expect((await ask({ ...history, body: '{ "time_period": "all", "items_per_page": 20, "current_page": 1 }' })).status).toBe(200);
    expect(early).toHaveBeenCalledTimes(1);

    await api.saveSettings({ maintenanceMode: true });
    try {
      const during = await ask(READS[0]);
      expect(during.status).toBe(503);
      expect(JSON.parse(during.body)).toMatchObject({ code: 'MAINTENANCE' });
      expect((await ask(adminRead)).status).toBe(200);
    } finally {
      await api.saveSettings({ maintenanceMode: false });
    }
  });

  it('hand a miss to Fastify with the caller resolved: it costs the statements Fastify alone spends', async () => {
    const read: Read = { caller: 'premium@demo.cz', method: 'GET', path: '/bonus_all' };
    await ask(read);
    await ask(read, { origin: APP_ORIGIN });
    const statementsOfAMiss = async (headers: Record<string, string>) => {
      await api.db.dataSource.query(`UPDATE app_user SET name = name WHERE email = 'premium@demo.cz'`); // a commit: the kept answer no longer applies
      const query = jest.spyOn(Client.prototype, 'query');
      const answer = await ask(read, headers);
      const count = query.mock.calls.length;
      query.mockRestore();
      expect(answer.status).toBe(200);
      return count;
    };
    const taken = takenEarly();
    const throughTheLane = await statementsOfAMiss({ origin: APP_ORIGIN });
    expect(taken).toHaveBeenCalledTimes(1);
    const fastifyAlone = await statementsOfAMiss({ origin: 'https://never-seen.example' });
    expect(taken).toHaveBeenCalledTimes(1);
    expect(throughTheLane).toBe(fastifyAlone);
    expect(throughTheLane).toBeGreaterThan(0);
  });
});
