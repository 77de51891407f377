import { readFileSync } from 'node:fs';
import { printApiSchema, SCHEMA_FILE } from './schema-artefact';

describe('the checked-in GraphQL schema (apps/api/schema.graphql)', () => {
  it('is the schema the code builds: after a change to the schema, run `npm run graphql:schema` and commit the file', async () => {
    expect(readFileSync(SCHEMA_FILE, 'utf8')).toBe(await printApiSchema());
  });
});
