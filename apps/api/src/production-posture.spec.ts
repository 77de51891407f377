/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies in tests */
import { createHash } from 'node:crypto';
import { errorMessage } from '@bonus/domain';
import TRUSTED from './graphql/trusted-documents.manifest.json';
import { startTestApi, TestApi } from './testing/test-api';

// What production tells a stranger about itself: no schema (introspection, "Did you mean" hints), no
// GraphQL but the apps' own operations, no metrics without the token, and no say over its own address
// through X-Forwarded-For.

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
  BANK_TOKEN_KEY: Buffer.from('the-bank-token-key-of-production').toString('base64'),
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

/** One of the apps' operations (a public one, the FAQ page's) as the trusted-document manifest holds it. */
const [FAQS_HASH, FAQS_TEXT] = Object.entries(TRUSTED as Record<string, string>).find(([, text]) => /\bquery Faqs\b/.test(text))!;
const byHash = (hash: string, variables = {}) => ({ variables, extensions: { persistedQuery: { version: 1, sha256Hash: hash } } });

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
    // One of the apps' own operations with a variable of the wrong type gets past the trusted-document gate.
    const [hash, text] = Object.entries(TRUSTED as Record<string, string>).find(([, text]) => /query \w+\(\$\w+: Int!\)/.test(text))!;
    const variable = /query \w+\(\$(\w+): Int!\)/.exec(text)![1];
    for (const body of [...NAMING, byHash(hash, { [variable]: 'jedna' })]) {
      const messages = await errorsOf(api, body);
      expect(messages.length).toBeGreaterThan(0);
      for (const message of messages) expect(message).not.toMatch(/ApiTokenInput|name|String|Int|NoSuchInput|bonus|faqs/);
    }
  });

  it('refuses introspection', async () => {
    expect(await errorsOf(api, { query: '{ __schema { types { name } } }' })).toEqual([errorMessage('GRAPHQL_DOCUMENT_NOT_TRUSTED')]);
  });

  it("runs only the apps' operations: by hash or by their text; anything else is refused with the hint to REST and the SDK", async () => {
    const byItsHash = await api.call('POST', '/graphql', { body: byHash(FAQS_HASH) });
    expect(byItsHash.status).toBe(200);
    expect(byItsHash.body.data).toEqual(expect.any(Object));
    expect((await api.call('POST', '/graphql', { body: { query: FAQS_TEXT } })).body).toEqual(byItsHash.body);
    const extensions = JSON.stringify(byHash(FAQS_HASH).extensions);
    expect(await (await fetch(`${api.url}/graphql?extensions=${encodeURIComponent(extensions)}`, { headers: { 'apollo-require-preflight': 'true' } })).json()).toEqual(byItsHash.body);

    const unknownText = 'query Faqs { faqs { id question } }';
    const unknownHash = createHash('sha256').update(unknownText).digest('hex');
    for (const body of [{ query: unknownText }, byHash(unknownHash), { query: unknownText, ...byHash(unknownHash) }, { query: unknownText, ...byHash(FAQS_HASH) }, {}]) {
      const refused = await api.call('POST', '/graphql', { body });
      expect(refused).toEqual({ status: 400, body: { errors: [{ message: errorMessage('GRAPHQL_DOCUMENT_NOT_TRUSTED'), extensions: { code: 'GRAPHQL_DOCUMENT_NOT_TRUSTED', status: 400 } }] } });
    }
    expect(errorMessage('GRAPHQL_DOCUMENT_NOT_TRUSTED')).toMatch(/REST API a jeho SDK/);
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

  it("takes any document's text (a hash sent beside it aside), and runs the apps' operations by hash", async () => {
    const text = 'query OwnFaqs { faqs { id } }';
    expect((await api.call('POST', '/graphql', { body: { query: text } })).body.data.faqs).toEqual(expect.any(Array));
    expect((await api.call('POST', '/graphql', { body: byHash(FAQS_HASH) })).body.data).toEqual((await api.call('POST', '/graphql', { body: { query: FAQS_TEXT } })).body.data);
    // A hash it does not know is "not found"; Apollo's link then sends the text beside it, printed its own way.
    const hash = createHash('sha256').update(text).digest('hex');
    expect((await api.call('POST', '/graphql', { body: byHash(hash) })).body.errors).toEqual([expect.objectContaining({ extensions: expect.objectContaining({ code: 'PERSISTED_QUERY_NOT_FOUND' }) })]);
    expect((await api.call('POST', '/graphql', { body: { query: `${text}\n`, ...byHash(hash) } })).body.data.faqs).toEqual(expect.any(Array));
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
