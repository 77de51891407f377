module.exports = {
  ...require('../../jest.preset.browser.cjs'),
  displayName: 'admin',
  rootDir: __dirname,
};
