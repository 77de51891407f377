// Shared jest settings: SWC transpiles TypeScript with decorator metadata (TypeORM, type-graphql need it),
// and the tsconfig path aliases are mapped to the libs' sources.
const path = require('node:path');
const fs = require('node:fs');
const { JEST_WORKERS } = require('./jest.workers.cjs');

const swcrc = JSON.parse(fs.readFileSync(path.join(__dirname, '.swcrc'), 'utf8'));
delete swcrc.$schema;

module.exports = {
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', { ...swcrc, swcrc: false }] },
  moduleNameMapper: {
    '^@bonus/server/testing$': path.join(__dirname, 'libs/server/src/testing.ts'),
    '^@bonus/(domain|server|ui|client|sdk)$': path.join(__dirname, 'libs/$1/src/index.ts'),
  },
  testMatch: ['**/*.spec.ts', '**/*.spec.tsx'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  testEnvironment: 'node',
  // Two workers at least. Test files that use PostgreSQL each have a database of their own, copied from a
  // template, in a cluster of their worker's own (tools/testing/postgres-global-setup.mjs).
  maxWorkers: JEST_WORKERS,
  // TypeORM and type-graphql read decorator metadata through this polyfill.
  setupFiles: ['reflect-metadata'],
  // ESM-only packages jest's module runtime cannot require (Node can; jest itself only with --experimental-vm-modules):
  // firebase-admin → jwks-rsa → `jose`; openapi-typescript's change-case, parse-json, index-to-position, supports-color
  // and yargs-parser; sanitize-html's htmlparser2 12 and its dom* and entities packages. Only the innermost node_modules counts.
  transformIgnorePatterns: [
    '/node_modules/(?!(jose|parse-json|index-to-position|supports-color|change-case|yargs-parser|htmlparser2|domhandler|domutils|domelementtype|dom-serializer|entities)/)(?!.*/node_modules/)',
  ],
};
