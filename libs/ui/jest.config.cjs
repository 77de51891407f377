module.exports = {
  ...require('../../jest.preset.browser.cjs'),
  displayName: 'ui',
  rootDir: __dirname,
};
