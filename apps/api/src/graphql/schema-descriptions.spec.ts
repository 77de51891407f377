import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildSchema, isEnumType, isInputObjectType, isInterfaceType, isIntrospectionType, isObjectType } from 'graphql';
import { printApiSchema } from './schema-artefact';

// GraphQL that documents itself (issues #39 §3 and #57): every type, field, argument, input value and enum
// value of the schema the code builds has a capitalised description, as graphql-schema-linter's six
// description rules see it. (schema-artefact.spec.ts proves the checked-in apps/api/schema.graphql is this schema.)
const ROOT = path.resolve(__dirname, '../../../..');
const LINTER = path.join(ROOT, 'node_modules/.bin/graphql-schema-linter');
const RULES = [
  'types-have-descriptions',
  'fields-have-descriptions',
  'arguments-have-descriptions',
  'input-object-values-have-descriptions',
  'enum-values-have-descriptions',
  'descriptions-are-capitalized',
];

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

/**
 * Where a description starts with a lower-case letter, by the linter's own test of a first character. Its
 * descriptions-are-capitalized rule reads only the fields of output types; this reads every description.
 */
function uncapitalised(schemaText: string): string[] {
  const found: string[] = [];
  const check = (place: string, description: string | null | undefined) => {
    if (description && description[0] !== description[0].toUpperCase()) found.push(`${place}: ${description}`);
  };
  for (const type of Object.values(buildSchema(schemaText).getTypeMap())) {
    if (isIntrospectionType(type)) continue;
    check(type.name, type.description);
    if (isEnumType(type)) for (const value of type.getValues()) check(`${type.name}.${value.name}`, value.description);
    if (!isObjectType(type) && !isInterfaceType(type) && !isInputObjectType(type)) continue;
    for (const field of Object.values(type.getFields())) {
      check(`${type.name}.${field.name}`, field.description);
      for (const argument of 'args' in field ? field.args : []) check(`${type.name}.${field.name}(${argument.name})`, argument.description);
    }
  }
  return found;
}

describe('the GraphQL schema documents itself', () => {
  it('has a capitalised description on every type, field, argument, input value and enum value', async () => {
    const schema = await printApiSchema();
    expect(lint(schema).map(({ rule, message }) => `${rule}: ${message}`)).toEqual([]);
    expect(uncapitalised(schema)).toEqual([]);
  });

  it('is checked by a linter that notices one missing or lower-case description', async () => {
    const schema = await printApiSchema();
    const described = '  """The signed-in member\'s profile."""\n  me: UserProfile!';
    expect(schema).toContain(described);
    expect(lint(schema.replace(described, '  me: UserProfile!'))).toEqual([expect.objectContaining({ rule: 'fields-have-descriptions', message: expect.stringContaining('Query.me') })]);
    const lowerCase = schema.replace(described, '  """the signed-in member\'s profile."""\n  me: UserProfile!');
    expect(lint(lowerCase)).toEqual([expect.objectContaining({ rule: 'descriptions-are-capitalized', message: expect.stringContaining('Query.me') })]);
    expect(uncapitalised(lowerCase)).toEqual(["Query.me: the signed-in member's profile."]);
  });
});
