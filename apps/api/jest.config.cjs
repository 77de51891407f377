module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'api',
  rootDir: __dirname,
  globalSetup: '<rootDir>/../../tools/testing/api-global-setup.mjs',
  globalTeardown: '<rootDir>/../../tools/testing/api-global-teardown.mjs',
  testTimeout: 30000,
  // Its suites mostly wait on PostgreSQL and child processes: two at once even on a 2-core machine
  // (jest's default there is one) took the suite from about 8 to about 3.5 minutes.
  maxWorkers: Math.max(2, require('node:os').availableParallelism() - 1),
};
