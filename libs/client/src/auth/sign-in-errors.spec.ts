import { isWrongPassword, signInErrorMessage } from './sign-in-errors';

describe('signInErrorMessage', () => {
  it('speaks Czech for the common Firebase errors', () => {
    expect(signInErrorMessage({ code: 'auth/invalid-credential' })).toBe('Nesprávný email nebo heslo.');
    expect(signInErrorMessage({ code: 'auth/invalid-email' })).toBe('Neplatný formát emailu');
    expect(signInErrorMessage({ code: 'auth/too-many-requests' })).toMatch(/Příliš mnoho pokusů/);
  });

  it('falls back to a general message', () => {
    expect(signInErrorMessage({ code: 'auth/something-new' })).toBe('Přihlášení se nezdařilo. Zkuste to prosím znovu.');
    expect(signInErrorMessage(null)).toBe('Přihlášení se nezdařilo. Zkuste to prosím znovu.');
  });
});

describe('isWrongPassword', () => {
  it('recognises both codes Firebase gives a wrong current password, and nothing else', () => {
    expect(isWrongPassword({ code: 'auth/wrong-password' })).toBe(true);
    expect(isWrongPassword({ code: 'auth/invalid-credential' })).toBe(true);
    expect(isWrongPassword({ code: 'auth/network-request-failed' })).toBe(false);
    expect(isWrongPassword(null)).toBe(false);
  });
});
