import { isAdult, localCalendarDate, parseIsoDate, utcCalendarDate } from './age';
import { changePasswordSchema, decideEmailChange, forgotPasswordSchema, loginSchema, referralEmailSchema, registrationStep1Schema } from './auth-forms';
import { fieldErrors, isStrongPassword } from './form-validation';

const now = new Date(2026, 10, 22);
const validForm = {
  email: 'jana@example.cz',
  password: 'Heslo123!',
  confirmPassword: 'Heslo123!',
  nick: 'Jana',
  firstName: 'Jana',
  lastName: 'Nováková',
  birthDate: '01.05.1990',
  ageConfirmed: true,
  termsAccepted: true,
  lostGuarantee: true,
  digitalContentWaiver: true,
};
const errorsOf = (overrides: Record<string, unknown>) => fieldErrors(registrationStep1Schema(now), { ...validForm, ...overrides }) ?? {};

describe('registration step 1', () => {
  it('accepts a complete form; marketing consent is optional', () => {
    expect(fieldErrors(registrationStep1Schema(now), validForm)).toBeNull();
    expect(fieldErrors(registrationStep1Schema(now), { ...validForm, marketingConsent: true })).toBeNull();
  });

  it.each([
    [{ email: '' }, 'email', 'Email je povinný'],
    [{ email: 'jana@' }, 'email', 'Neplatný formát emailu'],
    [{ password: '', confirmPassword: '' }, 'password', 'Heslo je povinné'],
    [{ password: 'Ab1!', confirmPassword: 'Ab1!' }, 'password', 'Heslo musí mít alespoň 8 znaků'],
    [{ password: 'heslo1234', confirmPassword: 'heslo1234' }, 'password', 'Heslo musí mít alespoň 8 znaků, velké a malé písmeno, číslo a speciální znak.'],
    [{ confirmPassword: 'Jine123!' }, 'confirmPassword', 'Hesla se neshodují'],
    [{ nick: ' ' }, 'nick', 'Přezdívka je povinná'],
    [{ nick: 'Ja' }, 'nick', 'Přezdívka musí mít alespoň 3 znaky'],
    [{ birthDate: '' }, 'birthDate', 'Datum narození je povinné'],
    [{ birthDate: '1.1.2009' }, 'birthDate', 'Musíte být starší 18 let'],
    [{ birthDate: '1990-05-01' }, 'birthDate', 'Zadejte datum narození ve tvaru den.měsíc.rok, např. 17.05.1990'],
    [{ ageConfirmed: false }, 'ageConfirmed', 'Musíte potvrdit věk'],
    [{ termsAccepted: false }, 'termsAccepted', 'Musíte souhlasit s podmínkami'],
    [{ lostGuarantee: false }, 'lostGuarantee', 'Musíte souhlasit s podmínkami'],
    [{ digitalContentWaiver: false }, 'digitalContentWaiver', 'Musíte souhlasit se zpřístupněním digitálního obsahu před uplynutím lhůty pro odstoupení (§ 1837 písm. l) NOZ)'],
    [{ firstName: '' }, 'firstName', 'Jméno je povinné'],
    [{ lastName: '' }, 'lastName', 'Příjmení je povinné'],
  ])('%o → %s: %s', (overrides, field, message) => {
    expect(errorsOf(overrides)[field]).toBe(message);
  });

  it('counts age by the birthday: one day short of 18 is refused', () => {
    expect(errorsOf({ birthDate: '22.11.2008' }).birthDate).toBeUndefined();
    expect(errorsOf({ birthDate: '23.11.2008' }).birthDate).toBe('Musíte být starší 18 let');
    expect(errorsOf({ birthDate: '30.02.2008' }).birthDate).toBe('Zadejte datum narození ve tvaru den.měsíc.rok, např. 17.05.1990');
  });

  it('skips e-mail and password for a Google sign-up', () => {
    expect(errorsOf({ isGoogleAuth: true, email: '', password: '', confirmPassword: 'x' })).toEqual({});
  });
});

