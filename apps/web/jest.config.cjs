module.exports = {
  ...require('../../jest.preset.browser.cjs'),
  displayName: 'web',
  rootDir: __dirname,
};
