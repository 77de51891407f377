/* eslint-disable @typescript-eslint/no-explicit-any -- hostile variables of every shape */
import {
  getNamedType,
  GraphQLEnumType,
  GraphQLField,
  GraphQLInputObjectType,
  GraphQLInputType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLScalarType,
  GraphQLSchema,
  isCompositeType,
} from 'graphql';
import { ApolloServerErrorCode } from '@apollo/server/errors';
import { ERROR_CATALOGUE, type ErrorCode } from '@bonus/domain';
import { buildApiSchema } from './graphql/schema';
import { databaseDigest } from './testing/database-digest';
import { FUZZ_FULL, FuzzAnswer, readAnswer, runCases, sampleCases } from './testing/fuzz-runner';
import { startTestApi, TestApi } from './testing/test-api';

/**
 * Fuzzing driven by the GraphQL schema: every operation with arguments gets each hostile class in
 * each argument (nested input fields included), and every operation is sent as a document far over
 * the size limits. Classes that must be refused (text the database cannot store, text longer than
 * any field takes, integers beyond 32 bits, oversized documents) get a 4xx-coded error and change
 * nothing; no input at all may produce a server error, or an error without a code a client can act on.
 */
type Json = any;
type Operation = { kind: 'query' | 'mutation'; field: GraphQLField<unknown, unknown> };
interface Case {
  operation: Operation;
  label: string;
  variables?: Record<string, Json>;
  /** A whole document instead of the operation with its variables. */
  document?: string;
  mustRefuse: boolean;
}

/** GraphQL's own refusals of a request it cannot run (Apollo's, and the api's complexity limit): the only codes besides the catalogue's. */
const GRAPHQL_REFUSALS: ReadonlySet<unknown> = new Set([
  ApolloServerErrorCode.GRAPHQL_PARSE_FAILED,
  ApolloServerErrorCode.GRAPHQL_VALIDATION_FAILED,
  ApolloServerErrorCode.BAD_USER_INPUT,
  'QUERY_TOO_COMPLEX',
]);

/** Whether an error carries a catalogue code with the catalogue's 4xx status, or is one of GraphQL's own refusals. */
function coded({ code, status }: { code?: unknown; status?: unknown } = {}): boolean {
  if (GRAPHQL_REFUSALS.has(code)) return true;
  const catalogued = typeof code === 'string' && Object.hasOwn(ERROR_CATALOGUE, code) ? ERROR_CATALOGUE[code as ErrorCode].status : undefined;
  return catalogued !== undefined && catalogued < 500 && status === catalogued;
}

/**
 * What is wrong with an answer whatever the input: a 5xx, or an error (GraphQL's, or the transport's own
 * refusal, such as a body over its size limit) that is not coded.
 */
function unsound({ status, body, text }: FuzzAnswer): string | null {
  if (status >= 500) return `server error ${status}: ${text.slice(0, 200)}`;
  const errors: Json[] = body?.errors ?? (status >= 400 ? [{ message: body?.error, extensions: { code: body?.code, status } }] : []);
  const uncoded = errors.find((error) => !coded(error?.extensions));
  return uncoded ? `error without a catalogue code (${JSON.stringify(uncoded.extensions ?? null)}): ${String(uncoded.message).slice(0, 160)}` : null;
}

const OVER_ANY_LIMIT = 'x'.repeat(120_000);
const REFUSED_TEXT = [['lone surrogate', '\ud800'], ['lone low surrogate', 'a\udfffb'], ['NUL', 'a\u0000b'], ['over any length limit', OVER_ANY_LIMIT]] as const;
const HOSTILE_TEXT = ['', ' ', 'javascript:alert(1)', "' OR '1'='1' --", '<script>alert(1)</script>', '../../../etc/passwd', '💥'.repeat(2000), '-1', '2147483648', '9007199254740991', '1e400'];
const HOSTILE_INT = [-1, 0, 2_147_483_647];
const HOSTILE_FLOAT = [Number.MAX_SAFE_INTEGER, 1e308, -1e308, 0.000001];

