module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'sdk',
  rootDir: __dirname,
};
