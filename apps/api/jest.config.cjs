const { API_JEST_WORKERS } = require('../../jest.workers.cjs');

module.exports = {
  ...require('../../jest.preset.cjs'),
  maxWorkers: API_JEST_WORKERS,
  displayName: 'api',
  rootDir: __dirname,
  globalSetup: '<rootDir>/../../tools/testing/api-global-setup.mjs',
  globalTeardown: '<rootDir>/../../tools/testing/api-global-teardown.mjs',
  testTimeout: 30000,
};
