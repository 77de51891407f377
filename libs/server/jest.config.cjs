module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'server',
  rootDir: __dirname,
  globalSetup: '<rootDir>/../../tools/testing/postgres-global-setup.mjs',
  globalTeardown: '<rootDir>/../../tools/testing/postgres-global-teardown.mjs',
  testTimeout: 30000,
};
