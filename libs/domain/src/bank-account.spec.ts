import { withdrawalHalere } from './referrals';
import fc from 'fast-check';
import { CNB_BANK_CODES, CNB_BANK_CODES_SOURCE, isCnbBankCode } from './cnb-bank-codes';
import {
  bankAccountError,
  formatCzechBankAccount,
  isValidCzechBankAccount,
  isValidIban,
  maskBankAccount,
  parseCzechBankAccount,
  sameBankAccount,
  toCzechIban,
} from './bank-account';

const PREFIX_WEIGHTS = [10, 5, 8, 4, 2, 1];
const NUMBER_WEIGHTS = [6, 3, 7, 9, 10, 5, 8, 4, 2, 1];

/**
 * A digit string of `length` (2+) that passes mod 11: random digits, then the last one (weight 1)
 * chosen to close the sum; the rare case that would need a "10" is skipped.
 */
const validDigits = (weights: number[], length: number) =>
  fc
    .array(fc.integer({ min: 0, max: 9 }), { minLength: length - 1, maxLength: length - 1 })
    .map((head) => {
      const offset = weights.length - length;
      const sum = head.reduce((total, d, i) => total + d * weights[offset + i], 0);
      return [...head, (11 - (sum % 11)) % 11];
    })
    .filter((digits) => digits[digits.length - 1] < 10 && digits.some((d) => d !== 0));

const validAccount = fc
  .tuple(
    fc.constantFrom(0, 2, 3, 4, 5, 6).chain((n) => (n === 0 ? fc.constant([] as number[]) : validDigits(PREFIX_WEIGHTS, n))),
    fc.integer({ min: 2, max: 10 }).chain((n) => validDigits(NUMBER_WEIGHTS, n)),
    fc.constantFrom(...Object.keys(CNB_BANK_CODES)),
  )
  .map(([prefix, number, bank]) => `${prefix.length ? `${prefix.join('')}-` : ''}${number.join('')}/${bank}`);

describe('Czech bank account', () => {
  it('accepts real-world accounts', () => {
    expect(parseCzechBankAccount('19-2000145399/0800')).toEqual({ prefix: '19', number: '2000145399', bankCode: '0800' });
    expect(isValidCzechBankAccount('2000145399/0800')).toBe(true);
    expect(isValidCzechBankAccount(' 19-2000145399 / 0800 ')).toBe(true);
  });

  it.each([
    ['wrong check digit in the number', '19-2000145398/0800'],
    ['wrong check digit in the prefix', '18-2000145399/0800'],
    ['missing bank code', '2000145399'],
    ['three-digit bank code', '2000145399/080'],
    ['prefix of seven digits', '1234567-2000145399/0800'],
    ['number of eleven digits', '12000145399/0800'],
    ['letters', 'CZ-2000145399/0800'],
    ['all zeros', '0/0800'],
    ['empty', ''],
  ])('refuses %s', (_label, input) => {
    expect(isValidCzechBankAccount(input)).toBe(false);
  });

  it.each(['9999', '0000', '1234'])('refuses a valid number at bank code %s, which is not in the ČNB list, naming the code', (code) => {
    expect(parseCzechBankAccount(`19-2000145399/${code}`)).not.toBeNull();
    expect(isValidCzechBankAccount(`19-2000145399/${code}`)).toBe(false);
    expect(bankAccountError(`19-2000145399/${code}`)).toBe(`Kód banky ${code} není v číselníku České národní banky. Zkontrolujte číslo za lomítkem.`);
    expect(bankAccountError('124/0800')).toBe('Neplatné číslo účtu. Zadejte ho ve tvaru předčíslí-číslo/kód banky.');
    expect(bankAccountError('19-2000145399/0800')).toBeNull();
  });

  it('keeps the ČNB list as four-digit codes with a source and a date', () => {
    expect(Object.keys(CNB_BANK_CODES).every((code) => /^\d{4}$/.test(code))).toBe(true);
    expect(isCnbBankCode('3030')).toBe(true);
    expect(isCnbBankCode('toString')).toBe(false);
    expect(CNB_BANK_CODES_SOURCE.url).toMatch(/^https:\/\/www\.cnb\.cz\//);
    expect(CNB_BANK_CODES_SOURCE.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('accepts every generated valid account', () => {
    fc.assert(fc.property(validAccount, (account) => expect(isValidCzechBankAccount(account)).toBe(true)));
  });

  it('refuses every single-digit change of a valid account number or prefix', () => {
    fc.assert(
      fc.property(validAccount, fc.nat(), fc.integer({ min: 1, max: 9 }), (account, at, delta) => {
        const slash = account.indexOf('/');
        const positions = [...account.slice(0, slash)].flatMap((c, i) => (/\d/.test(c) ? [i] : []));
        const i = positions[at % positions.length];
        const changed = `${account.slice(0, i)}${(Number(account[i]) + delta) % 10}${account.slice(i + 1)}`;
        expect(isValidCzechBankAccount(changed)).toBe(false);
      }),
    );
  });

  it('writes the canonical form without leading zeros', () => {
    expect(formatCzechBankAccount({ prefix: '000019', number: '0002000145399'.slice(-10), bankCode: '0800' })).toBe('19-2000145399/0800');
    expect(formatCzechBankAccount({ prefix: '000000', number: '0000000123', bankCode: '0100' })).toBe('123/0100');
  });

  it('masks all but the last 9 characters', () => {
    expect(maskBankAccount('19-2000145399/0800')).toBe('*********5399/0800');
    expect(maskBankAccount('1234/0100')).toBe('1234/0100');
  });

  it('converts to a CZ IBAN with correct check digits', () => {
    expect(toCzechIban(parseCzechBankAccount('19-2000145399/0800')!)).toBe('CZ6508000000192000145399');
    fc.assert(fc.property(validAccount, (account) => expect(isValidIban(toCzechIban(parseCzechBankAccount(account)!))).toBe(true)));
  });

  it('checks IBAN check digits', () => {
    expect(isValidIban('CZ65 0800 0000 1920 0014 5399')).toBe(true);
    expect(isValidIban('CZ66 0800 0000 1920 0014 5399')).toBe(false);
    expect(isValidIban('not an iban')).toBe(false);
  });
});

describe('withdrawal amounts', () => {
  it('takes the whole balance for its rounded amount and refuses more', () => {
    expect(withdrawalHalere(90, 8990)).toBe(8990);
    expect(withdrawalHalere(89, 8990)).toBe(8900);
    expect(withdrawalHalere(91, 8990)).toBeNull();
    expect(withdrawalHalere(0, 8990)).toBeNull();
    expect(withdrawalHalere(1, 0)).toBeNull();
  });
});

describe('sameBankAccount', () => {
  it('treats prefix zeros and spacing as the same account', () => {
    expect(sameBankAccount('000019-2000145399/0800', '19-2000145399/0800')).toBe(true);
    expect(sameBankAccount(' 2000145399/0800', '0-2000145399/0800')).toBe(true);
  });

  it('tells different accounts, missing and unreadable ones apart', () => {
    expect(sameBankAccount('19-2000145399/0800', '2000145399/0800')).toBe(false);
    expect(sameBankAccount('19-2000145399/0800', null)).toBe(false);
    expect(sameBankAccount(undefined, '19-2000145399/0800')).toBe(false);
    expect(sameBankAccount('nonsense', 'nonsense')).toBe(false);
  });
});
