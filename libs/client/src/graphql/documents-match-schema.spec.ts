import { buildSchema, DocumentNode, GraphQLSchema, Kind, NoUnusedFragmentsRule, specifiedRules, validate, visit } from 'graphql';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The schema the api builds, as checked in by `npm run graphql:schema` (a test in apps/api keeps it current). */
const SCHEMA_FILE = path.resolve(__dirname, '../../../../apps/api/schema.graphql');

const isDocument = (value: unknown): value is DocumentNode => (value as DocumentNode | null)?.kind === Kind.DOCUMENT;

/** A document of fragments only (shared by operations elsewhere) is checked without "fragment never used". */
const problems = (schema: GraphQLSchema, document: DocumentNode) => {
  const fragmentsOnly = document.definitions.every((definition) => definition.kind === Kind.FRAGMENT_DEFINITION);
  return validate(schema, document, fragmentsOnly ? specifiedRules.filter((rule) => rule !== NoUnusedFragmentsRule) : specifiedRules);
};

/** Every GraphQL document the apps send, by the module and export it lives in. */
function clientDocuments(): Array<[string, DocumentNode]> {
  const files = readdirSync(__dirname).filter((file) => file.endsWith('.graphql.ts'));
  return files.flatMap((file) =>
    Object.entries(jest.requireActual<Record<string, unknown>>(path.join(__dirname, file)))
      .filter((entry): entry is [string, DocumentNode] => isDocument(entry[1]))
      .map(([name, document]): [string, DocumentNode] => [`${file} ${name}`, document]),
  );
}

describe('the client documents', () => {
  let schema: GraphQLSchema;
  beforeAll(() => {
    schema = buildSchema(readFileSync(SCHEMA_FILE, 'utf8'));
  });

  it('are all valid against the api schema (a field the schema lacks fails here, not in e2e)', () => {
    const documents = clientDocuments();
    expect(documents.length).toBeGreaterThan(50);
    const invalid = documents.flatMap(([where, document]) => problems(schema, document).map((error) => `${where}: ${error.message}`));
    expect(invalid).toEqual([]);
  });

  it('would catch misspelt fields in any of them', () => {
    for (const [where, document] of clientDocuments()) {
      const misspelt = visit(document, { Field: (field) => ({ ...field, name: { ...field.name, value: `${field.name.value}Misspelt` } }) });
      expect([where, problems(schema, misspelt).length > 0]).toEqual([where, true]);
    }
  });
});
