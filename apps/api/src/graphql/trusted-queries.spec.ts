import Fastify from 'fastify';
import { GraphQLError, GraphQLInt, GraphQLNonNull, GraphQLObjectType, GraphQLSchema, GraphQLString } from 'graphql';
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import pino from 'pino';
import type { GraphQLContext } from './context';
import { trustDocuments } from './trusted-documents';
import { earlyServerFactory, bodyReadByLane } from '../http/early-answers';
import { EarlyQueries } from './early-queries';
import { TrustedQueryRunner, trustedQueries } from './trusted-queries';

// Which requests the trusted-query lane answers itself and which it leaves to Apollo (here a route that
// answers "apollo"), and how it words what it answers. trusted-documents.spec compares its answers with
// Apollo's on the real schema.

const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      greeting: { type: new GraphQLNonNull(GraphQLString), args: { name: { type: new GraphQLNonNull(GraphQLString) } }, resolve: (_root, { name }) => `Ahoj, ${name}` },
      twice: { type: GraphQLInt, args: { n: { type: new GraphQLNonNull(GraphQLInt) } }, resolve: (_root, { n }) => n * 2 },
      refused: { type: new GraphQLNonNull(GraphQLString), resolve: () => Promise.reject(Object.assign(new Error('no'), { extensions: { code: 'FORBIDDEN' } })) },
      broken: { type: GraphQLString, resolve: () => Promise.reject(new Error('bug')) },
      down: { type: GraphQLString, resolve: () => Promise.reject(new GraphQLError('down', { extensions: { code: 'SERVICE_UNAVAILABLE' } })) },
    },
  }),
  mutation: new GraphQLObjectType({ name: 'Mutation', fields: { touch: { type: GraphQLInt, resolve: () => 1 } } }),
});

const DOCUMENTS = {
  greeting: 'query Greeting($name: String!) { greeting(name: $name) }',
  twice: 'query Twice($n: Int!) { twice(n: $n) }',
  refused: 'query Refused { refused }',
  down: 'query Down { down }',
  broken: 'query Broken { broken }',
  touch: 'mutation Touch { touch }',
};
const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');
const byHash = (name: keyof typeof DOCUMENTS, extra: Record<string, unknown> = {}) => ({ extensions: { persistedQuery: { version: 1, sha256Hash: hashOf(DOCUMENTS[name]) } }, ...extra });

