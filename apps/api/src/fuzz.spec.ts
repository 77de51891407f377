/* eslint-disable @typescript-eslint/no-explicit-any -- hostile JSON of every shape */
import querystring from 'node:querystring';
import { z } from 'zod';
import { LATEST_UNIX_SECONDS, MONTH_PATTERN } from '@bonus/domain';
import type { OpenApiDocument, OpenApiOperation } from './rest/openapi';
import type { RouteDefinition } from './rest/route-table';
import { ROUTES } from './rest/routes';
import { databaseDigest } from './testing/database-digest';
import { FUZZ_FULL, FuzzAnswer, readAnswer, runCases, sampleCases } from './testing/fuzz-runner';
import { startTestApi, TestApi } from './testing/test-api';

/**
 * Fuzzing driven by /openapi.json: for every REST route, malformed and hostile inputs built from its
 * documented schemas. Inputs the route's own schema refuses, and other members' ids, must get a 4xx
 * with an `error` text and leave the database exactly as it was; inputs the schema accepts (hostile
 * but well-formed) must still never get a 5xx.
 */
type Json = any;
interface Case {
  route: RouteDefinition;
  label: string;
  query?: Record<string, Json>;
  body?: Json;
  rawBody?: string;
  params?: Record<string, string>;
  /** Sent as is (already percent-encoded, possibly wrongly) instead of the route's path or the query. */
  rawPath?: string;
  rawQuery?: string;
  headers?: Record<string, string>;
  authorization?: string;
  /** Well-formed, but must be refused like bad input (not the caller's to touch, over the size limit, unsigned). */
  mustRefuse?: boolean;
}

const HUGE = 'x'.repeat(100_000);
const HOSTILE: Json[] = [
  '',
  ' ',
  HUGE,
  "' OR '1'='1' --",
  "'; DROP TABLE app_user; --",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../../etc/passwd',
  'a\u0000b',
  '\ud800',
  'a\udfffb',
  'javascript:alert(1)',
  '💥'.repeat(2000),
  '00000000-0000-0000-0000-000000000000',
  '-1',
  '1e400',
  'NaN',
  -1,
  0,
  1.5,
  Number.MIN_SAFE_INTEGER - 2, // beyond exact integers
  2_147_483_648, // beyond PostgreSQL integer
  -2_147_483_649,
  '2147483648',
  Number.MAX_SAFE_INTEGER, // a timestamp of 2⁵³−1
  1e308,
  true,
  null,
  [],
  ['a', 'b'],
  {},
  { $gt: '' },
];
const NOT_AN_OBJECT: Json[] = [[], 'text', 12345, null, true];
/** Percent-encodings that decode to no text: a lone surrogate in UTF-8, a truncated sequence, not hex. */
const BAD_PERCENT_ENCODINGS = ['%ED%A0%80', '%E2%82', '%ZZ', '%'];
const isWellFormed = (text: string) => !/[\uD800-\uDFFF]/.test(text.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g, ''));
const BAD_AUTHORIZATION = ['Bearer', 'Basic dXNlcjpwYXNz', 'Bearer not-a-token', `Bearer ${'a'.repeat(10_000)}`, `Bearer ${fakeJwt()}`];

function fakeJwt(): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ sub: 'someone', aud: 'demo-bonus-klub', exp: 9_999_999_999 })}.`;
}

/** A plausible valid value for a documented schema, the base that each mutation changes one thing of. */
function sample(schema: Json): Json {
  if (schema.default !== undefined) return schema.default;
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) return sample(schema.anyOf[0]);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object') return Object.fromEntries((schema.required ?? []).map((name: string) => [name, sample(schema.properties[name])]));
  if (type === 'array') return [];
  if (type === 'integer' || type === 'number') return Math.max(1, schema.minimum ?? 1);
  if (type === 'boolean') return true;
  return 'a'.repeat(Math.max(1, schema.minLength ?? 1));
}

function objectMutations(schema: Json): Array<{ label: string; value: Json }> {
  const base = sample(schema);
  const mutations: Array<{ label: string; value: Json }> = [];
  for (const name of Object.keys(schema.properties ?? {})) {
    if ((schema.required ?? []).includes(name)) {
      const { [name]: _missing, ...rest } = base;
      mutations.push({ label: `${name} missing`, value: rest });
    }
    HOSTILE.forEach((value, i) => mutations.push({ label: `${name} = hostile #${i}`, value: { ...base, [name]: value } }));
  }
  mutations.push({ label: 'unknown fields', value: { ...base, admin: true, tier_id: 3, user_id: '00000000-0000-0000-0000-000000000000' } });
  return mutations;
}

