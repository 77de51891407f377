import { errorMessage } from './errors';
import { fieldErrors } from './form-validation';
import { createUserInputSchema, updateUserInputSchema } from './user-input';

const now = new Date(2026, 10, 22);
const consents = { age_confirmed: true, terms_accepted: true, lost_guarantee: true, digital_content_waiver: true };
const valid = { name: 'Jana', first_name: 'Jana', last_name: 'Nováková', birth_timestamp: Date.UTC(1990, 4, 1) / 1000, ...consents };

describe('POST /user input', () => {
  it('accepts a complete adult member, with optional referral code and consent', () => {
    expect(fieldErrors(createUserInputSchema(now), valid)).toBeNull();
    expect(fieldErrors(createUserInputSchema(now), { ...valid, referral_code: 'ABC', marketing_consent: true })).toBeNull();
    expect(createUserInputSchema(now).parse({ ...valid, name: '  Jana  ' }).name).toBe('Jana');
  });

  it('uses the registration messages', () => {
    expect(fieldErrors(createUserInputSchema(now), { ...valid, name: '' })).toEqual({ name: 'Přezdívka je povinná' });
    expect(fieldErrors(createUserInputSchema(now), { ...valid, name: 'Ja' })).toEqual({ name: 'Přezdívka musí mít alespoň 3 znaky' });
    expect(fieldErrors(createUserInputSchema(now), { ...valid, first_name: ' ', last_name: '' })).toEqual({
      first_name: 'Jméno je povinné',
      last_name: 'Příjmení je povinné',
    });
    expect(fieldErrors(createUserInputSchema(now), { ...valid, birth_timestamp: Date.UTC(2010, 0, 1) / 1000 })).toEqual({ birth_timestamp: 'Musíte být starší 18 let' });
    expect(fieldErrors(createUserInputSchema(now), { ...valid, birth_timestamp: Date.UTC(2008, 10, 23) / 1000 })).toEqual({ birth_timestamp: 'Musíte být starší 18 let' });
    expect(fieldErrors(createUserInputSchema(now), { ...valid, birth_timestamp: Date.UTC(2008, 10, 22) / 1000 })).toBeNull();
    expect(fieldErrors(createUserInputSchema(now), { ...valid, birth_timestamp: 'včera' })).toEqual({ birth_timestamp: 'Datum narození je povinné' });
  });

  it('requires each registration consent given as exactly true, refusing it by its own message', () => {
    const { age_confirmed: _age, ...withoutAge } = valid;
    expect(fieldErrors(createUserInputSchema(now), withoutAge)).toEqual({ age_confirmed: errorMessage('CONSENT_ADULT_MISSING') });
    expect(fieldErrors(createUserInputSchema(now), { ...valid, terms_accepted: false })).toEqual({ terms_accepted: errorMessage('CONSENT_TERMS_MISSING') });
    expect(fieldErrors(createUserInputSchema(now), { ...valid, lost_guarantee: 'ano' })).toEqual({ lost_guarantee: errorMessage('CONSENT_LOST_GUARANTEE_MISSING') });
    expect(fieldErrors(createUserInputSchema(now), { ...valid, digital_content_waiver: null })).toEqual({ digital_content_waiver: errorMessage('CONSENT_WAIVER_MISSING') });
    // The e-mail is the signed-in account's: no field of the request.
    expect(createUserInputSchema(now).parse({ ...valid, email: 'jiny@example.cz' })).not.toHaveProperty('email');
  });
});

describe('PUT /user input', () => {
  it('accepts any subset of the fields; an empty bank account means removal', () => {
    expect(fieldErrors(updateUserInputSchema, {})).toBeNull();
    expect(fieldErrors(updateUserInputSchema, { bank_account: '' })).toBeNull();
    expect(fieldErrors(updateUserInputSchema, { bank_account: null, auto_withdraw: false })).toBeNull();
    expect(fieldErrors(updateUserInputSchema, { name: 'Nový', bank_account: '19-2000145399/0800', email: 'a@b.cz' })).toBeNull();
  });

  it('checks each given field', () => {
    expect(fieldErrors(updateUserInputSchema, { name: '' })).toEqual({ name: 'Přezdívka je povinná' });
    expect(fieldErrors(updateUserInputSchema, { name: 'Ab' })).toEqual({ name: 'Přezdívka musí mít alespoň 3 znaky' });
    expect(fieldErrors(updateUserInputSchema, { bank_account: '124/0800' })).toEqual({ bank_account: 'Neplatné číslo účtu. Zadejte ho ve tvaru předčíslí-číslo/kód banky.' });
    expect(fieldErrors(updateUserInputSchema, { email: 'x' })).toEqual({ email: 'neplatný formát emailu' });
  });
});
