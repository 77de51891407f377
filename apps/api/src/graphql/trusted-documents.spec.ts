import { readFileSync } from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { buildApiSchema } from './schema';
import TRUSTED from './trusted-documents.manifest.json';
import { trustDocuments } from './trusted-documents';

const ROOT = path.resolve(__dirname, '../../../..');
const APP_MANIFESTS = ['apps/web/src/shared/gql/persisted-documents.json', 'apps/admin/src/shared/gql/persisted-documents.json', 'libs/client/src/gql/persisted-documents.json'];

describe('the trusted documents', () => {
  const warnings: Array<Record<string, unknown>> = [];
  const logger = pino({ level: 'warn' }, { write: (line: string) => warnings.push(JSON.parse(line)) });
  let schema: Awaited<ReturnType<typeof buildApiSchema>>;
  beforeAll(async () => {
    schema = await buildApiSchema();
  });
  beforeEach(() => warnings.splice(0));

  it("hold every operation of the apps' current manifests (run `npm run graphql:types` when this fails)", () => {
    for (const file of APP_MANIFESTS) {
      for (const [hash, text] of Object.entries(JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as Record<string, string>)) {
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