describe('age', () => {
  it('counts 18 full years by the birthday, on the Prague day', () => {
    const noonPrague = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day, 11));
    expect(isAdult({ year: 2008, month: 12, day: 31 }, noonPrague(2026, 1, 1))).toBe(false);
    expect(isAdult({ year: 2008, month: 11, day: 23 }, noonPrague(2026, 11, 22))).toBe(false);
    expect(isAdult({ year: 2008, month: 11, day: 22 }, noonPrague(2026, 11, 22))).toBe(true);
    // 23:30 UTC on 21 November is already 22 November in Prague.
    expect(isAdult({ year: 2008, month: 11, day: 22 }, new Date(Date.UTC(2026, 10, 21, 23, 30)))).toBe(true);
  });

  it('lets those born on 29 February come of age on 28 February of a common year', () => {
    const born = { year: 2008, month: 2, day: 29 };
    expect(isAdult(born, new Date(Date.UTC(2026, 1, 27, 11)))).toBe(false);
    expect(isAdult(born, new Date(Date.UTC(2026, 1, 28, 11)))).toBe(true);
    expect(isAdult({ year: 2012, month: 2, day: 29 }, new Date(Date.UTC(2030, 1, 28, 11)))).toBe(true);
    expect(isAdult({ year: 2012, month: 2, day: 29 }, new Date(Date.UTC(2030, 1, 27, 11)))).toBe(false);
  });

  it('reads a typed date by its local day and a birth_timestamp by its UTC day', () => {
    expect(localCalendarDate(new Date(2008, 1, 29))).toEqual({ year: 2008, month: 2, day: 29 });
    expect(utcCalendarDate(new Date(Date.UTC(2008, 1, 29)))).toEqual({ year: 2008, month: 2, day: 29 });
    expect(parseIsoDate('2026-02-29')).toBeNull();
    expect(parseIsoDate('1.1.2000')).toBeNull();
    expect(parseIsoDate('2024-02-29')?.getDate()).toBe(29);
  });
});

describe('password strength', () => {
  it('needs lower, upper, digit and special, 8+ long, Czech letters included', () => {
    expect(isStrongPassword('Heslo123!')).toBe(true);
    expect(isStrongPassword('Čeština1?')).toBe(true);
    expect(isStrongPassword('HESLO123!')).toBe(false);
    expect(isStrongPassword('Heslo1234')).toBe(false);
    expect(isStrongPassword('Heslo!!!!')).toBe(false);
    expect(isStrongPassword('He1!')).toBe(false);
  });
});

describe('other forms', () => {
  it('login needs both fields', () => {
    expect(fieldErrors(loginSchema, { email: 'a@b.cz', password: '' })).toEqual({ _form: 'Vyplňte prosím všechna pole' });
    expect(fieldErrors(loginSchema, { email: 'a@b.cz', password: 'x' })).toBeNull();
  });

  it('forgot password asks for an e-mail, then a valid one', () => {
    expect(fieldErrors(forgotPasswordSchema, { email: '' })).toEqual({ email: 'Vyplňte prosím email' });
    expect(fieldErrors(forgotPasswordSchema, { email: 'nope' })).toEqual({ email: 'Zadejte platný email' });
    expect(fieldErrors(forgotPasswordSchema, { email: 'a@b.cz' })).toBeNull();
  });

  it('change password needs all three, a strong new one and a matching confirmation', () => {
    expect(fieldErrors(changePasswordSchema, {})).toEqual({
      currentPassword: 'toto pole je povinné',
      newPassword: 'toto pole je povinné',
      confirmPassword: 'toto pole je povinné',
    });
    expect(fieldErrors(changePasswordSchema, { currentPassword: 'x', newPassword: 'slabe', confirmPassword: 'slabe' })).toEqual({
      newPassword: 'Heslo musí mít alespoň 8 znaků, velké a malé písmeno, číslo a speciální znak.',
    });
    expect(fieldErrors(changePasswordSchema, { currentPassword: 'x', newPassword: 'Heslo123!', confirmPassword: 'Heslo123?' })).toEqual({
      confirmPassword: 'Nové heslo a potvrzení se neshodují.',
    });
    expect(fieldErrors(changePasswordSchema, { currentPassword: 'x', newPassword: 'Heslo123!', confirmPassword: 'Heslo123!' })).toBeNull();
  });

  it('change e-mail skips an unchanged address and checks the format, for e-mail accounts only', () => {
    expect(decideEmailChange('jana@example.cz', ' Jana@Example.cz ', 'password')).toEqual({ kind: 'skip' });
    expect(decideEmailChange('jana@example.cz', 'nova@example', 'password')).toEqual({ kind: 'invalid', message: 'neplatný formát emailu' });
    expect(decideEmailChange('jana@example.cz', 'nova@example.cz', 'google.com')).toEqual({
      kind: 'invalid',
      message: 'Email change is only available for email/password accounts.',
    });
    expect(decideEmailChange('jana@example.cz', 'nova@example.cz', 'password')).toEqual({ kind: 'change', email: 'nova@example.cz' });
  });

  it('the referral landing e-mail is required and well-formed', () => {
    expect(fieldErrors(referralEmailSchema, { email: '' })).toEqual({ email: 'Email je povinný' });
    expect(fieldErrors(referralEmailSchema, { email: 'x@' })).toEqual({ email: 'Neplatný formát emailu' });
    expect(fieldErrors(referralEmailSchema, { email: 'x@y.cz' })).toBeNull();
  });
});
