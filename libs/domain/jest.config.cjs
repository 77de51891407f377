module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'domain',
  rootDir: __dirname,
  collectCoverageFrom: ['src/**/*.ts', '!src/index.ts'],
  coverageDirectory: '../../coverage/libs/domain',
  coverageThreshold: { global: { branches: 95, lines: 95 } },
};
