/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers of every shape */
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import type { OpenApiDocument, OpenApiOperation } from './rest/openapi';
import { FUZZ_FULL, type FuzzAnswer, readAnswer, runCases } from './testing/fuzz-runner';
import { valuesOf, violationsOf } from './testing/schema-arbitrary';
import { startTestApi, type TestApi } from './testing/test-api';

/**
 * The REST contract as a third party's property-based tester checks it (issue #57), driven only by
 * /openapi.json: for every operation, requests generated from its documented parameters and body with a
 * fixed seed. What the document allows must get a status the document lists for the operation, never a
 * fault (500), and a body its schema describes; what it forbids (one constraint broken at a time) must be
 * refused with a listed 4xx; a secured operation must refuse a caller without credentials.
 * Members and admins call with personal API tokens where the document offers them, and with a Firebase
 * ID token of a member of their own elsewhere (sign-up and account changes). FUZZ_FULL=1 sends ten
 * times as many generated requests.
 */
const VALID_PER_OPERATION = FUZZ_FULL ? 60 : 6;
const VIOLATIONS_PER_OPERATION = FUZZ_FULL ? Infinity : 10;
const SEED = 57;

interface Operation {
  method: string;
  path: string;
  spec: OpenApiOperation;
}

interface Request {
  operation: Operation;
  label: string;
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body?: unknown;
  /** Sent without any credentials. */
  anonymous?: boolean;
}

const JSON_TYPE = 'application/json';
const FORM_TYPE = 'application/x-www-form-urlencoded';

const bodyTypeOf = (spec: OpenApiOperation) => (spec.requestBody ? Object.keys(spec.requestBody.content)[0] : undefined);
const parametersIn = (spec: OpenApiOperation, place: 'query' | 'path') => (spec.parameters ?? []).filter((parameter) => parameter.in === place);

/** The query or path parameters as one object schema, so that they are generated and broken like a body. */
function parameterSchema(spec: OpenApiOperation, place: 'query' | 'path') {
  const parameters = parametersIn(spec, place);
  return { type: 'object', properties: Object.fromEntries(parameters.map((p) => [p.name, p.schema])), required: parameters.filter((p) => p.required).map((p) => p.name) };
}

/** A body the route reads as JSON or as a form; raw bodies (uploads, signed webhooks) get generated text. */
function bodySchemaOf(spec: OpenApiOperation): any {
  const type = bodyTypeOf(spec);
  if (!type) return undefined;
  return type === JSON_TYPE || type === FORM_TYPE ? spec.requestBody!.content[type].schema : { type: 'string', maxLength: 200 };
}

function validRequests(operation: Operation): Request[] {
  const bodySchema = bodySchemaOf(operation.spec);
  const generated = fc.record({
    params: valuesOf(parameterSchema(operation.spec, 'path')),
    query: valuesOf(parameterSchema(operation.spec, 'query')),
    body: bodySchema ? valuesOf(bodySchema) : fc.constant(undefined),
  });
  return fc.sample(generated, { numRuns: VALID_PER_OPERATION, seed: SEED }).map((input, index) => ({ operation, label: `valid #${index}`, ...(input as any) }));
}

function violatingRequests(operation: Operation): Request[] {
  const [valid] = validRequests(operation);
  const bodyType = bodyTypeOf(operation.spec);
  const bodySchema = bodySchemaOf(operation.spec);
  const querySchema = parameterSchema(operation.spec, 'query');
  const violations = [
    ...violationsOf(querySchema, 'query')
      .filter((violation) => !textSentAsText(querySchema, violation.label))
      .map(({ label, value }) => ({ ...valid, label, query: value as Record<string, unknown> })),
    ...((bodyType === JSON_TYPE || bodyType === FORM_TYPE) && bodySchema?.type === 'object'
      ? violationsOf(bodySchema, 'body')
          .filter((violation) => bodyType === JSON_TYPE || !textSentAsText(bodySchema, violation.label))
          .map(({ label, value }) => ({ ...valid, label, body: value }))
      : []),
  ];
  return violations.slice(0, VIOLATIONS_PER_OPERATION);
}

/** Query and form values travel as text: a value "of another type" than a text field arrives as text, no violation. */
function textSentAsText(schema: any, label: string): boolean {
  if (!label.endsWith(': of another type')) return false;
  const name = label.slice(label.indexOf('.') + 1, label.indexOf(':'));
  return [schema.properties?.[name]?.type].flat().includes('string');
}

