/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies in tests */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { errorMessage } from '@bonus/domain';
import { createEmulatorAccounts, DEMO_USERS, loadApiConfig } from '@bonus/server';
import { createTestDatabase, TestDatabase } from '@bonus/server/testing';
import { RunningApi, startApi } from './server';
import { credentialKey } from './http/edge-rate-limits';
import { freePort, REGISTRATION_CONSENTS, testApiEnv, testClient } from './testing/test-api';

jest.setTimeout(120_000);

const FIXTURES = join(__dirname, '../../../libs/server/src/features/bank-statements/fixtures');

/** Low limits, so each is reached in a few requests; X-Forwarded-For from 127.0.0.1 names the client, so each test has addresses of its own. */
const LIMITS = {
  RATE_LIMIT_PER_IP: '30',
  RATE_LIMIT_PER_CREDENTIAL: '8',
  RATE_LIMIT_STRICT: '3',
  RATE_LIMIT_SYNC_MS: '50',
  TRUSTED_PROXIES: '127.0.0.1',
};
/** Long enough for every copy to have flushed its counts and learned the others'. */
const SYNCED = () => new Promise((resolve) => setTimeout(resolve, 300));

let addressCounter = 1;
/** A client address no other test uses. */
const newAddress = () => `198.51.100.${addressCounter++}`;

interface Answer {
  status: number;
  body: any;
  retryAfter: string | null;
}

