import Ajv2020 from 'ajv/dist/2020';
import { z } from 'zod';
import { REGISTRATION_CONSENTS, startTestApi, TestApi } from '../testing/test-api';
import { openApiPath, type OpenApiDocument } from './openapi';
import { buildOpenApiDocument } from './openapi-artefact';
import { ROUTES } from './routes';

const inputProperties = (schema: z.ZodType) => Object.keys((z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as { properties?: object }).properties ?? {});

describe('the OpenAPI document served at /openapi.json', () => {
  let api: TestApi;
  let document: OpenApiDocument;
  beforeAll(async () => {
    api = await startTestApi();
    const served = await api.call('GET', '/openapi.json');
    expect(served.status).toBe(200);
    document = served.body;
  });
  afterAll(() => api.stop());

  it('is the document the SDK is generated from (libs/sdk/openapi.json is built the same way, without a server)', async () => {
    expect(document).toEqual(await buildOpenApiDocument());
  });

  it('documents every route once, with its access rule, summary, path parameters and input schemas', () => {
    expect(document.openapi).toBe('3.1.0');
    const documented = Object.entries(document.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method} ${path}`));
    expect(new Set(documented).size).toBe(ROUTES.length);
    for (const route of ROUTES) {
      const operation = document.paths[openApiPath(route.path)]?.[route.method];
      expect(operation).toBeDefined();
      expect(operation.summary.length).toBeGreaterThan(5);
      expect(operation['x-access']).toBe(route.access);
      if (route.access === 'public') expect(operation.security).toEqual([]);
      else expect(operation.security?.length).toBeGreaterThan(0);
      const parameters = operation.parameters ?? [];
      const pathParameters = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]);
      expect(parameters.filter((p) => p.in === 'path').map((p) => p.name)).toEqual(pathParameters);
      if (pathParameters.length) expect(route.params).toBeDefined();
      if (route.query) expect(parameters.filter((p) => p.in === 'query').map((p) => p.name)).toEqual(inputProperties(route.query));
      expect(Boolean(operation.requestBody)).toBe(route.body !== undefined);
    }
  });

  it('describes every input and every JSON answer with a typed schema, never an open one', () => {
    const untyped: string[] = [];
    const visit = (where: string, schema: Record<string, unknown>) => {
      if (!schema.type && !schema.anyOf && !schema.oneOf && !schema.enum && !schema.const) untyped.push(where);
      for (const [name, property] of Object.entries((schema.properties as Record<string, Record<string, unknown>>) ?? {})) visit(`${where}.${name}`, property);
      if (schema.items) visit(`${where}[]`, schema.items as Record<string, unknown>);
    };
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        for (const parameter of operation.parameters ?? []) visit(`${method} ${path} ${parameter.name}`, parameter.schema);
        for (const content of Object.values(operation.requestBody?.content ?? {})) visit(`${method} ${path} body`, content.schema);
        for (const [status, response] of Object.entries(operation.responses)) {
          for (const content of Object.values(response.content ?? {})) visit(`${method} ${path} ${status}`, content.schema);
        }
      }
    }
    expect(untyped).toEqual([]);
  });

  it('gives every JSON route its answer schema, and every route its error answers', () => {
    for (const route of ROUTES) {
      const { responses } = document.paths[openApiPath(route.path)][route.method];
      const status = String(route.status ?? 200);
      const refusals = [...(route.access === 'public' ? [] : ['401', '403', '429']), ...(route.body ? ['413'] : []), ...(route.body && route.body !== 'raw' ? ['415'] : [])];
      expect([route.path, Object.keys(responses)]).toEqual([route.path, expect.arrayContaining([status, '400', ...refusals, '431', '503'])]);
      expect(Object.keys(responses)).not.toContain('4XX');
      if (route.raw || route.status === 204) continue;
      expect(responses[status].content?.['application/json']?.schema).toEqual(expect.objectContaining({ type: expect.anything() }));
    }
  });

  it('names the credentials each operation takes: none when public, a Firebase token or an API token with the scope it needs', () => {
    const security = (method: string, path: string) => document.paths[path][method].security;
    expect(security('get', '/tier_all')).toEqual([]);
    expect(security('get', '/bonus_all')).toEqual([{ firebaseIdToken: [] }, { apiTokenRead: [] }]);
    expect(security('put', '/bonus_progress')).toEqual([{ firebaseIdToken: [] }, { apiTokenWrite: [] }]);
    expect(security('post', '/bonus')).toEqual([{ firebaseIdToken: [] }, { apiTokenAdmin: [] }]);
    expect(security('post', '/user')).toEqual([{ firebaseIdToken: [] }]);
    for (const route of ROUTES) expect(document.paths[openApiPath(route.path)][route.method]).toMatchObject({ tags: [expect.any(String)], description: expect.stringContaining(route.summary) });
  });

  /** What an operation documents as its input: its JSON body, or its query parameters as one object. */
  const documentedInput = (method: string, path: string) => {
    const operation = document.paths[path][method];
    const body = operation.requestBody?.content['application/json']?.schema;
    if (body) return body;
    const query = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
    return { type: 'object', properties: Object.fromEntries(query.map((parameter) => [parameter.name, parameter.schema])), required: query.filter((parameter) => parameter.required).map((parameter) => parameter.name) };
  };

  it('refuses in the document what the server refuses (issue #57): a tool that validates against /openapi.json gets no 400 or 500 it was not told of', async () => {
    const ajv = new Ajv2020({ strict: false, validateFormats: false, unicodeRegExp: false });
    const tokens = { member: (await api.newMember()).idToken, account: (await api.signUp()).idToken, admin: (await api.newMember({ admin: true })).idToken, public: undefined };
    const registration = { name: 'Tester', first_name: 'Jana', last_name: 'Nováková', birth_timestamp: 631_152_000, ...REGISTRATION_CONSENTS };
    const bonusForm = {
      name: 'Nabídka', description: '<p>Popis</p>', start_timestamp: 1_800_000_000, end_timestamp: 1_800_010_800, expected_value: 100, needed_capital: 0, step_list: [],
      url_bonus_conditions: 'https://example.cz/p', url_link: 'https://example.cz/b', risk_rate: 1, company_id: 1, bonus_type_name: 'bank',
    };
    const valueTerms = { bonus_amount: 1000, deposit: 1000, wagering_multiplier: 30, wagering_base: 'bonus', contribution_percent: 100, max_bet: 100, max_cashout: null, rtp: 96 };
    // [caller, method, path, an input the document takes, the refused one, the server's Czech refusal]
    const cases: Array<[keyof typeof tokens, string, string, Record<string, unknown>, Record<string, unknown>, string]> = [
      ['member', 'put', '/user', { name: 'Tester' }, { name: '' }, 'Přezdívka je povinná'],
      ['member', 'put', '/user', { email: 'a@b.cz' }, { email: '' }, 'neplatný formát emailu'],
      ['account', 'post', '/user', registration, { ...registration, first_name: '', last_name: ' ' }, 'Jméno je povinné'],
      ['public', 'get', '/user/password_forgotten', { email: 'a@b.cz' }, {}, 'Vyplňte prosím email'],
      ['admin', 'put', '/bonus', { ...bonusForm, id: 1 }, bonusForm, 'Neplatné id záznamu'],
      ['public', 'post', '/referenced/send_reg_email', { email: 'a@b.cz', referral_code: 'ABCD2345EF' }, { email: '0', referral_code: 'ABCD2345EF' }, 'Neplatný formát emailu'],
      ['member', 'post', '/bonus_value', valueTerms, { ...valueTerms, contribution_percent: 5e-324 }, 'Započítání hry musí být od 0,01 % do 100 %'],
      ['member', 'post', '/operator_status', { company_id: 1, status: 'closed', since_timestamp: 1_700_000_000 }, { company_id: 1, status: 'closed', since_timestamp: 8_640_000_000_001 }, 'Zadejte datum.'],
      ['admin', 'post', '/admin/payout_batch', { month: '2025-01' }, { month: '0000-01' }, 'Zadejte měsíc ve tvaru RRRR-MM (rok 2000 až 2999).'],
    ];
    for (const [caller, method, path, taken, refused, message] of cases) {
      const accepts = ajv.compile(documentedInput(method, path));
      const query = method === 'get' ? `?${new URLSearchParams(refused as Record<string, string>)}` : '';
      const answer = await api.call(method.toUpperCase(), `${path}${query}`, { token: tokens[caller], ...(method !== 'get' && { body: refused }) });
      expect({ path, refused, documentTakes: accepts(taken), documentRefuses: !accepts(refused), status: answer.status, error: answer.body.error }).toEqual({
        path, refused, documentTakes: true, documentRefuses: true, status: 400, error: message,
      });
    }
    for (const [method, path] of [['put', '/user'], ['post', '/referenced/send_reg_email'], ['get', '/user/password_forgotten']]) {
      expect(documentedInput(method, path).properties?.email).toMatchObject({ format: 'email', minLength: 1, maxLength: 254 });
    }
    expect(documentedInput('put', '/bonus').required).toContain('id');
  });

  it('is readable at /docs, offline (no script, no address outside the api)', async () => {
    const docs = await fetch(`${api.url}/docs`);
    expect(docs.headers.get('content-type')).toContain('text/html');
    const html = await docs.text();
    for (const route of ROUTES) expect(html).toContain(`<code>${openApiPath(route.path)}</code>`);
    expect(html).not.toMatch(/<script|<link|src=|https?:\/\//i);
  });
});
