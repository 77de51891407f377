import { isUnsupportedInAppBrowser } from './in-app-browser';

describe('in-app browser notice', () => {
  it('recognises Facebook and Messenger in-app browsers', () => {
    expect(isUnsupportedInAppBrowser('Mozilla/5.0 (iPhone) [FBAN/FBIOS;FBAV/400.0]')).toBe(true);
    expect(isUnsupportedInAppBrowser('Mozilla/5.0 (Linux; Android 14) [FB_IAB/FB4A;FBAV/400.0]')).toBe(true);
    expect(isUnsupportedInAppBrowser('Mozilla/5.0 ... Messenger/400.0')).toBe(true);
  });

  it('lets ordinary browsers through', () => {
    expect(isUnsupportedInAppBrowser('Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36')).toBe(false);
  });
});
