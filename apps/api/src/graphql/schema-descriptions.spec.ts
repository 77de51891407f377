import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { printApiSchema } from './schema-artefact';

// GraphQL that documents itself (issue #39 §3): every type, field, argument, input value and enum value
// of the schema the code builds has a description, as graphql-schema-linter's five description rules see
// it. (schema-artefact.spec.ts proves the checked-in apps/api/schema.graphql is this schema.)
const ROOT = path.resolve(__dirname, '../../../..');
const LINTER = path.join(ROOT, 'node_modules/.bin/graphql-schema-linter');
const RULES = ['types-have-descriptions', 'fields-have-descriptions', 'arguments-have-descriptions', 'input-object-values-have-descriptions', 'enum-values-have-descriptions'];

interface LintError {
  message: string;
  rule: string;
}

let directory: string;
beforeAll(() => {
  directory = mkdtempSync(path.join(tmpdir(), 'schema-descriptions-'));
});
afterAll(() => rmSync(directory, { recursive: true, force: true }));

/** The linter's findings in a schema text (it exits 1 when there are any, so its status is not the verdict). */
function lint(schema: string): LintError[] {
  const file = path.join(directory, 'schema.graphql');
  writeFileSync(file, schema);
  const result = spawnSync(LINTER, [file, '--rules', RULES.join(','), '--format', 'json'], { cwd: directory, encoding: 'utf8' });
  if (result.error) throw result.error;
  const { errors } = JSON.parse(result.stdout) as { errors: LintError[] };
  return errors;
}

describe('the GraphQL schema documents itself', () => {
  it('has a description on every type, field, argument, input value and enum value', async () => {
    const errors = lint(await printApiSchema());
    expect(errors.map(({ rule, message }) => `${rule}: ${message}`)).toEqual([]);
  });

  it('is checked by a linter that notices one missing description', async () => {
    const schema = await printApiSchema();
    const described = '  """The signed-in member\'s profile."""\n  me: UserProfile!';
    expect(schema).toContain(described);
    expect(lint(schema.replace(described, '  me: UserProfile!'))).toEqual([expect.objectContaining({ rule: 'fields-have-descriptions', message: expect.stringContaining('Query.me') })]);
  });
});
