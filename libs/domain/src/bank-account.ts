import { isCnbBankCode } from './cnb-bank-codes';
import { VALIDATION_MESSAGES as M } from './validation-messages';

const unknownBankCode = (code: string) => `Kód banky ${code} není v číselníku České národní banky. Zkontrolujte číslo za lomítkem.`;

/** Czech domestic bank account numbers: [prefix-]number/bankcode (spec sections 4 and 5). */
export interface CzechBankAccount {
  prefix: string;
  number: string;
  bankCode: string;
}

const FORMAT = /^(?:(\d{1,6})-)?(\d{1,10})\/(\d{4})$/;
const PREFIX_WEIGHTS = [10, 5, 8, 4, 2, 1];
const NUMBER_WEIGHTS = [6, 3, 7, 9, 10, 5, 8, 4, 2, 1];

/** Weighted sum of the digits, right-aligned against the weights; a valid part is divisible by 11. */
function passesMod11(digits: string, weights: readonly number[]): boolean {
  const padded = digits.padStart(weights.length, '0');
  const sum = [...padded].reduce((total, digit, index) => total + Number(digit) * weights[index], 0);
  return sum % 11 === 0;
}

/** Parses and checks an account; null when the format or a check digit is wrong. */
export function parseCzechBankAccount(input: string): CzechBankAccount | null {
  const match = FORMAT.exec(input.replace(/\s+/g, ''));
  if (!match) return null;
  const [, prefix = '', number, bankCode] = match;
  if (/^0+$/.test(number)) return null;
  if (!passesMod11(prefix, PREFIX_WEIGHTS) || !passesMod11(number, NUMBER_WEIGHTS)) return null;
  return { prefix, number, bankCode };
}

/** Why an entered account cannot be used, in Czech; null when it is a valid account at a bank of the ČNB list. */
export function bankAccountError(input: string): string | null {
  const account = parseCzechBankAccount(input);
  if (!account) return M.bankAccountInvalid;
  return isCnbBankCode(account.bankCode) ? null : unknownBankCode(account.bankCode);
}

export function isValidCzechBankAccount(input: string): boolean {
  return bankAccountError(input) === null;
}

/** The canonical written form: leading zeros of prefix and number dropped, prefix only when non-zero. */
export function formatCzechBankAccount({ prefix, number, bankCode }: CzechBankAccount): string {
  const trim = (digits: string) => digits.replace(/^0+(?=\d)/, '');
  const shortPrefix = prefix && !/^0+$/.test(prefix) ? `${trim(prefix)}-` : '';
  return `${shortPrefix}${trim(number)}/${bankCode}`;
}

/** Whether two written accounts are the same account (prefix zeros, spaces and formatting aside). */
export function sameBankAccount(a: string | null | undefined, b: string | null | undefined): boolean {
  const [left, right] = [a ? parseCzechBankAccount(a) : null, b ? parseCzechBankAccount(b) : null];
  return left !== null && right !== null && formatCzechBankAccount(left) === formatCzechBankAccount(right);
}

/** Shows only the last 9 characters, e.g. "19-2000145399/0800" → "*********5399/0800". */
export function maskBankAccount(account: string): string {
  const visible = account.slice(-9);
  return `${'*'.repeat(Math.max(account.length - 9, 0))}${visible}`;
}

/** CZ IBAN: CZkk + bank code + 6-digit prefix + 10-digit number, check digits by mod 97 (ISO 13616). */
export function toCzechIban({ prefix, number, bankCode }: CzechBankAccount): string {
  const bban = `${bankCode}${prefix.padStart(6, '0')}${number.padStart(10, '0')}`;
  const check = 98 - mod97(`${bban}123500`); // "CZ00" with C = 12, Z = 35
  return `CZ${String(check).padStart(2, '0')}${bban}`;
}

/** Validates any IBAN's check digits. */
export function isValidIban(iban: string): boolean {
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(compact)) return false;
  const rearranged = `${compact.slice(4)}${compact.slice(0, 4)}`;
  const numeric = [...rearranged].map((c) => (/\d/.test(c) ? c : String(c.charCodeAt(0) - 55))).join('');
  return mod97(numeric) === 1;
}

function mod97(digits: string): number {
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder;
}
