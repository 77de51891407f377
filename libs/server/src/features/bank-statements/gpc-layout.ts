import { toCzechIban } from '@bonus/domain';
import { paddedAccount, STATEMENT_CURRENCY, StatementAccount, StatementFormatError } from './parsed-statement';

/**
 * GPC ("ABO" statement export), the Czech fixed-width format: 128 characters a line, record 074 heads a statement,
 * record 075 is one transaction, 076–079 add texts to it. The fields are data (positions from 0, lengths), so the
 * reader follows the published layout rather than patterns.
 */
type Field = readonly [name: string, start: number, length: number];

export const LINE_LENGTH = 128;

export const STATEMENT_FIELDS = [
  ['record', 0, 3],
  ['account', 3, 16],
  ['name', 19, 20],
  ['oldBalanceDate', 39, 6],
  ['oldBalance', 45, 14],
  ['oldBalanceSign', 59, 1],
  ['newBalance', 60, 14],
  ['newBalanceSign', 74, 1],
  ['debitTurnover', 75, 14],
  ['debitTurnoverSign', 89, 1],
  ['creditTurnover', 90, 14],
  ['creditTurnoverSign', 104, 1],
  ['statementNumber', 105, 3],
  ['date', 108, 6],
  // Komerční banka ends its header with "CZ" + the account's IBAN check digits + its bank code ("CZ260100MB").
  ['ibanCountry', 114, 2],
  ['ibanCheck', 116, 2],
  ['ibanBank', 118, 4],
] as const satisfies readonly Field[];

export const TRANSACTION_FIELDS = [
  ['record', 0, 3],
  ['account', 3, 16],
  ['counterAccount', 19, 16],
  ['transactionId', 35, 13],
  ['amount', 48, 12],
  ['accountingCode', 60, 1],
  ['variableSymbol', 61, 10],
  ['counterBankCode', 73, 4],
  ['constantSymbol', 77, 4],
  ['specificSymbol', 81, 10],
  ['valueDate', 91, 6],
  ['text', 97, 20],
  // Fio writes the ISO numeric currency here; Komerční banka and Citfin a kind of data ("1001", "1500").
  ['currency', 118, 4],
  ['dueDate', 122, 6],
] as const satisfies readonly Field[];

export type FieldValues<F extends readonly Field[]> = { [K in F[number][0]]: string };
export type StatementHeader = FieldValues<typeof STATEMENT_FIELDS>;
export type TransactionLine = FieldValues<typeof TRANSACTION_FIELDS>;

export function readFields<F extends readonly Field[]>(line: string, fields: F): FieldValues<F> {
  return Object.fromEntries(fields.map(([name, start, length]) => [name, line.padEnd(LINE_LENGTH).slice(start, start + length)])) as FieldValues<F>;
}

/**
 * Detail records some banks add after a transaction, and where their text starts: 076 (ČSOB: the transaction's
 * id and date, then its kind, "Příchozí úhrada"), 078 and 079 (the message, or Raiffeisenbank's card terminal and
 * amount). Their text is added to the transaction's description, where the text rules can read it.
 */
export const DETAIL_TEXT_START: Readonly<Record<string, number>> = { '076': 35, '078': 3, '079': 3 };

/** ISO 4217 numeric codes of the currencies Czech banks keep accounts in, with GPC's leading zero. */
const CURRENCIES: Readonly<Record<string, string>> = {
  '0203': 'CZK', '0978': 'EUR', '0840': 'USD', '0826': 'GBP', '0756': 'CHF', '0985': 'PLN', '0348': 'HUF', '0946': 'RON', '0752': 'SEK', '0578': 'NOK', '0208': 'DKK', '0392': 'JPY',
};
const CURRENCY_CODES = new Set(Object.values(CURRENCIES));

/** A transaction's currency field as an ISO code; blank or a code of no currency (a kind of data) is none. */
export function transactionCurrency(field: string): string | null {
  return CURRENCIES[field.trim().padStart(4, '0')] ?? null;
}

/** The currency a header names in front of the holder's name ("EUR Elite Bloggers", as Citfin writes it), or none. */
export function headerCurrency(header: StatementHeader): string | null {
  const code = /^([A-Z]{3}) /.exec(header.name)?.[1];
  return code && CURRENCY_CODES.has(code) ? code : null;
}

/**
 * The currency of a statement's transactions: its header's, else each transaction's own field; CZK when neither
 * says (most banks write none).
 */
export function lineCurrency(header: StatementHeader | null, line: TransactionLine): string {
  return (header && headerCurrency(header)) ?? transactionCurrency(line.currency) ?? STATEMENT_CURRENCY;
}

/**
 * Account numbers in a GPC file are in the standard order (6 digits of prefix, 10 of number) or, as Komerční banka
 * writes them, in the ABO "internal" order: stored digits s0–s15 are d15 d13 d14 d11 d6 d7 d8 d9 d10 d12 d0 d1 d2
 * d3 d4 d5 of the standard order.
 */
export type AccountOrder = 'standard' | 'internal';
const INTERNAL_ORDER = [15, 13, 14, 11, 6, 7, 8, 9, 10, 12, 0, 1, 2, 3, 4, 5];

function standardDigits(stored: string, order: AccountOrder): string {
  if (order === 'standard') return stored;
  const standard = Array<string>(16);
  INTERNAL_ORDER.forEach((position, index) => (standard[position] = stored[index]));
  return standard.join('');
}

/** The 16 digits of a GPC account in the file's order: a 6-digit prefix and a 10-digit number. */
export function gpcAccount(sixteenDigits: string, order: AccountOrder, bankCode: string | null): StatementAccount {
  const standard = standardDigits(sixteenDigits, order);
  return paddedAccount(standard.slice(0, 6), standard.slice(6), bankCode);
}

/**
 * A header's account order and bank code: where the header ends with the account's IBAN check digits and bank
 * (Komerční banka), the order whose IBAN has those check digits; else the standard order and no bank.
 */
export function headerAccount(header: StatementHeader): { order: AccountOrder; bankCode: string | null } {
  if (header.ibanCountry !== 'CZ' || !/^\d{2}$/.test(header.ibanCheck) || !/^\d{4}$/.test(header.ibanBank)) return { order: 'standard', bankCode: null };
  const checks = (order: AccountOrder) => toCzechIban({ ...gpcAccount(header.account, order, header.ibanBank), bankCode: header.ibanBank }).slice(2, 4) === header.ibanCheck;
  const order = (['standard', 'internal'] as const).find(checks);
  return order ? { order, bankCode: header.ibanBank } : { order: 'standard', bankCode: null };
}

export function gpcDigits(value: string, lineNumber: number, what: string): string {
  if (!/^\d+$/.test(value)) throw new StatementFormatError(`Řádek ${lineNumber}: pole „${what}“ má obsahovat jen číslice, obsahuje „${value.trim()}“.`);
  return value;
}

/** DDMMYY as YYYY-MM-DD (years 00–79 are 20xx: statements are recent). */
export function gpcDate(value: string, lineNumber: number, what: string): string {
  const [day, month, year] = [value.slice(0, 2), value.slice(2, 4), value.slice(4, 6)].map(Number);
  const fullYear = year < 80 ? 2000 + year : 1900 + year;
  const date = new Date(Date.UTC(fullYear, month - 1, day));
  if (!/^\d{6}$/.test(value) || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    throw new StatementFormatError(`Řádek ${lineNumber}: pole „${what}“ není platné datum DDMMRR („${value.trim()}“).`);
  }
  return `${fullYear}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