/** Query values travel as text; arrays become repeated parameters. */
function toQueryValue(value: Json): Json {
  if (Array.isArray(value)) return value.map(String);
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return value === null ? '' : String(value);
}

function casesFor(route: RouteDefinition, operation: OpenApiOperation, foreign: ForeignIds): Case[] {
  const cases: Case[] = [];
  const querySchema = { type: 'object', properties: {} as Record<string, Json>, required: [] as string[] };
  const pathParams: Record<string, string> = {};
  for (const parameter of operation.parameters ?? []) {
    if (parameter.in === 'path') pathParams[parameter.name] = foreign.ownOrderId;
    else {
      querySchema.properties[parameter.name] = parameter.schema;
      if (parameter.required) querySchema.required.push(parameter.name);
    }
  }
  const queryBase = Object.keys(querySchema.properties).length ? sample(querySchema) : undefined;
  const bodySchema = operation.requestBody && Object.values(operation.requestBody.content)[0].schema;
  const bodyBase = bodySchema && route.body !== 'raw' ? sample(bodySchema) : undefined;
  const withBase = (extra: Partial<Case>): Case => ({ route, label: '', query: queryBase && mapValues(queryBase, toQueryValue), body: bodyBase, params: pathParams, ...extra });

  if (queryBase) {
    for (const { label, value } of objectMutations(querySchema)) cases.push(withBase({ label: `query ${label}`, query: mapValues(value, toQueryValue) }));
  }
  if (bodySchema && route.body !== 'raw') {
    for (const { label, value } of objectMutations(bodySchema)) cases.push(withBase({ label: `body ${label}`, body: value }));
    for (const value of NOT_AN_OBJECT) cases.push(withBase({ label: `body ${JSON.stringify(value)}`, body: value }));
    cases.push(withBase({ label: 'body not JSON', rawBody: '{"broken": ' }));
    cases.push(withBase({ label: 'prototype pollution', rawBody: '{"__proto__": {"admin": true}, "constructor": {"prototype": {"admin": true}}}' }));
    cases.push(withBase({ label: 'body over the size limit', rawBody: JSON.stringify({ ...bodyBase, padding: 'x'.repeat(1_100_000) }), mustRefuse: true }));
    for (const encoding of ['gzip', 'deflate', 'br', 'x-unknown']) {
      cases.push(withBase({ label: `Content-Encoding ${encoding} on a plain body`, rawBody: JSON.stringify(bodyBase ?? {}), headers: { 'content-encoding': encoding }, mustRefuse: true }));
    }
  }
  if (route.body === 'raw') {
    for (const value of [...HOSTILE.slice(0, 10), HUGE]) cases.push(withBase({ label: 'unsigned raw body', rawBody: String(value), mustRefuse: true }));
  }
  for (const name of Object.keys(pathParams)) {
    for (const value of HOSTILE.filter((v) => typeof v === 'string' && v !== '' && isWellFormed(v))) cases.push(withBase({ label: `path ${name} hostile`, params: { ...pathParams, [name]: value } }));
    for (const encoded of BAD_PERCENT_ENCODINGS) cases.push(withBase({ label: `path ${name} percent-encoding ${encoded}`, rawPath: route.path.replace(`:${name}`, encoded), mustRefuse: true }));
  }
  for (const encoded of BAD_PERCENT_ENCODINGS) cases.push(withBase({ label: `query percent-encoding ${encoded}`, rawQuery: `${encodeQuery(queryBase && mapValues(queryBase, toQueryValue))}&x=${encoded}` }));
  if (route.access !== 'public') {
    for (const authorization of BAD_AUTHORIZATION) cases.push(withBase({ label: `authorization ${authorization.slice(0, 20)}`, authorization }));
  }
  // Parameters a route does not declare are ignored, so every route, even one without input, is fuzzed.
  cases.push(withBase({ label: 'undeclared query parameter', query: { ...(queryBase && mapValues(queryBase, toQueryValue)), unexpected: '<script>alert(1)</script>' } }));
  for (const foreignCase of foreign.casesFor(route)) cases.push(withBase({ ...foreignCase, mustRefuse: true }));
  return cases;
}