/** A plausible valid value of an input type: the base each case changes one thing of. */
function sample(type: GraphQLInputType): Json {
  if (type instanceof GraphQLNonNull) return sample(type.ofType);
  if (type instanceof GraphQLList) return [sample(type.ofType)];
  if (type instanceof GraphQLEnumType) return type.getValues()[0].value;
  if (type instanceof GraphQLInputObjectType) {
    return Object.fromEntries(Object.values(type.getFields()).filter((field) => field.type instanceof GraphQLNonNull).map((field) => [field.name, sample(field.type)]));
  }
  const scalar = (type as GraphQLScalarType).name;
  return scalar === 'Int' || scalar === 'Float' ? 1 : scalar === 'Boolean' ? true : scalar === 'ID' ? '1' : 'a';
}

interface Leaf {
  path: string[];
  scalar: string;
}

/** Every scalar place in an argument, optional input fields and list items included. */
function leaves(type: GraphQLInputType, path: string[]): Leaf[] {
  if (type instanceof GraphQLNonNull) return leaves(type.ofType, path);
  if (type instanceof GraphQLList) return leaves(type.ofType, [...path, '0']);
  if (type instanceof GraphQLInputObjectType) return Object.values(type.getFields()).flatMap((field) => leaves(field.type, [...path, field.name]));
  if (type instanceof GraphQLEnumType) return [{ path, scalar: 'Enum' }];
  return [{ path, scalar: (type as GraphQLScalarType).name }];
}

function withValue(base: Record<string, Json>, path: string[], value: Json): Record<string, Json> {
  const copy = structuredClone(base);
  let target = copy;
  for (const key of path.slice(0, -1)) target = target[key] ??= /^\d+$/.test(key) ? [] : {};
  target[path[path.length - 1]] = value;
  return copy;
}

const selection = (field: GraphQLField<unknown, unknown>) => (isCompositeType(getNamedType(field.type)) ? ' { __typename }' : '');

