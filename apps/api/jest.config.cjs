module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'api',
  rootDir: __dirname,
  globalSetup: '<rootDir>/../../tools/testing/api-global-setup.mjs',
  globalTeardown: '<rootDir>/../../tools/testing/api-global-teardown.mjs',
  testTimeout: 30000,
};
