import { createHash } from 'node:crypto';
import pino from 'pino';
import { APP_MANIFESTS, appManifest, type App } from '../testing/app-operation';
import { buildApiSchema } from './schema';
import TRUSTED from './trusted-documents.manifest.json';
import { requestedHash, trustDocuments } from './trusted-documents';

describe('the trusted documents', () => {
  const warnings: Array<Record<string, unknown>> = [];
  const logger = pino({ level: 'warn' }, { write: (line: string) => warnings.push(JSON.parse(line)) });
  let schema: Awaited<ReturnType<typeof buildApiSchema>>;
  beforeAll(async () => {
    schema = await buildApiSchema();
  });
  beforeEach(() => warnings.splice(0));

  it("hold every operation of the apps' current manifests (run `npm run graphql:types` when this fails)", () => {
    for (const app of Object.keys(APP_MANIFESTS) as App[]) {
      for (const [hash, text] of Object.entries(appManifest(app))) {
        expect((TRUSTED as Record<string, string>)[hash.replace(/^sha256:/, '')]).toBe(text);
      }
    }
  });

  it('are all parsed, validated and measured at start, none left out', () => {
    const trusted = trustDocuments(schema, { logger });
    expect(warnings).toEqual([]);
    expect(trusted.size).toBe(Object.keys(TRUSTED).length);
  });

  it('name only the queries whose answers may be kept: no mutation, nothing asking the payment provider', () => {
    const trusted = trustDocuments(schema, {
      logger,
      manifest: { q: 'query Q { faqs { id } }', m: 'mutation M { deleteUser }', p: 'query P($id: ID!) { faqs { id } orderStatusManual(id: $id) }' },
    });
    expect(warnings).toEqual([]);
    expect(trusted.size).toBe(3);
    expect([trusted.keptQueryName('q'), trusted.keptQueryName('m'), trusted.keptQueryName('p'), trusted.keptQueryName('unknown')]).toEqual(['Q', undefined, undefined, undefined]);
  });

  it('leave out, with a warning, a document the schema no longer runs (an old build asking for a removed field)', async () => {
    const trusted = trustDocuments(schema, { logger, manifest: { aa: 'query Old { removedField }', bb: '{ faqs { id } }' } });
    expect(trusted.has('aa')).toBe(false);
    expect(trusted.has('bb')).toBe(true);
    expect(warnings).toEqual([expect.objectContaining({ hash: 'aa', msg: expect.stringContaining('left out'), problem: expect.stringContaining('removedField') })]);
    expect(await trusted.persistedQueryCache.get('apq:bb')).toBe('{ faqs { id } }');
  });
});

describe("a request's hash", () => {
  const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

  it("is its text's digest when it sends a text (whatever hash it sends beside it), else the hash it sends", () => {
    expect(requestedHash({ query: '{ a }', extensions: { persistedQuery: { version: 1, sha256Hash: 'f00' } } })).toBe(sha256('{ a }'));
    expect(requestedHash({ extensions: { persistedQuery: { version: 1, sha256Hash: 'f00' } } })).toBe('f00');
    expect(requestedHash({ extensions: '{"persistedQuery":{"version":1,"sha256Hash":"b4r"}}' })).toBe('b4r');
    expect(requestedHash({ extensions: { persistedQuery: { sha256Hash: 42 } } })).toBeUndefined();
  });

  it('follows a text changed after it was first asked for (it is worked out once per text, not once per request)', () => {
    const request = { query: '{ a }' };
    expect(requestedHash(request)).toBe(sha256('{ a }'));
    request.query = '{ b }';
    expect(requestedHash(request)).toBe(sha256('{ b }'));
  });
});
