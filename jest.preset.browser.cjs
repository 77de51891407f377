// Jest settings for React code: jsdom, CSS imports stubbed, packages resolved as for Node (CommonJS builds).
const path = require('node:path');
const base = require('./jest.preset.cjs');

module.exports = {
  ...base,
  // jsdom plus Node's fetch, streams and encoders, which Firebase and Apollo expect.
  testEnvironment: 'jest-fixed-jsdom',
  testEnvironmentOptions: { customExportConditions: ['node', 'require', 'default'] },
  moduleNameMapper: { ...base.moduleNameMapper, '\\.css$': path.join(__dirname, 'tools/testing/style-stub.cjs') },
};
