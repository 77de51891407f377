import { Kind, parse, print, type OperationDefinitionNode } from 'graphql';
import { withTypenames } from './graphql/typenames';
import { APP_MANIFESTS, appManifest, type App } from './testing/app-operation';
import { startTestApi, TestApi } from './testing/test-api';

const APPS = Object.keys(APP_MANIFESTS) as App[];

// The apps' queries run by hash take the trusted documents (parsed, validated and measured once at start,
// graphql/trusted-documents.ts); each must answer exactly what Apollo answers when the same operation
// arrives as a new text, parsed, validated and measured for the
// request: for every seeded member (web) and the admin (admin), signed out, and asking for
// application/graphql-response+json; status, content type and body.
jest.setTimeout(120_000);

const MEMBERS = ['free@demo.cz', 'basic@demo.cz', 'premium@demo.cz'];
/** What differs between any two answers: the date, the request's id, and the length (the texts' error places differ). */
// A large answer from the response cache comes gzipped to a client that accepts it (fetch inflates it): the encoding is the transport's.
const PER_ANSWER = new Set(['date', 'x-request-id', 'content-length', 'content-encoding']);
/** Vary without Accept-Encoding, which only the answers the response cache may keep name. */
const withoutEncoding = (vary: string) =>
  vary
    .split(/\s*,\s*/)
    .filter((name) => name.toLowerCase() !== 'accept-encoding')
    .join(', ');

/** Values for the queries' required variables, by name: the demo data's where one is meant (a new one must be added here). */
const REQUIRED_VARIABLES: Record<string, unknown> = {
  code: 'NEPLATNY-KOD',
  referralCode: 'NEZNAMY',
  bonusId: 1,
  input: { bonusAmount: 1000, contributionPercent: 100, deposit: 1000, maxBet: 100, rtp: 96, wageringBase: 'bonus', wageringMultiplier: 30 },
  investmentCategoryId: 1,
  year: new Date().getFullYear(),
  paymentId: '1',
  redirectionUrl: 'http://localhost:4200/dashboard/settings',
  id: '1',
  month: new Date().toISOString().slice(0, 7),
  batchId: 1,
  endpointId: 1,
};

