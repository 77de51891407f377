import { signInErrorMessage } from './sign-in-errors';

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
