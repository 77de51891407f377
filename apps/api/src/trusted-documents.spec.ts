import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Kind, parse, print, type OperationDefinitionNode } from 'graphql';
import { withTypenames } from './graphql/typenames';
import { startTestApi, TestApi } from './testing/test-api';

// The apps' operations run by hash take the fast path (parsed, validated and measured once at start);
// each must answer exactly what graphql-js answers when the same operation arrives as a new text, parsed,
// validated and measured for the request, for every seeded member (web) and the admin (admin).
jest.setTimeout(120_000);

const ROOT = path.resolve(__dirname, '../../..');
const MANIFESTS = { web: 'apps/web/src/shared/gql/persisted-documents.json', client: 'libs/client/src/gql/persisted-documents.json', admin: 'apps/admin/src/shared/gql/persisted-documents.json' };
const MEMBERS = ['free@demo.cz', 'basic@demo.cz', 'premium@demo.cz'];

/** The queries of an app's manifest that need no variables (the others need data of their own to mean anything). */
function queriesOf(file: string): Array<{ name: string; hash: string; text: string }> {
  return Object.entries(JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as Record<string, string>).flatMap(([hash, text]) => {
    const operation = parse(text).definitions.find((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION)!;
    const required = (operation.variableDefinitions ?? []).some((definition) => definition.type.kind === Kind.NON_NULL_TYPE && !definition.defaultValue);
    return operation.operation === 'query' && !required ? [{ name: operation.name?.value ?? '', hash: hash.replace(/^sha256:/, ''), text }] : [];
  });
}

/** An answer without its errors' places in the text (the two texts are laid out differently). */
const withoutLocations = (body: unknown) => JSON.parse(JSON.stringify(body, (key, value) => (key === 'locations' ? undefined : value)));

describe("the apps' operations by hash", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.stop());

  it.each(Object.entries(MANIFESTS))('answer as graphql-js answers a new text: %s', async (app, file) => {
    const callers = app === 'admin' ? ['admin@demo.cz'] : MEMBERS;
    const operations = queriesOf(file);
    expect(operations.length).toBeGreaterThan(0);
    for (const email of callers) {
      const token = await api.idToken(email);
      for (const { name, hash, text } of operations) {
        const byHash = { operationName: name, extensions: { persistedQuery: { version: 1, sha256Hash: hash } } };
        const fast = await api.call('POST', '/graphql', { token, body: byHash });
        // Asked again with nothing changed: the kept answer (graphql/response-cache.ts), the same bytes.
        const kept = await api.call('POST', '/graphql', { token, body: byHash });
        // The text as the apps' Apollo cache sends it, with a trailing comment: a text of its own, parsed, validated and measured anew.
        const plain = await api.call('POST', '/graphql', { token, body: { operationName: name, query: `${print(withTypenames(parse(text)))}\n# ${email}` } });
        expect({ name, email, status: fast.status, body: withoutLocations(fast.body) }).toEqual({ name, email, status: plain.status, body: withoutLocations(plain.body) });
        expect({ name, email, status: kept.status, body: withoutLocations(kept.body) }).toEqual({ name, email, status: plain.status, body: withoutLocations(plain.body) });
        // Lower tiers meet locked features; the premium member and the admin are refused nothing.
        if (email.startsWith('premium') || email.startsWith('admin')) expect({ name, email, errors: fast.body.errors }).toEqual({ name, email, errors: undefined });
      }
    }
  });
});
