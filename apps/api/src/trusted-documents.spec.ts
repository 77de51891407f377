/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies in tests */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Kind, parse, type OperationDefinitionNode } from 'graphql';
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
        const fast = await api.call('POST', '/graphql', { token, body: { operationName: name, extensions: { persistedQuery: { version: 1, sha256Hash: hash } } } });
        // A trailing comment makes a text of its own: Apollo parses, validates and measures it anew.
        const plain = await api.call('POST', '/graphql', { token, body: { operationName: name, query: `${text}\n# ${email}` } });
        expect({ name, email, status: fast.status, body: fast.body }).toEqual({ name, email, status: plain.status, body: plain.body });
        // Lower tiers meet locked features; the premium member and the admin are refused nothing.
        if (email.startsWith('premium') || email.startsWith('admin')) expect({ name, email, errors: fast.body.errors }).toEqual({ name, email, errors: undefined });
      }
    }
  });
});
