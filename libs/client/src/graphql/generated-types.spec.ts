/** @jest-environment node */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '../../../..');
const CODEGEN = path.join(ROOT, 'node_modules/.bin/graphql-codegen');

/**
 * The codegen command line (its ESM dependencies do not load inside Jest); rejects with its output on failure.
 * Outside NODE_ENV=test, which silences its error report.
 */
async function codegen(...args: string[]): Promise<void> {
  try {
    await promisify(execFile)(CODEGEN, args, { cwd: ROOT, env: { ...process.env, NODE_ENV: 'development' } });
  } catch (error) {
    const { stdout, stderr } = error as { stdout: string; stderr: string };
    throw new Error(`${stdout}\n${stderr}`);
  }
}

/** Runs the client preset, configured as in codegen.ts, over one throw-away document. */
async function generateFor(folder: string, document: string): Promise<void> {
  writeFileSync(path.join(folder, 'document.ts'), `import { graphql } from './gql';\nexport const DOCUMENT = graphql(\`${document}\`);\n`);
  const output = { preset: 'client', presetConfig: { fragmentMasking: false }, documents: [`${folder}/document.ts`], config: { onlyOperationTypes: true, enumsAsTypes: true, useTypeImports: true, skipTypename: true } };
  writeFileSync(path.join(folder, 'codegen.json'), JSON.stringify({ schema: path.join(ROOT, 'apps/api/schema.graphql'), generates: { [`${folder}/gql/`]: output } }));
  await codegen('--config', path.join(folder, 'codegen.json'), '--verbose');
}

/** The TypeScript errors of a module reading the document's result. */
function typeErrors(folder: string, reading: string): string[] {
  const file = path.join(folder, 'reading.ts');
  writeFileSync(file, `import type { ResultOf } from '@graphql-typed-document-node/core';\nimport { DOCUMENT } from './document';\ndeclare const result: ResultOf<typeof DOCUMENT>;\nexport const read = ${reading};\n`);
  const program = ts.createProgram([file], { strict: true, noEmit: true, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, target: ts.ScriptTarget.ES2022, types: [] });
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

describe('the generated client types', () => {
  it('are what codegen makes of the checked-in schema and the documents now (run `npm run graphql:types` when this fails)', async () => {
    await expect(codegen('--config', 'codegen.ts', '--check')).resolves.toBeUndefined();
  }, 60_000);

  describe('hold documents to the schema', () => {
    let folder: string;
    beforeEach(() => {
      folder = mkdtempSync(path.join(ROOT, 'tmp-codegen-'));
    });
    afterEach(() => rmSync(folder, { recursive: true, force: true }));

    it('refuse a document asking for a field the schema lacks, naming it', async () => {
      await expect(generateFor(folder, 'query Misspelt { tiers { id placesLetf } }')).rejects.toThrow(/Cannot query field "placesLetf" on type "Tier"/);
    }, 60_000);

    it('make typecheck fail where code reads a field its document did not ask for, and pass where it did', async () => {
      await generateFor(folder, 'query TierNames { tiers { id name } }');
      expect(typeErrors(folder, 'result.tiers.map((tier) => tier.name)')).toEqual([]);
      expect(typeErrors(folder, 'result.tiers.map((tier) => tier.placesLeft)')).toEqual([expect.stringContaining("Property 'placesLeft' does not exist")]);
    }, 60_000);
  });
});