const mapValues = (object: Record<string, Json>, map: (value: Json) => Json) => Object.fromEntries(Object.entries(object).map(([key, value]) => [key, map(value)]));

interface ForeignIds {
  ownOrderId: string;
  casesFor: (route: RouteDefinition) => Array<Partial<Case> & { label: string }>;
}

/** The query string as sent; arrays become repeated parameters, an empty one none at all. */
function encodeQuery(query: Record<string, Json> = {}): URLSearchParams {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) for (const item of [value].flat()) search.append(name, String(item));
  return search;
}

function parsedRawBody(rawBody: string): { ok: true; value: Json } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(rawBody) };
  } catch {
    return { ok: false };
  }
}

/** Whether the route's own schemas accept what the server receives (then it is well-formed, however hostile). */
function acceptedBySchemas(testCase: Case): boolean {
  const { route } = testCase;
  if (testCase.authorization || testCase.headers || testCase.rawPath) return false;
  const body = testCase.rawBody === undefined ? { ok: true as const, value: testCase.body } : parsedRawBody(testCase.rawBody);
  if (!body.ok) return false;
  // The api reads the query string with node:querystring, so the oracle reads it back the same way.
  const query = querystring.parse(testCase.rawQuery ?? encodeQuery(testCase.query).toString());
  const ok = (schema: z.ZodType | 'raw' | undefined, input: unknown) => !schema || schema === 'raw' || schema.safeParse(input).success;
  return ok(route.query, query) && ok(route.body, body.value) && ok(route.params, testCase.params ?? {});
}