/** Query values as the api reads them: text, lists as repeated parameters, objects as JSON. */
function queryString(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const item of [value].flat()) search.append(name, item !== null && typeof item === 'object' ? JSON.stringify(item) : String(item ?? ''));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function bodyOf(spec: OpenApiOperation, body: unknown): { type?: string; text?: string } {
  const type = bodyTypeOf(spec);
  if (body === undefined || !type) return {};
  if (type === FORM_TYPE) return { type, text: new URLSearchParams(Object.entries(body as Record<string, unknown>).map(([name, value]): [string, string] => [name, String(value)])).toString() };
  return { type, text: type === JSON_TYPE ? JSON.stringify(body) : String(body) };
}

describe('the REST contract, driven from /openapi.json by generated requests', () => {
  jest.setTimeout(240_000);
  let api: TestApi;
  let document: OpenApiDocument;
  let operations: Operation[];
  /** Personal API tokens, taken in turn: each may make 300 calls a minute (API_TOKEN_RATE_LIMIT), the test makes more. */
  let credentials: { member: string[]; admin: string[] };
  let calls = 0;
  /** Operations that take no API token (sign-up, account changes) each get a Firebase member of their own. */
  const sessionMembers = new Map<string, Promise<string>>();
  const ajv = new Ajv2020({ strict: false, allErrors: false });
  addFormats(ajv);
  const validators = new Map<object, ReturnType<typeof ajv.compile>>();

  beforeAll(async () => {
    api = await startTestApi();
    document = (await api.call('GET', '/openapi.json')).body;
    operations = Object.entries(document.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, spec]) => ({ method, path, spec })));
    const tokens = async (count: number, admin: boolean) => {
      const secrets: string[] = [];
      for (let index = 0; index < count; index++) {
        const account = await api.newMember({ admin });
        secrets.push((await api.newApiToken(account.idToken, admin ? ['read', 'write', 'admin'] : ['read', 'write'])).secret);
      }
      return secrets;
    };
    // Enough that no token reaches its limit: every operation's requests, at most 200 per token.
    const perToken = Math.ceil((operations.length * (VALID_PER_OPERATION + Math.min(VIOLATIONS_PER_OPERATION, 40) + 1)) / 200);
    credentials = { member: await tokens(perToken, false), admin: await tokens(2, true) };
  });
  afterAll(() => api.stop());

  async function authorizationOf(request: Request): Promise<string | undefined> {
    const { spec, method, path } = request.operation;
    if (request.anonymous || !spec.security?.length) return undefined;
    const schemes = spec.security.flatMap((requirement) => Object.keys(requirement));
    if (schemes.some((scheme) => scheme.startsWith('apiToken'))) {
      const pool = spec['x-access'] === 'admin' ? credentials.admin : credentials.member;
      return `Bearer ${pool[calls++ % pool.length]}`;
    }
    const key = `${method} ${path}`;
    if (!sessionMembers.has(key)) sessionMembers.set(key, (spec['x-access'] === 'account' ? api.signUp() : api.newMember()).then((account) => account.idToken));
    return `Bearer ${await sessionMembers.get(key)}`;
  }

  async function send(request: Request): Promise<FuzzAnswer> {
    const { spec, method } = request.operation;
    let path = request.operation.path;
    for (const [name, value] of Object.entries(request.params)) path = path.replace(`{${name}}`, encodeURIComponent(String(value)));
    const authorization = await authorizationOf(request);
    const body = bodyOf(spec, request.body);
    const response = await fetch(`${api.url}${path}${queryString(request.query)}`, {
      method: method.toUpperCase(),
      redirect: 'manual',
      headers: { ...(authorization && { authorization }), ...(body.type && { 'content-type': body.type }) },
      body: body.text,
    });
    return readAnswer(response);
  }

  /** What is wrong with an answer to an operation, or null. */
  function contractProblem(operation: Operation, answer: FuzzAnswer): string | null {
    const documented = operation.spec.responses[String(answer.status)];
    // A fault is never right; a documented 502 or 503 (an outside service down, maintenance) is an answer.
    if (answer.status === 500 || (answer.status > 500 && !documented)) return `status ${answer.status}: ${answer.text.slice(0, 200)}`;
    if (!documented) return `status ${answer.status} is not in the document (${Object.keys(operation.spec.responses).join(', ')}): ${answer.text.slice(0, 200)}`;
    const schema = documented.content?.[JSON_TYPE]?.schema;
    if (!schema || !answer.contentType.startsWith(JSON_TYPE)) return null;
    let validate = validators.get(schema);
    if (!validate) validators.set(schema, (validate = ajv.compile({ ...schema, components: document.components })));
    return validate(answer.body) ? null : `status ${answer.status} body does not match its schema: ${ajv.errorsText(validate.errors)}: ${answer.text.slice(0, 200)}`;
  }

  const nameOf = (request: Request) => `${request.operation.method.toUpperCase()} ${request.operation.path} [${request.label}]`;
  /** How often each status answered, per test: what the generated requests reached (printed at the end). */
  const statuses = new Map<string, Map<number, number>>();
  const counted = (test: string, check: (request: Request, answer: FuzzAnswer) => string | null) => (request: Request, answer: FuzzAnswer) => {
    const counts = statuses.get(test) ?? new Map<number, number>();
    statuses.set(test, counts.set(answer.status, (counts.get(answer.status) ?? 0) + 1));
    return check(request, answer);
  };
  afterAll(() => {
    const lines = [...statuses].map(([test, counts]) => `${test}: ${[...counts].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`).join(', ')}`);
    process.stdout.write(`REST contract (${FUZZ_FULL ? 'the larger budget' : 'a fixed budget; FUZZ_FULL=1 sends ten times as many'}):\n  ${lines.join('\n  ')}\n`);
  });

  it('answers what the document allows with a status it lists, never a fault, and a body its schema describes', async () => {
    const requests = operations.flatMap(validRequests);
    expect(requests.length).toBe(operations.length * VALID_PER_OPERATION);
    const failures = await runCases(requests, send, counted('allowed', (request, answer) => contractProblem(request.operation, answer)), nameOf);
    expect(failures).toEqual([]);
  });

  it('refuses what the document forbids, one constraint at a time, with a 4xx it lists', async () => {
    const requests = operations.flatMap(violatingRequests);
    expect(requests.length).toBeGreaterThan(operations.length);
    const failures = await runCases(
      requests,
      send,
      counted('forbidden', (request, answer) => (answer.status < 400 || answer.status >= 500 ? `accepted with ${answer.status}: ${answer.text.slice(0, 200)}` : contractProblem(request.operation, answer))),
      nameOf,
    );
    expect(failures).toEqual([]);
  });

  it('lists the refusals a third party met undocumented, and answers each with its own code', async () => {
    const member = await api.newMember();
    const token = member.idToken;
    const paid = (await api.call('POST', '/order', { token, body: { tier_id: 2, subscription_scope: 'registration' } })).body;
    await api.db.dataSource.query(`UPDATE subscription_order SET status = 'canceled' WHERE id = $1`, [paid.id]);
    const cases: Array<[string, string, { status: number; body: { code: string } }]> = [
      ['delete', '/casino_pause', await api.call('DELETE', '/casino_pause', { token })],
      ['get', '/referenced/check_validity', await api.call('GET', '/referenced/check_validity?referral_code=NEEXISTUJE')],
      ['post', '/referenced/send_reg_email', await api.call('POST', '/referenced/send_reg_email', { body: { referral_code: 'NEEXISTUJE', email: 'pritel@example.cz' } })],
      ['get', '/order-paywall-url', await api.call('GET', `/order-paywall-url?id=${paid.id}`, { token })],
      ['post', '/webhooks/stripe', await api.call('POST', '/webhooks/stripe', { body: { type: 'checkout.session.completed' } })],
    ];
    const answered = cases.map(([method, path, answer]) => [method, path, answer.status, answer.body.code, operations.find((o) => o.method === method && o.path === path)!.spec.responses[answer.status]?.description.includes(answer.body.code)]);
    expect(answered).toEqual([
      ['delete', '/casino_pause', 404, 'CASINO_PAUSE_NOT_FOUND', true],
      ['get', '/referenced/check_validity', 404, 'REFERRAL_LINK_INVALID', true],
      ['post', '/referenced/send_reg_email', 404, 'REFERRAL_LINK_INVALID', true],
      ['get', '/order-paywall-url', 409, 'ORDER_NOT_PAYABLE', true],
      ['post', '/webhooks/stripe', 404, 'NOT_FOUND', true],
    ]);
  });

  it('refuses every secured operation without credentials with 401', async () => {
    const secured = operations.filter((operation) => operation.spec.security?.length);
    expect(secured.length).toBeGreaterThan(40);
    const requests = secured.map((operation) => ({ ...validRequests(operation)[0], label: 'no credentials', anonymous: true }));
    const failures = await runCases(requests, send, counted('no credentials', (request, answer) => (answer.status === 401 ? contractProblem(request.operation, answer) : `status ${answer.status}`)), nameOf);
    expect(failures).toEqual([]);
  });
});
