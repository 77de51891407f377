/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies in tests */
import { startTestApi, TestApi } from './testing/test-api';

// What production tells a stranger about itself: no schema (introspection, "Did you mean" hints), no
// metrics without the token, and no say over its own address through X-Forwarded-For.

const METRICS_TOKEN = 'metrics-token-of-the-production-test';
/** A configuration production accepts (the Auth emulator stays reachable through firebase-admin's own environment variable). */
const PRODUCTION = {
  NODE_ENV: 'production',
  FIREBASE_AUTH_EMULATOR_HOST: '',
  FIREBASE_API_KEY: 'production-web-api-key',
  SMTP_URL: 'smtp://127.0.0.1:9',
  ALLOW_TEST_PAYMENTS: 'true',
  LOCAL_GATEWAY_SECRET: 'a-production-gateway-secret-32ch',
  METRICS_TOKEN,
};
/** Each wrong name is one a suggestion would correct: a field, an argument and a field of an input variable. */
const MISSPELLED = [
  { query: '{ faqs { questio } }' },
  { query: 'mutation { requestPasswordReset(emial: "a@example.cz") }' },
  { query: 'mutation($input: FaqInput!) { saveFaq(input: $input) { id } }', variables: { input: { faqCategoryName: 'Obecné', questio: 'Q', answer: 'A' } } },
];
/** Refusals whose GraphQL wording names types and fields: a missing input field, a wrong type, an unknown type. */
const NAMING = [
  { query: 'mutation($input: ApiTokenInput!) { createApiToken(input: $input) { secret } }', variables: { input: {} } },
  { query: 'query($id: Int!) { bonus(id: $id) { id } }', variables: { id: 'jedna' } },
  { query: 'query($x: NoSuchInput!) { faqs { id } }', variables: { x: 1 } },
];

/** The error messages of a refused operation. */
async function errorsOf(api: TestApi, body: object): Promise<string[]> {
  const answer = await api.call('POST', '/graphql', { body });
  expect(answer.status).toBe(400);
  return answer.body.errors.map((error: any) => error.message);
}

describe('in production', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ env: PRODUCTION });
  });
  afterAll(() => api.stop());

  it('answers a misspelled name with an error that names no other field, argument or type member', async () => {
    for (const body of MISSPELLED) {
      const messages = await errorsOf(api, body);
      expect(messages.length).toBeGreaterThan(0);
      for (const message of messages) expect(message).not.toMatch(/did you mean|"question"/i);
    }
  });

  it('names no type, field or argument of the schema in any refusal of GraphQL itself', async () => {
    for (const body of NAMING) {
      const messages = await errorsOf(api, body);
      expect(messages.length).toBeGreaterThan(0);
      for (const message of messages) expect(message).not.toMatch(/ApiTokenInput|name|String|Int|NoSuchInput|bonus|faqs/);
    }
  });

  it('refuses introspection', async () => {
    expect((await errorsOf(api, { query: '{ __schema { types { name } } }' })).join()).toMatch(/introspection/i);
  });

  it('serves /metrics only with the token', async () => {
    expect((await fetch(`${api.url}/metrics`)).status).toBe(401);
    expect((await fetch(`${api.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).status).toBe(200);
  });
});

describe('outside production', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.stop());

  it('suggests the right names (the same queries, so the production test above sees what it hides)', async () => {
    for (const body of MISSPELLED) expect((await errorsOf(api, body)).join()).toMatch(/Did you mean/);
    expect((await errorsOf(api, NAMING[0])).join()).toMatch(/Field "\w+" of required type/);
  });
});

describe('the client address behind X-Forwarded-For (the rate-limit identity)', () => {
  /** The addresses the per-client limit of password resets counted, after one request per forged header. */
  async function countedAddresses(api: TestApi, forged: string[]): Promise<string[]> {
    for (const [index, header] of forged.entries()) {
      const response = await fetch(`${api.url}/user/password_forgotten?email=proxy-${index}-${Date.now()}@example.cz`, { headers: { 'x-forwarded-for': header } });
      expect(response.status).toBeLessThan(500);
    }
    const rows = await api.db.dataSource.query(`SELECT key FROM rate_limit_hit WHERE bucket = 'password_reset:ip' ORDER BY key`);
    return rows.map((row: { key: string }) => row.key);
  }

  it('is the connecting peer when no proxy is configured, whatever the header says', async () => {
    const api = await startTestApi();
    try {
      expect(await countedAddresses(api, ['203.0.113.7', '198.51.100.1, 203.0.113.8', '10.0.0.1'])).toEqual(['127.0.0.1']);
    } finally {
      await api.stop();
    }
  });

  it('is taken from the header only when the connecting peer is a proxy named in TRUSTED_PROXIES', async () => {
    const api = await startTestApi({ env: { TRUSTED_PROXIES: '127.0.0.1' } });
    try {
      // The last address the trusted proxy added counts; what the client wrote before it does not.
      expect(await countedAddresses(api, ['203.0.113.7', '198.51.100.1, 203.0.113.8'])).toEqual(['203.0.113.7', '203.0.113.8']);
    } finally {
      await api.stop();
    }
  });
});