/** Issue #56 part 4: limits at the edge, per client address and per credential, shared by every api copy. */
describe('rate limits at the edge', () => {
  let db: TestDatabase;
  let first: RunningApi;
  let second: RunningApi;

  beforeAll(async () => {
    db = await createTestDatabase({ seeded: true });
    await createEmulatorAccounts(process.env.FIREBASE_PROJECT_ID!, DEMO_USERS);
    const start = async () => startApi(loadApiConfig({ ...testApiEnv(), DATABASE_URL: db.url, API_PORT: String(await freePort()), ...LIMITS }));
    [first, second] = await Promise.all([start(), start()]);
  });
  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await db?.drop();
  });

  // A minute's window that ends within a test would reset its counts: each starts early enough in one.
  beforeEach(async () => {
    const left = 60_000 - (Date.now() % 60_000);
    if (left < 15_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
  });

  async function call(api: RunningApi, method: string, path: string, { ip, token, body, contentType }: { ip?: string; token?: string; body?: unknown; contentType?: string } = {}): Promise<Answer> {
    const raw = Buffer.isBuffer(body);
    const response = await fetch(`${api.url}${path}`, {
      method,
      headers: {
        ...(ip && { 'x-forwarded-for': ip }),
        ...(token && { authorization: `Bearer ${token}` }),
        ...(body !== undefined && { 'content-type': contentType ?? 'application/json' }),
      },
      body: body === undefined ? undefined : raw ? (body as Buffer) : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null, retryAfter: response.headers.get('retry-after') };
  }

  /** A new Firebase account registered as a member from `ip`. */
  async function newMember(ip: string): Promise<{ idToken: string; uid: string }> {
    const account = await testClient(first.url, db).signUp();
    const registered = await call(first, 'POST', '/user', { ip, token: account.idToken, body: { name: 'Tester', first_name: 'Test', last_name: 'Testovací', birth_timestamp: 631152000, ...REGISTRATION_CONSENTS } });
    expect(registered.status).toBe(201);
    return account;
  }

  const expectRefusal = (answer: Answer) => {
    expect(answer.status).toBe(429);
    expect(answer.body).toEqual({ error: errorMessage('RATE_LIMITED'), code: 'RATE_LIMITED' });
    // Whole seconds until the minute's window ends.
    const seconds = Number(answer.retryAfter);
    expect(Number.isInteger(seconds)).toBe(true);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(Math.abs(seconds - (60 - Math.floor((Date.now() % 60_000) / 1000)))).toBeLessThanOrEqual(2);
  };

  it('refuses a client address past its limit with 429, a Czech message and Retry-After; another address behind the same proxy is not affected', async () => {
    const [flooding, other] = [newAddress(), newAddress()];
    const answers = [];
    for (let i = 0; i < 30; i++) answers.push((await call(first, 'GET', '/user', { ip: flooding })).status);
    // Anonymous calls of a member route: refused as unauthenticated until the limit, then as too many.
    expect(new Set(answers)).toEqual(new Set([401]));
    expectRefusal(await call(first, 'GET', '/user', { ip: flooding }));
    expect((await call(first, 'GET', '/user', { ip: other })).status).toBe(401);
    expect((await call(first, 'GET', '/generation', { ip: other })).status).toBe(200);
  });

  it('refuses a credential past its limit while another member on the same address still passes', async () => {
    const shared = newAddress();
    const [busy, calm] = [await newMember(newAddress()), await newMember(newAddress())];
    // Its registration was the first of its 8.
    for (let i = 0; i < 7; i++) expect((await call(first, 'GET', '/user', { ip: shared, token: busy.idToken })).status).toBe(200);
    expectRefusal(await call(first, 'GET', '/user', { ip: shared, token: busy.idToken }));
    expect((await call(first, 'GET', '/user', { ip: shared, token: calm.idToken })).status).toBe(200);
    // The credential is counted by its hash: the database never holds the token.
    const keys: { key: string }[] = await db.dataSource.query(`SELECT key FROM rate_limit_hit WHERE bucket = 'edge:credential'`);
    await SYNCED();
    const after: { key: string }[] = await db.dataSource.query(`SELECT key FROM rate_limit_hit WHERE bucket = 'edge:credential'`);
    expect(after.map((row) => row.key)).toContain(credentialKey(`Bearer ${busy.idToken}`));
    expect([...keys, ...after].some((row) => row.key.includes(busy.idToken.slice(0, 20)))).toBe(false);
  });

  it('limits sign-up more strictly (per address, exactly across copies): a refused registration creates no member', async () => {
    const address = newAddress();
    const accounts = await Promise.all([1, 2, 3, 4].map(() => testClient(first.url, db).signUp()));
    const register = (api: RunningApi, idToken: string) =>
      call(api, 'POST', '/user', { ip: address, token: idToken, body: { name: 'Tester', first_name: 'Test', last_name: 'Testovací', birth_timestamp: 631152000, ...REGISTRATION_CONSENTS } });
    expect((await register(first, accounts[0].idToken)).status).toBe(201);
    expect((await register(second, accounts[1].idToken)).status).toBe(201);
    expect((await register(first, accounts[2].idToken)).status).toBe(201);
    const refused = await register(second, accounts[3].idToken);
    expectRefusal(refused);
    expect(await db.dataSource.query('SELECT id FROM app_user WHERE firebase_uid = $1', [accounts[3].uid])).toEqual([]);
    // The same address still calls the other routes: 4 requests are far from the 30 of every request.
    expect((await call(second, 'GET', '/user', { ip: address })).status).toBe(401);
  });

  it('refuses an upload past the strict limit before reading it: nothing is stored', async () => {
    const address = newAddress();
    const { idToken, uid } = await newMember(newAddress());
    const statement = readFileSync(join(FIXTURES, 'fio-camt053-001-02.xml'));
    for (let i = 0; i < 3; i++) expect((await call(first, 'POST', '/bank_statement', { ip: address, token: idToken, body: Buffer.from('<not-a-statement/>'), contentType: 'application/xml' })).status).toBe(400);
    expectRefusal(await call(first, 'POST', '/bank_statement', { ip: address, token: idToken, body: statement, contentType: 'application/xml' }));
    const imports = `SELECT count(*)::int AS n FROM bank_transaction t JOIN app_user u ON u.id = t.user_id WHERE u.firebase_uid = $1`;
    expect(await db.dataSource.query(imports, [uid])).toEqual([{ n: 0 }]);
    // The same upload from an address within its limit is stored: the refused one did no work.
    expect((await call(first, 'POST', '/bank_statement', { ip: newAddress(), token: idToken, body: statement, contentType: 'application/xml' })).status).toBe(201);
    expect((await db.dataSource.query(imports, [uid]))[0].n).toBeGreaterThan(0);
  });

  it('refuses on /graphql in the GraphQL error shape, and counts its strict mutations toward the strict limit', async () => {
    const address = newAddress();
    const reset = { query: 'mutation ($email: String!) { requestPasswordReset(email: $email) }', variables: { email: 'nikdo@example.cz' } };
    const register = { query: 'mutation { registerUser(input: { name: "X" }) { email } }' };
    const answers = [await call(first, 'POST', '/graphql', { ip: address, body: register }), await call(second, 'POST', '/graphql', { ip: address, body: register }), await call(first, 'POST', '/graphql', { ip: address, body: register })];
    for (const answer of answers) expect(answer.status).not.toBe(429);
    const refused = await call(first, 'POST', '/graphql', { ip: address, body: reset });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ errors: [{ message: errorMessage('RATE_LIMITED'), extensions: { code: 'RATE_LIMITED', status: 429 } }] });
    expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
    // Other operations from the address still run.
    expect((await call(first, 'POST', '/graphql', { ip: address, body: { query: '{ __typename }' } })).body).toEqual({ data: { __typename: 'Query' } });
  });

  it('never limits /health, /ready, /live and /metrics', async () => {
    const address = newAddress();
    for (let i = 0; i < 30; i++) await call(first, 'GET', '/user', { ip: address });
    expectRefusal(await call(first, 'GET', '/user', { ip: address }));
    for (let i = 0; i < 5; i++) {
      expect((await call(first, 'GET', '/health', { ip: address })).status).toBe(200);
      expect((await call(first, 'GET', '/ready', { ip: address })).status).toBe(200);
      expect((await call(first, 'GET', '/live', { ip: address })).status).toBe(200);
    }
    expect((await fetch(`${first.url}/metrics`, { headers: { 'x-forwarded-for': address } })).status).toBe(200);
  });

  it('shares the counts between api copies on one database', async () => {
    const address = newAddress();
    for (let i = 0; i < 20; i++) expect((await call(first, 'GET', '/user', { ip: address })).status).toBe(401);
    await SYNCED();
    for (let i = 0; i < 10; i++) expect((await call(second, 'GET', '/user', { ip: address })).status).toBe(401);
    await SYNCED();
    // The second copy has seen 10 of the address's requests, but knows the first copy's 20.
    expectRefusal(await call(second, 'GET', '/user', { ip: address }));
    // The first learns the second's with its next flush: at most what it admits within one sync interval passes.
    const next = await call(first, 'GET', '/user', { ip: address });
    expect([401, 429]).toContain(next.status);
    await SYNCED();
    expectRefusal(await call(first, 'GET', '/user', { ip: address }));
  });
});
