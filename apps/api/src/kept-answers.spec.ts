import { request as httpRequest } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { appOperationByHash } from './testing/app-operation';
import { metricSample } from './testing/metric-sample';
import { startTestApi, TestApi } from './testing/test-api';

// Answers kept for repeated signed-in reads (http/kept-answers.ts, issues #40, #56): the apps' GraphQL
// queries and the REST reads are answered from memory when asked again, and never once anything they
// may have read has changed, whoever changed it; another member's changes keep them.
jest.setTimeout(60_000);

const METRICS_TOKEN = 'metrics-token-of-the-test';

describe('answers kept for repeated signed-in reads', () => {
  let api: TestApi;
  let premium: string;
  beforeAll(async () => {
    api = await startTestApi({ env: { METRICS_TOKEN } });
    premium = await api.idToken('premium@demo.cz');
  });
  afterAll(() => api.stop());

  const ask = (token: string, name: string, variables?: Record<string, unknown>) =>
    api.call('POST', '/graphql', { token, body: appOperationByHash('web', name, variables) });
  /** Hits and misses of one surface counted so far, from /metrics. */
  const counted = async (surface: string) => {
    const text = await (await fetch(`${api.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
    const count = (outcome: string) => metricSample(text, 'kept_answers_total', { surface, outcome }) ?? 0;
    return { hits: count('hit'), misses: count('miss') };
  };
  /** What `work` added to the hits and misses of a surface. */
  const countedDuring = async (work: () => Promise<unknown>, surface = 'graphql') => {
    const before = await counted(surface);
    await work();
    const after = await counted(surface);
    return { hits: after.hits - before.hits, misses: after.misses - before.misses };
  };

  it('answers a repeated query from the kept answer, as an operation answered', async () => {
    await ask(premium, 'Me');
    const first = await ask(premium, 'Me');
    let again: Awaited<ReturnType<typeof ask>> | undefined;
    expect(await countedDuring(async () => (again = await ask(premium, 'Me')))).toEqual({ hits: 1, misses: 0 });
    expect(again).toEqual(first);
    expect(first.body.data.me.email).toBe('premium@demo.cz');
    const text = await (await fetch(`${api.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
    expect(metricSample(text, 'graphql_operations_total', { operation: 'Me', type: 'query', outcome: 'ok' })).toBeGreaterThanOrEqual(2);
  });

  it("answers afresh once anything of the member's changed, from any writer: another copy or a SQL console", async () => {
    await ask(premium, 'Me');
    await api.db.dataSource.query(`UPDATE app_user SET name = 'Změněno mimo api' WHERE email = 'premium@demo.cz'`);
    let changed: Awaited<ReturnType<typeof ask>> | undefined;
    expect(await countedDuring(async () => (changed = await ask(premium, 'Me')))).toEqual({ hits: 0, misses: 1 });
    expect(changed!.body.data.me.name).toBe('Změněno mimo api');
  });

  it("keeps a member's answer through another member's write, a presence note and the edge's counts (issue #56)", async () => {
    await ask(premium, 'Bonuses');
    const other = await api.newMember();
    // Another member's progress and record, everyone's presence notes, the rate limiter's rows: none is this member's.
    await api.db.dataSource.query(`UPDATE app_user SET name = 'Jiný člen' WHERE firebase_uid = $1`, [other.uid]);
    await api.db.dataSource.query(`UPDATE app_user SET last_seen_at = now()`);
    await api.db.dataSource.query(`INSERT INTO rate_limit_hit (bucket, key, window_start, count) VALUES ('edge:ip', 'kept-answers', now(), 1)`);
    expect(await countedDuring(() => ask(premium, 'Bonuses'))).toEqual({ hits: 1, misses: 0 });
    // A change of the catalogue, which every member's answer reads, is seen at once.
    await api.db.dataSource.query(`UPDATE bonus SET name = name WHERE id = (SELECT min(id) FROM bonus)`);
    expect(await countedDuring(() => ask(premium, 'Bonuses'))).toEqual({ hits: 0, misses: 1 });
  });

  it('keeps a large answer gzipped: as it is to a client that accepts gzip, inflated to one that does not, the same bytes either way', async () => {
    /** The raw answer to the Bonuses query (node:http, so nothing is inflated on the way). */
    const raw = (acceptEncoding: string | null) =>
      new Promise<{ encoding: string | undefined; vary: string | undefined; body: Buffer }>((resolve, reject) => {
        const body = JSON.stringify(appOperationByHash('web', 'Bonuses'));
        const headers: Record<string, string> = { 'content-type': 'application/json', authorization: `Bearer ${premium}`, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) };
        const sent = httpRequest(`${api.url}/graphql`, { method: 'POST', headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('end', () => resolve({ encoding: response.headers['content-encoding'], vary: response.headers.vary, body: Buffer.concat(chunks) }));
        });
        sent.on('error', reject);
        sent.end(body);
      });
    const computed = await raw(null);
    expect(computed.encoding).toBeUndefined();
    // Computed or kept, the answer says it varies by the encoding asked for, beside the Origin CORS names.
    expect(computed.vary).toBe('Origin, Accept-Encoding');
    expect(computed.body.length).toBeGreaterThan(8 * 1024);
    const gzipped = await raw('gzip, deflate, br');
    expect(gzipped.encoding).toBe('gzip');
    expect(gunzipSync(gzipped.body)).toEqual(computed.body);
    expect(gzipped.vary).toBe('Origin, Accept-Encoding');
    expect(await raw('br, gzip;q=0')).toEqual({ encoding: undefined, vary: 'Origin, Accept-Encoding', body: computed.body });
    expect(await raw(null)).toEqual({ encoding: undefined, vary: 'Origin, Accept-Encoding', body: computed.body });
  });

  it("answers a referrer afresh when a member they referred changes their record", async () => {
    const referrer = await api.newMember();
    const referred = await api.newMember();
    await api.db.dataSource.query(
      `INSERT INTO referral (referrer_id, referred_id) SELECT r.id, d.id FROM app_user r, app_user d WHERE r.firebase_uid = $1 AND d.firebase_uid = $2`,
      [referrer.uid, referred.uid],
    );
    const version = async () => (await api.db.dataSource.query(`SELECT data_version FROM app_user WHERE firebase_uid = $1`, [referrer.uid]))[0].data_version;
    const before = await version();
    await api.db.dataSource.query(`UPDATE app_user SET last_seen_at = now() WHERE firebase_uid = $1`, [referred.uid]);
    expect(await version()).toBe(before);
    await api.db.dataSource.query(`UPDATE app_user SET name = 'Přejmenovaný' WHERE firebase_uid = $1`, [referred.uid]);
    expect(Number(await version())).toBe(Number(before) + 1);
  });

  it("follows the member's own changes through the api", async () => {
    const before = (await ask(premium, 'BonusHistory', { input: { timePeriod: 'all' } })).body.data.bonusHistory;
    const entry = before.items[0];
    const update = await api.call('POST', '/graphql', {
      token: premium,
      body: { query: `mutation { updateBonusHistoryEntry(input: { id: ${entry.id}, reachedProfit: ${entry.reachedProfit + 1}, confirmUnusual: true }) { id } }` },
    });
    expect(update.body.errors).toBeUndefined();
    const after = (await ask(premium, 'BonusHistory', { input: { timePeriod: 'all' } })).body.data.bonusHistory;
    expect(after.items.find((item: { id: number }) => item.id === entry.id).reachedProfit).toBe(entry.reachedProfit + 1);
  });

  it('keeps nothing across callers, across variables, or with errors', async () => {
    const basic = await api.idToken('basic@demo.cz');
    const free = await api.idToken('free@demo.cz');
    await ask(premium, 'Me');
    expect((await ask(basic, 'Me')).body.data.me.email).toBe('basic@demo.cz');
    await ask(free, 'Me');
    await ask(premium, 'BonusStats', { timePeriod: 'month' });
    const others = await countedDuring(async () => {
      await ask(premium, 'BonusStats', { timePeriod: 'year' });
      // The risk overview is the paid tiers': a free member is refused, and the refusal is not kept.
      for (let i = 0; i < 2; i++) expect((await ask(free, 'RiskOverview')).body.errors).toHaveLength(1);
    });
    expect(others).toEqual({ hits: 0, misses: 3 });
  });

  it('never keeps an answer that asks the payment provider (NeverKept)', async () => {
    const variables = { redirectionUrl: 'http://localhost:4200/dashboard/settings' };
    await ask(premium, 'OrderManagingUrl', variables);
    let answers: Array<Awaited<ReturnType<typeof ask>>> = [];
    const counts = await countedDuring(async () => (answers = [await ask(premium, 'OrderManagingUrl', variables), await ask(premium, 'OrderManagingUrl', variables)]));
    expect(counts).toEqual({ hits: 0, misses: 0 });
    for (const answer of answers) expect(answer.body.data.orderManagingUrl).toEqual(expect.any(String));
  });

  it('computes an answer once for callers asking at the same time', async () => {
    await ask(premium, 'Bonuses');
    await api.db.dataSource.query(`UPDATE bonus SET name = name WHERE id = (SELECT min(id) FROM bonus)`);
    let answers: Array<Awaited<ReturnType<typeof ask>>> = [];
    const counts = await countedDuring(async () => (answers = await Promise.all(Array.from({ length: 6 }, () => ask(premium, 'Bonuses')))));
    expect(counts).toEqual({ hits: 5, misses: 1 });
    for (const answer of answers) expect(answer).toEqual(answers[0]);
  });

  it('answer REST reads too, afresh after any change, and never those asking the payment provider', async () => {
    await api.call('GET', '/user', { token: premium });
    await api.call('GET', '/user', { token: premium });
    let again: Awaited<ReturnType<typeof api.call>> | undefined;
    expect(await countedDuring(async () => (again = await api.call('GET', '/user', { token: premium })), 'rest')).toEqual({ hits: 1, misses: 0 });
    expect(again!.status).toBe(200);
    await api.db.dataSource.query(`UPDATE app_user SET name = 'Znovu změněno' WHERE email = 'premium@demo.cz'`);
    expect(await countedDuring(async () => (again = await api.call('GET', '/user', { token: premium })), 'rest')).toEqual({ hits: 0, misses: 1 });
    expect(again!.body.name).toBe('Znovu změněno');
    const managing = `/order-managing?redirection_url=${encodeURIComponent('http://localhost:4200/dashboard/settings')}`;
    await api.call('GET', managing, { token: premium });
    expect(await countedDuring(async () => expect((await api.call('GET', managing, { token: premium })).status).toBe(200), 'rest')).toEqual({ hits: 0, misses: 0 });
  });

  it('keep nothing for a read that failed validation: it never reaches the response cache', async () => {
    const basic = await api.idToken('basic@demo.cz');
    await api.call('GET', '/user', { token: basic });
    const counts = await countedDuring(async () => {
      for (let i = 0; i < 2; i++) expect((await api.call('GET', '/bonus?id=not-a-number', { token: basic })).status).toBe(400);
    }, 'rest');
    expect(counts).toEqual({ hits: 0, misses: 0 });
  });
});