const declaredVariables = (field: GraphQLField<unknown, unknown>) => (field.args.length ? `(${field.args.map((arg) => `$${arg.name}: ${arg.type}`).join(', ')})` : '');
const call = (field: GraphQLField<unknown, unknown>) => `${field.name}${field.args.length ? `(${field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ')})` : ''}${selection(field)}`;

const documentOf = ({ kind, field }: Operation) => `${kind} Fuzz${declaredVariables(field)} { ${call(field)} }`;

/** The same operation, over the document limits: 10 000 aliases, 2 000 chained fragments. */
function oversizedDocuments({ kind, field }: Operation): Array<[string, string]> {
  const root = kind === 'query' ? 'Query' : 'Mutation';
  const aliases = Array.from({ length: 10_000 }, (_, i) => `a${i}: ${call(field)}`).join(' ');
  const chain = Array.from({ length: 2000 }, (_, i) => `fragment F${i} on ${root} { ...F${i + 1} }`).join(' ');
  return [
    ['10 000 aliases', `${kind} Fuzz${declaredVariables(field)} { ${aliases} }`],
    ['2 000 chained fragments', `${kind} Fuzz${declaredVariables(field)} { ...F0 } ${chain} fragment F2000 on ${root} { ${call(field)} }`],
  ];
}

function casesFor(operation: Operation): Case[] {
  const { field } = operation;
  const base = Object.fromEntries(field.args.map((arg) => [arg.name, sample(arg.type)]));
  const cases: Case[] = oversizedDocuments(operation).map(([label, document]) => ({ operation, label, document, variables: base, mustRefuse: true }));
  for (const arg of field.args) {
    for (const { path, scalar } of leaves(arg.type, [arg.name])) {
      const place = path.join('.');
      const add = (label: string, value: Json, mustRefuse: boolean) => cases.push({ operation, label: `${place} ${label}`, variables: withValue(base, path, value), mustRefuse });
      if (scalar === 'String' || scalar === 'ID') {
        for (const [label, value] of REFUSED_TEXT) add(label, value, true);
        HOSTILE_TEXT.forEach((value, i) => add(`hostile text #${i}`, value, false));
      }
      if (scalar === 'Int') {
        add('2³¹', 2_147_483_648, true);
        add('−2³¹−1', -2_147_483_649, true);
        HOSTILE_INT.forEach((value) => add(`= ${value}`, value, false));
      }
      if (scalar === 'Float') HOSTILE_FLOAT.forEach((value) => add(`= ${value}`, value, false));
      // A closed set takes only its own values: anything else is refused before the operation runs.
      if (scalar === 'Enum') for (const value of ['NOT_A_VALUE', '', 1, "' OR '1'='1"]) add(`enum ${JSON.stringify(value)}`, value, true);
      if (scalar === 'Boolean') for (const value of ['true', 1]) add(`boolean ${JSON.stringify(value)}`, value, true);
    }
  }
  return cases;
}

describe('fuzzing every GraphQL operation from the schema', () => {
  jest.setTimeout(240_000);
  let api: TestApi;
  let schema: GraphQLSchema;
  let tokens: Record<'member' | 'admin', string>;
  const operations = (): Operation[] => [
    ...Object.values(schema.getQueryType()!.getFields()).map((field) => ({ kind: 'query' as const, field })),
    ...Object.values(schema.getMutationType()!.getFields()).map((field) => ({ kind: 'mutation' as const, field })),
  ];
  const allCases = () => operations().flatMap(casesFor);

  beforeAll(async () => {
    schema = await buildApiSchema();
    api = await startTestApi();
    const [member, admin] = [await api.newMember(), await api.newMember({ admin: true })];
    tokens = { member: member.idToken, admin: admin.idToken };
    await api.call('GET', '/user', { token: tokens.member });
    await api.call('GET', '/user', { token: tokens.admin });
  });
  afterAll(async () => {
    const cases = allCases();
    const scope = FUZZ_FULL ? 'the whole sweep' : 'a fixed sample; FUZZ_FULL=1 sends them all';
    process.stdout.write(`GraphQL fuzzing: ${sent.refused + sent.accepted} of ${cases.length} inputs over ${operations().length} operations (${sent.refused} to refuse; ${scope})\n`);
    await api.stop();
  });

  async function send({ operation, variables, document }: Case): Promise<FuzzAnswer> {
    const access = operation.field.extensions.access;
    const token = access === 'admin' ? tokens.admin : access === 'public' ? undefined : tokens.member;
    const response = await fetch(`${api.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query: document ?? documentOf(operation), variables }),
    });
    return readAnswer(response);
  }

  const nameOf = (c: Case) => `${c.operation.field.name} [${c.label}]`;
  /** Per operation and run: 6 refused and 6 accepted inputs of the sweep (FUZZ_FULL=1 sends them all). */
  const sample = (cases: Case[], perOperation: number) => sampleCases(cases, (c) => c.operation.field.name, nameOf, perOperation);
  const sent = { refused: 0, accepted: 0 };
  const runAll = (cases: Case[], check: (testCase: Case, answer: FuzzAnswer) => string | null) => runCases(cases, send, check, nameOf, 4);

  it('covers every operation with arguments', () => {
    const covered = new Set(allCases().filter((c) => !c.document).map((c) => c.operation.field.name));
    const withArguments = operations().filter(({ field }) => field.args.length > 0).map(({ field }) => field.name);
    expect(withArguments.filter((name) => !covered.has(name))).toEqual([]);
    expect(withArguments.length).toBeGreaterThan(40);
  });

  it('refuses unstorable, over-long and out-of-range arguments and oversized documents with a coded 4xx error text, and changes nothing', async () => {
    const before = await databaseDigest(api.db.dataSource);
    const refused = sample(allCases().filter((c) => c.mustRefuse), 6);
    sent.refused = refused.length;
    const failures = await runAll(
      refused,
      ({ operation }, answer) => {
        const { body, text } = answer;
        const problem = unsound(answer);
        if (problem) return problem;
        // A GraphQL error, or the transport's own refusal of a body over its size limit.
        const message = String(body?.errors?.[0]?.message ?? body?.error ?? '');
        if (!message.trim()) return `not refused: ${text.slice(0, 200)}`;
        if (body.data?.[operation.field.name] != null) return `answered despite the error: ${text.slice(0, 200)}`;
        if (!/[áčďéěíňóřšťúůýž]/i.test(message)) return `error text not in Czech: ${message.slice(0, 120)}`;
        return null;
      },
    );
    expect(failures).toEqual([]);
    expect(await databaseDigest(api.db.dataSource)).toEqual(before);
  });

  it('never answers hostile arguments with a server error or an uncoded error', async () => {
    // Accepted mutations change the member's own data; erasing the account would end the run early.
    const cases = sample(allCases().filter((c) => !c.mustRefuse), 6);
    sent.accepted = cases.length;
    const failures = await runAll(cases, (_testCase, answer) => unsound(answer));
    expect(failures).toEqual([]);
  });
});