/** The queries of an app's manifest, each with values for its required variables. */
function queriesOf(app: App): Array<{ name: string; hash: string; text: string; variables: Record<string, unknown> }> {
  return Object.entries(appManifest(app)).flatMap(([hash, text]) => {
    const operation = parse(text).definitions.find((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION)!;
    if (operation.operation !== 'query') return [];
    const required = (operation.variableDefinitions ?? []).filter((definition) => definition.type.kind === Kind.NON_NULL_TYPE && !definition.defaultValue).map((definition) => definition.variable.name.value);
    for (const name of required) if (!(name in REQUIRED_VARIABLES)) throw new Error(`add a value for $${name} (${operation.name?.value}) to REQUIRED_VARIABLES`);
    const variables = Object.fromEntries(required.map((name) => [name, REQUIRED_VARIABLES[name]]));
    return [{ name: operation.name?.value ?? '', hash: hash.replace(/^sha256:/, ''), text, variables }];
  });
}

/**
 * An answer without its errors' places in the text (the two texts are laid out differently) and
 * without what is made anew at each asking: a management link's expiry and signature, a PDF's bytes
 * (its creation time is inside).
 */
const comparable = (body: unknown) =>
  JSON.parse(
    JSON.stringify(body, (key, value) => {
      if (key === 'locations') return undefined;
      if (typeof value !== 'string') return value;
      return value.startsWith('JVBER') ? '<pdf>' : value.replace(/expires=\d+&sig=[\w-]+/, 'expires=…&sig=…');
    }),
  );

describe("the apps' operations by hash", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.stop());

  it.each(APPS)('answer by hash, and again from the response cache, as Apollo answers a new text: %s', async (app) => {
    const callers = [...(app === 'admin' ? ['admin@demo.cz'] : MEMBERS), null];
    const operations = queriesOf(app);
    expect(operations.length).toBeGreaterThan(0);
    for (const email of callers) {
      const token = email ? await api.idToken(email) : undefined;
      for (const { name, hash, text, variables } of operations) {
        for (const accept of [undefined, 'application/graphql-response+json']) {
          const ask = async (body: Record<string, unknown>) => {
            const answer = await fetch(`${api.url}/graphql`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...(accept ? { accept } : {}) },
              body: JSON.stringify({ operationName: name, variables, ...body }),
            });
            const headers = Object.fromEntries(
              [...answer.headers].filter(([header]) => !PER_ANSWER.has(header)).map(([header, value]) => [header, header === 'vary' ? withoutEncoding(value) : value]),
            );
            return { name, email, accept, status: answer.status, headers, body: comparable(await answer.json()) };
          };
          const byHash = { extensions: { persistedQuery: { version: 1, sha256Hash: hash } } };
          const fast = await ask(byHash);
          // Asked again with nothing changed: the kept answer (graphql/response-cache.ts), the same bytes.
          const kept = await ask(byHash);
          // The text as the apps' Apollo cache sends it, with a trailing comment: a text of its own, parsed, validated and measured anew.
          const plain = await ask({ query: `${print(withTypenames(parse(text)))}\n# ${email}` });
          expect(fast).toEqual(plain);
          expect(kept).toEqual(plain);
        }
      }
    }
  });

  it('refuse variables that do not coerce, and odd requests, as Apollo does (they go to Apollo)', async () => {
    const token = await api.idToken('premium@demo.cz');
    const ask = async (body: Record<string, unknown>, headers: Record<string, string> = {}) => {
      const answer = await fetch(`${api.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers }, body: JSON.stringify(body) });
      const answered = (await answer.json()) as { data?: unknown; errors?: Array<{ extensions: { code: string } }> };
      // Apollo itself words a refused variable differently for a text (the complexity check, which
      // stops at the first problem) than for a trusted document (graphql-js, which lists them all).
      return { status: answer.status, type: answer.headers.get('content-type'), data: answered.data, codes: [...new Set(answered.errors?.map((error) => error.extensions.code))] };
    };
    for (const { name, hash, text, variables } of queriesOf('web').filter((query) => Object.keys(query.variables).length > 0)) {
      const byHash = { extensions: { persistedQuery: { version: 1, sha256Hash: hash } } };
      const asText = { query: `${print(withTypenames(parse(text)))}\n# refused` };
      const wrong = Object.fromEntries(Object.keys(variables).map((variable) => [variable, { not: 'a value of its type' }]));
      for (const [case_, body, headers] of [
        ['wrong types', { operationName: name, variables: wrong }],
        ['missing', { operationName: name }],
        ['another operation name', { operationName: `${name}X`, variables }],
        ['variables as text', { operationName: name, variables: JSON.stringify(variables) }],
        ['an Accept it cannot meet', { operationName: name, variables }, { accept: 'text/html' }],
      ] as Array<[string, Record<string, unknown>, Record<string, string>?]>) {
        expect({ name, case_, ...(await ask({ ...body, ...byHash }, headers)) }).toEqual({ name, case_, ...(await ask({ ...body, ...asText }, headers)) });
      }
    }
    const unknownVersion = await ask({ operationName: 'Me', extensions: { persistedQuery: { version: 2, sha256Hash: queriesOf('web').find((query) => query.name === 'Me')!.hash } } });
    expect(unknownVersion.status).toBe(400);
  });

  it('answer the queries a member may run without errors, as the demo data has them', async () => {
    // Lower tiers meet locked features; the premium member and the admin are refused nothing that needs no data of its own.
    for (const app of APPS) {
      const token = await api.idToken(app === 'admin' ? 'admin@demo.cz' : 'premium@demo.cz');
      for (const { name, hash, variables } of queriesOf(app).filter((query) => Object.keys(query.variables).length === 0)) {
        const answer = await api.call('POST', '/graphql', { token, body: { operationName: name, variables, extensions: { persistedQuery: { version: 1, sha256Hash: hash } } } });
        expect({ name, errors: answer.body.errors }).toEqual({ name, errors: undefined });
      }
    }
  });
});