/** The lane on a small app: through Fastify (a preHandler), or also before it (early-queries.ts). */
async function startLane(early: boolean) {
  const counted: Array<[string, string | null | undefined, boolean]> = [];
  const lanes: Array<{ requestId: string; method: string; status: number }> = [];
  const seen = { byFastify: 0, apolloBodies: [] as unknown[] };
  const trusted = trustDocuments(schema, { logger: pino({ level: 'silent' }), manifest: Object.fromEntries(Object.values(DOCUMENTS).map((text) => [hashOf(text), text])) });
  const runner = new TrustedQueryRunner({
    schema,
    trusted,
    formatError: (formatted) => ({ ...formatted, message: `formatted: ${formatted.message}` }),
    countOperation: (type, name, failed) => void counted.push([type, name, failed]),
  });
  const contextOf = () => ({ sessionCheck: { revocation: 'fresh' } }) as unknown as GraphQLContext;
  let ids = 0;
  const earlyQueries = new EarlyQueries({
    runner,
    trusted,
    contextOf,
    resolveIdentity: async () => ({ kind: 'anonymous' }),
    keptAnswers: null,
    requestId: () => `early-${++ids}`,
    clientAddress: () => '127.0.0.1',
    observer: () => (answered) => void lanes.push(answered),
  });
  const app = Fastify(early ? { serverFactory: earlyServerFactory([earlyQueries]) } : {});
  app.addHook('onRequest', (_request, reply, done) => {
    seen.byFastify++;
    reply.header('x-hooked', 'yes');
    done();
  });
  // What body-parsing.ts does: a body the early lane read is read again from its bytes.
  app.addHook('preParsing', (request, _reply, payload, done) => done(null, bodyReadByLane(request.raw) ?? payload));
  await app.register(async (graphql) => {
    trustedQueries(graphql, { runner, contextOf });
    graphql.addHook('onSend', earlyQueries.keepHeaders);
    graphql.route({
      method: ['GET', 'POST'],
      url: '/graphql',
      handler: async (request) => {
        seen.apolloBodies.push(request.body);
        return 'apollo';
      },
    });
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, url: `http://127.0.0.1:${(app.server.address() as { port: number }).port}/graphql`, counted, lanes, seen };
}

describe.each([
  ['through Fastify', false],
  ['before Fastify', true],
])('the trusted-query lane, %s', (_way, early) => {
  let lane: Awaited<ReturnType<typeof startLane>>;
  let url: string;
  let counted: Array<[string, string | null | undefined, boolean]>;

  beforeAll(async () => {
    lane = await startLane(early);
    ({ url, counted } = lane);
    // The first query from an origin goes through Fastify, which shows the early lane its headers.
    await post(byHash('greeting', { variables: { name: 'první' } }));
  });
  afterAll(() => lane.app.close());
  beforeEach(() => {
    counted.splice(0);
    lane.seen.apolloBodies.splice(0);
  });

  const ask = async (path: string, init: RequestInit) => {
    const answer = await fetch(`${url}${path}`, init);
    const body = await answer.text();
    return { statusCode: answer.status, headers: Object.fromEntries(answer.headers), body, json: () => JSON.parse(body) };
  };
  const post = (body: unknown, headers: Record<string, string> = {}) => ask('', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

  it(early ? 'answers a query before Fastify once Fastify has answered one from the same origin, with the same headers' : 'answers through Fastify', async () => {
    const before = lane.seen.byFastify;
    const answer = await post(byHash('greeting', { variables: { name: 'Jano' } }));
    expect(lane.seen.byFastify - before).toBe(early ? 0 : 1);
    expect(answer.headers['x-hooked']).toBe('yes');
    if (!early) return;
    expect(lane.lanes.at(-1)).toEqual({ requestId: answer.headers['x-request-id'], method: 'POST', url: '/graphql', status: 200, ms: expect.any(Number) });
    // Another origin: Fastify first (CORS answers differ by origin), then the lane.
    const fromSite = { origin: 'https://site.example' };
    await post(byHash('greeting', { variables: { name: 'Jano' } }), fromSite);
    expect(lane.seen.byFastify - before).toBe(1);
    await post(byHash('greeting', { variables: { name: 'Jano' } }), fromSite);
    expect(lane.seen.byFastify - before).toBe(1);
  });

  it('answers a trusted query by hash or by its text, as Apollo writes an answer', async () => {
    for (const body of [byHash('greeting', { variables: { name: 'Jano' } }), { query: DOCUMENTS.greeting, variables: { name: 'Jano' }, operationName: 'Greeting' }]) {
      const answer = await post(body);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(answer.body).toBe('{"data":{"greeting":"Ahoj, Jano"}}\n');
    }
    expect(counted).toEqual([
      ['query', 'Greeting', false],
      ['query', 'Greeting', false],
    ]);
  });

  it('answers in the type the Accept header prefers', async () => {
    const answer = await post(byHash('twice', { variables: { n: 2 } }), { accept: 'application/graphql-response+json, application/json;q=0.9' });
    expect(answer.headers['content-type']).toBe('application/graphql-response+json; charset=utf-8');
    expect(answer.json()).toEqual({ data: { twice: 4 } });
  });

  it('formats errors as Apollo does: the default code, then formatError; 503 when the database is down', async () => {
    const refused = await post(byHash('refused'));
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toEqual({ errors: [{ message: 'formatted: no', locations: [{ line: 1, column: 17 }], path: ['refused'], extensions: { code: 'FORBIDDEN' } }], data: null });
    const down = await post(byHash('down'));
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ errors: [expect.objectContaining({ message: 'formatted: down', extensions: { code: 'SERVICE_UNAVAILABLE' } })], data: { down: null } });
    const broken = await post(byHash('broken'));
    expect(broken.json()).toEqual({ errors: [expect.objectContaining({ message: 'formatted: bug', path: ['broken'], extensions: { code: 'INTERNAL_SERVER_ERROR' } })], data: { broken: null } });
    expect(counted).toEqual([
      ['query', 'Refused', true],
      ['query', 'Down', true],
      ['query', 'Broken', true],
    ]);
  });

  it('leaves to Apollo whatever Apollo would word its own way or refuse', async () => {
    const cases: Array<[string, () => ReturnType<typeof post>]> = [
      ['variables that do not coerce', () => post(byHash('twice', { variables: { n: 'two' } }))],
      ['a missing variable', () => post(byHash('twice'))],
      ['another operation name', () => post(byHash('twice', { variables: { n: 2 }, operationName: 'Other' }))],
      ['variables as text', () => post(byHash('twice', { variables: '{"n":2}' }))],
      ['a persisted-query version of its own', () => post({ extensions: { persistedQuery: { version: 2, sha256Hash: hashOf(DOCUMENTS.twice) } }, variables: { n: 2 } })],
      ['a text outside the manifest', () => post({ query: `${DOCUMENTS.twice} `, variables: { n: 2 } })],
      ['a mutation', () => post(byHash('touch'))],
      ['a batch', () => post([byHash('twice', { variables: { n: 2 } })])],
      ['an Accept it cannot meet', () => post(byHash('twice', { variables: { n: 2 } }), { accept: 'text/html' })],
      ['another content type', () => ask('', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify(byHash('twice', { variables: { n: 2 } })) })],
      ['a GET', () => ask(`?extensions=${encodeURIComponent(JSON.stringify(byHash('twice').extensions))}&variables=${encodeURIComponent('{"n":2}')}`, { method: 'GET' })],
    ];
    for (const [case_, ask] of cases) expect({ case_, body: (await ask()).body }).toEqual({ case_, body: 'apollo' });
    expect(counted).toEqual([]);
    // Apollo read each body as it was sent: the early lane hands over the bytes it read.
    expect(lane.seen.apolloBodies[0]).toEqual(byHash('twice', { variables: { n: 'two' } }));
    expect(lane.seen.apolloBodies).toContainEqual(byHash('touch'));
  });

  it('leaves to Fastify the bodies its parser refuses or decodes', async () => {
    const raw = (body: string, headers: Record<string, string> = {}) => ask('', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
    const poisoned = await raw('{"__proto__":{"x":1},"query":"query Twice($n: Int!) { twice(n: $n) }","variables":{"n":2}}');
    const escaped = await raw('{"\\u005f_proto__":{"x":1},"query":"query Twice($n: Int!) { twice(n: $n) }","variables":{"n":2}}');
    const broken = await raw('{"query":');
    expect([poisoned.statusCode, escaped.statusCode, broken.statusCode]).toEqual([400, 400, 400]);
    // A compressed body is Fastify's to decode (this small app does not, so its JSON parser refuses it).
    const zipped = await ask('', { method: 'POST', headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' }, body: gzipSync(JSON.stringify(byHash('twice', { variables: { n: 2 } }))) });
    expect(zipped.statusCode).toBe(400);
    expect(counted).toEqual([]);
  });
});
