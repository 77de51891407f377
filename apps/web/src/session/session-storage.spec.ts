import { sessionFlag, staysOnPath, storedAuthError } from './session-storage';

describe('session storage', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  it('keeps members on dashboard, register, admin, faq and referral pages after a reload', () => {
    for (const path of ['/dashboard', '/dashboard/settings', '/register', '/admin/bonuses', '/faq', '/referral']) expect(staysOnPath(path)).toBe(true);
    for (const path of ['/', '/login', '/forgot-password', '/dashboards', '/faqs']) expect(staysOnPath(path)).toBe(false);
  });

  it('marks a stored session and clears it', () => {
    expect(sessionFlag.isSet()).toBe(false);
    sessionFlag.set();
    expect(sessionFlag.isSet()).toBe(true);
    sessionFlag.clear();
    expect(sessionFlag.isSet()).toBe(false);
  });

  it('stores the last auth error for the login page', () => {
    storedAuthError.write('Session has expired');
    expect(storedAuthError.read()).toBe('Session has expired');
    storedAuthError.clear();
    expect(storedAuthError.read()).toBeNull();
  });
});
