module.exports = {
  ...require('../../jest.preset.browser.cjs'),
  displayName: 'client',
  rootDir: __dirname,
};
