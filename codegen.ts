import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Client types generated from the checked-in schema (apps/api/schema.graphql) and the documents
 * beside the code that sends them (`npm run graphql:types`; libs/client/src/graphql/generated-types.spec.ts
 * fails when the checked-in output drifts).
 *
 * Why the client preset: a document written as `graphql(`...`)` gets its result and variables types
 * by inference, so no type is written by hand and a field the schema lacks fails generation.
 * Its generated `graphql()` looks documents up in one map of every document of its output, so each
 * app gets its own output: admin documents never reach the web bundle and vice versa.
 * Fragment masking is off: screens read fragment fields directly (why: docs/decisions.md, GraphQL documents).
 */
const SCALARS = { WholeCzk: 'number', UnixSeconds: 'number' };

const clientOutput = (documents: string, output: string): CodegenConfig['generates'][string] => ({
  documents: [`${documents}/**/*.{ts,tsx}`, `!${output}**`, `!${documents}/**/*.spec.{ts,tsx}`],
  preset: 'client',
  // persisted-documents.json: hash → text of every operation (the api's trusted documents); each
  // document carries its hash in `__meta__.hash`, which the apps send instead of the text.
  presetConfig: { fragmentMasking: false, persistedDocuments: { mode: 'embedHashInDocument', hashAlgorithm: 'sha256' } },
  // Enums as string unions, so code comparing with string literals keeps compiling.
  config: { onlyOperationTypes: true, enumsAsTypes: true, scalars: SCALARS, useTypeImports: true, skipTypename: true },
});

const config: CodegenConfig = {
  schema: 'apps/api/schema.graphql',
  generates: {
    'libs/client/src/gql/': clientOutput('libs/client/src', 'libs/client/src/gql/'),
    'apps/web/src/shared/gql/': clientOutput('apps/web/src', 'apps/web/src/shared/gql/'),
    'apps/admin/src/shared/gql/': clientOutput('apps/admin/src', 'apps/admin/src/shared/gql/'),
  },
  // The manifests' operations become the api's trusted documents (the only ones production runs).
  hooks: { afterAllFileWrite: ['node tools/graphql/trust-documents.mjs'] },
};

export default config;
