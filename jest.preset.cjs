// Shared jest settings: SWC transpiles TypeScript with decorator metadata (TypeORM, type-graphql need it),
// and the tsconfig path aliases are mapped to the libs' sources.
const path = require('node:path');
const fs = require('node:fs');

const swcrc = JSON.parse(fs.readFileSync(path.join(__dirname, '.swcrc'), 'utf8'));
delete swcrc.$schema;

module.exports = {
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', { ...swcrc, swcrc: false }] },
  moduleNameMapper: {
    '^@bonus/server/testing$': path.join(__dirname, 'libs/server/src/testing.ts'),
    '^@bonus/(domain|server|ui|client)$': path.join(__dirname, 'libs/$1/src/index.ts'),
  },
  testMatch: ['**/*.spec.ts', '**/*.spec.tsx'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  testEnvironment: 'node',
  // TypeORM and type-graphql read decorator metadata through this polyfill.
  setupFiles: ['reflect-metadata'],
  // firebase-admin → jwks-rsa requires the ESM-only `jose`; Node can, jest's module runtime cannot.
  transformIgnorePatterns: ['/node_modules/(?!jose/)'],
};