describe('fuzzing every REST route from its OpenAPI document', () => {
  // Over a thousand requests: about 15 s alone, several times that beside the other suites.
  jest.setTimeout(180_000);
  let api: TestApi;
  let tokens: Record<'member' | 'admin', string>;
  let foreign: ForeignIds;
  let document: OpenApiDocument;

  beforeAll(async () => {
    api = await startTestApi();
    document = (await api.call('GET', '/openapi.json')).body;
    const [member, other, admin] = [await api.newMember(), await api.newMember(), await api.newMember({ admin: true })];
    tokens = { member: member.idToken, admin: admin.idToken };
    // The other member owns an order and a completed bonus; the fuzzed member must not reach either.
    const order = await api.call('POST', '/order', { token: other.idToken, body: { tier_id: 2, subscription_scope: 'registration' } });
    const ownOrder = await api.call('POST', '/order', { token: member.idToken, body: { tier_id: 2, subscription_scope: 'registration' } });
    expect([order.status, ownOrder.status]).toEqual([201, 201]);
    const [entry] = await api.db.dataSource.query(
      `INSERT INTO bonus_history_entry (user_id, bonus_id, reached_profit_halere)
       SELECT u.id, (SELECT min(id) FROM bonus), 10000 FROM app_user u WHERE u.firebase_uid = $1 RETURNING id`,
      [other.uid],
    );
    const foreignOrder = { query: { id: order.body.id } };
    foreign = {
      ownOrderId: ownOrder.body.id,
      casesFor: (route) => {
        if (route.access !== 'member') return [];
        if (route.path.startsWith('/order') && route.method === 'get' && route.path !== '/order-managing') return [{ label: "another member's order", ...foreignOrder }];
        if (route.path === '/bonus_history' && route.method === 'put') return [{ label: "another member's history entry", body: { id: entry.id, reached_profit: 999999 } }];
        if (route.path === '/bonus_history' && route.method === 'delete') return [{ label: "another member's history entry", query: { id: String(entry.id) } }];
        return [];
      },
    };
    // Sign-in side effects (last seen) happen before the snapshot.
    await api.call('GET', '/user', { token: tokens.member });
    await api.call('GET', '/user', { token: tokens.admin });
  });
  afterAll(() => api.stop());

  const allCases = () => ROUTES.flatMap((route) => casesFor(route, document.paths[route.path.replace(/:(\w+)/g, '{$1}')][route.method], foreign));

  async function send(testCase: Case): Promise<FuzzAnswer> {
    const { route } = testCase;
    let path = testCase.rawPath ?? route.path;
    for (const [name, value] of Object.entries(testCase.params ?? {})) path = path.replace(`:${name}`, encodeURIComponent(value));
    const search = testCase.rawQuery ?? encodeQuery(testCase.query).toString();
    const token = route.access === 'admin' ? tokens.admin : route.access === 'public' ? undefined : tokens.member;
    const authorization = testCase.authorization ?? (token && `Bearer ${token}`);
    const hasBody = route.method !== 'get' && (testCase.rawBody !== undefined || testCase.body !== undefined);
    const response = await fetch(`${api.url}${path}${search ? `?${search}` : ''}`, {
      method: route.method.toUpperCase(),
      redirect: 'manual',
      headers: { ...(authorization ? { authorization } : {}), ...(hasBody ? { 'content-type': 'application/json' } : {}), ...testCase.headers },
      body: hasBody ? (testCase.rawBody ?? JSON.stringify(testCase.body)) : undefined,
    });
    return readAnswer(response);
  }

  const nameOf = (c: Case) => `${c.route.method.toUpperCase()} ${c.route.path} [${c.label}]`;
  /** Per route and run: 16 refused and 8 accepted inputs of the sweep (FUZZ_FULL=1 sends them all). */
  const sample = (cases: Case[], perRoute: number) => sampleCases(cases, (c) => `${c.route.method} ${c.route.path}`, nameOf, perRoute);
  const sent = { refused: 0, accepted: 0 };
  const runAll = (cases: Case[], check: (testCase: Case, answer: FuzzAnswer) => string | null) => runCases(cases, send, check, nameOf);

  it('covers every route with a few hundred inputs in all', () => {
    const cases = allCases();
    expect(new Set(cases.map((c) => `${c.route.method} ${c.route.path}`)).size).toBe(ROUTES.length);
    expect(cases.length).toBeGreaterThan(ROUTES.length * 20);
  });

  it('bounds every text input: a maximum length, a list of values or a pattern of bounded length', () => {
    const unbounded = documentedInputs(document).filter(({ schema }) => isText(schema) && !isBoundedText(schema));
    expect(unbounded.map(({ where }) => where)).toEqual([]);
  });

  it('bounds every number input below and above: past what the server computes with it is refused, never a 500', () => {
    const unbounded = documentedInputs(document).filter(({ schema }) => isNumber(schema) && !isBoundedNumber(schema));
    expect(unbounded.map(({ where }) => where)).toEqual([]);
  });

  it('takes every moment, month and e-mail through its one shared input (unix seconds up to 2100, YYYY-MM of 2000–2999, format email)', () => {
    const inputs = documentedInputs(document);
    const moments = inputs.filter(({ name, schema }) => isNumber(schema) && /_timestamp$|_until$/.test(name));
    const months = inputs.filter(({ name, schema }) => isText(schema) && name === 'month');
    const emails = inputs.filter(({ name, schema }) => isText(schema) && /email/i.test(name));
    expect(moments.length * months.length * emails.length).toBeGreaterThan(0);
    expect([
      ...moments.filter(({ schema }) => schema.maximum !== LATEST_UNIX_SECONDS).map(({ where }) => `${where}: not unixSeconds`),
      ...months.filter(({ schema }) => schema.pattern !== MONTH_PATTERN.source).map(({ where }) => `${where}: not monthInput`),
      ...emails.filter(({ schema }) => schema.format !== 'email' || !(schema.minLength >= 1)).map(({ where }) => `${where}: not emailInput`),
    ]).toEqual([]);
  });

  it('takes only http(s) links in every input that holds one', () => {
    const links = documentedInputs(document).filter(({ name, schema }) => isText(schema) && (/url|link|href|website/i.test(name) || schema.format === 'uri'));
    expect(links.length).toBeGreaterThan(3);
    const problems = links.flatMap(({ where, schema }) => [
      ...(schema.format === 'uri' ? [] : [`${where}: not documented as a link (format uri)`]),
      ...['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'ftp://example.cz/', 'file:///etc/passwd', 'vbscript:x']
        .filter((value) => linkSchemaAccepts(where, value))
        .map((value) => `${where}: accepts ${value}`),
    ]);
    expect(problems).toEqual([]);
  });

  it('refuses malformed input and other members’ ids with a 4xx and an error text, and changes nothing in the database', async () => {
    const refused = sample(allCases().filter((c) => c.mustRefuse || !acceptedBySchemas(c)), 16);
    sent.refused = refused.length;
    const before = await databaseDigest(api.db.dataSource);
    const failures = await runAll(refused, (_testCase, { status, body, text }) => {
      if (status < 400 || status >= 500) return `status ${status}: ${text.slice(0, 200)}`;
      if (typeof body?.error !== 'string' || !body.error.trim()) return `no error text: ${text.slice(0, 200)}`;
      return null;
    });
    expect(failures).toEqual([]);
    expect(await databaseDigest(api.db.dataSource)).toEqual(before);
  });

  it('never answers well-formed hostile input with a server error', async () => {
    const accepted = sample(allCases().filter((c) => !c.mustRefuse && acceptedBySchemas(c)), 8);
    sent.accepted = accepted.length;
    const failures = await runAll(accepted, (_testCase, { status, text }) => (status >= 500 ? `status ${status}: ${text.slice(0, 200)}` : null));
    expect(failures).toEqual([]);
  });

  afterAll(() => {
    const cases = allCases();
    const scope = FUZZ_FULL ? 'the whole sweep' : 'a fixed sample; FUZZ_FULL=1 sends them all';
    process.stdout.write(`REST fuzzing: ${sent.refused + sent.accepted} of ${cases.length} inputs over ${ROUTES.length} routes (${sent.refused} to refuse; ${scope})\n`);
  });
});

interface DocumentedInput {
  /** e.g. "post /bonus body.url_link". */
  where: string;
  name: string;
  schema: Json;
}

/** Every documented query, path and body value of every route, nested ones included. */
function documentedInputs(document: OpenApiDocument): DocumentedInput[] {
  const found: DocumentedInput[] = [];
  const walk = (schema: Json, where: string, name: string) => {
    if (!schema) return;
    for (const option of [...(schema.anyOf ?? []), ...(schema.allOf ?? [])]) walk(option, where, name);
    found.push({ where, name, schema });
    for (const [key, property] of Object.entries<Json>(schema.properties ?? {})) walk(property, `${where}.${key}`, key);
    if (schema.items) walk(schema.items, `${where}[]`, name);
  };
  for (const [path, operations] of Object.entries<Json>(document.paths)) {
    for (const [method, operation] of Object.entries<Json>(operations)) {
      for (const parameter of operation.parameters ?? []) walk(parameter.schema, `${method} ${path} ${parameter.in}:${parameter.name}`, parameter.name);
      const body = operation.requestBody && Object.values<Json>(operation.requestBody.content)[0].schema;
      walk(body, `${method} ${path} body`, 'body');
    }
  }
  return found;
}

const isText = (schema: Json) => [schema.type].flat().includes('string');
const isNumber = (schema: Json) => [schema.type].flat().some((type) => type === 'number' || type === 'integer');
const isBoundedNumber = (schema: Json) =>
  schema.enum !== undefined || schema.const !== undefined || ((schema.minimum ?? schema.exclusiveMinimum) !== undefined && (schema.maximum ?? schema.exclusiveMaximum) !== undefined);

/** A pattern anchored at both ends without an unbounded repetition allows only text of bounded length. */
const isBoundedPattern = (pattern: string) => pattern.startsWith('^') && pattern.endsWith('$') && !/(?<!\\)[*+]|\{\d+,\}/.test(pattern);
const isBoundedText = (schema: Json) => schema.maxLength !== undefined || schema.enum !== undefined || schema.const !== undefined || (typeof schema.pattern === 'string' && isBoundedPattern(schema.pattern));

/** Whether the route's own schema accepts `value` at the documented place `where` (the rest of the input sampled valid). */
function linkSchemaAccepts(where: string, value: string): boolean {
  const [method, path, place] = where.split(' ');
  const route = ROUTES.find((r) => r.method === method && r.path.replace(/:(\w+)/g, '{$1}') === path)!;
  const [part, ...names] = place.replace(/^(query|path):/, '$1.').split('.');
  const schema = part === 'body' ? route.body : part === 'query' ? route.query : route.params;
  if (!schema || schema === 'raw') return false;
  const input = sample(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }));
  let target = input;
  for (const name of names.slice(0, -1)) target = target[name] ??= {};
  target[names[names.length - 1]] = value;
  return schema.safeParse(input).success;
}
