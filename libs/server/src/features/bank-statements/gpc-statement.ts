import { constantSymbolDigits, symbolDigits, writtenSymbols } from '@bonus/domain';
import { foreignCurrencyMessage, paddedAccount, ParsedStatement, SkippedEntry, STATEMENT_CURRENCY, StatementAccount, StatementEntry, StatementFormatError } from './parsed-statement';

/**
 * GPC ("ABO" statement export), the Czech fixed-width format: 128 characters a line, record 074 heads
 * a statement, record 075 is one transaction. The fields are data (positions from 0, lengths), so the
 * reader follows the published layout rather than patterns.
 */
type Field = readonly [name: string, start: number, length: number];

const LINE_LENGTH = 128;

const STATEMENT_FIELDS = [
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
] as const satisfies readonly Field[];

const TRANSACTION_FIELDS = [
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
  ['currency', 118, 4],
  ['dueDate', 122, 6],
] as const satisfies readonly Field[];

type FieldValues<F extends readonly Field[]> = { [K in F[number][0]]: string };

/** 1 debit, 2 credit, 4 debit reversal (money back in), 5 credit reversal (money back out). */
const ACCOUNTING_SIGN: Readonly<Partial<Record<string, 1 | -1>>> = { '1': -1, '2': 1, '4': 1, '5': -1 };
/** ISO 4217 numeric codes of the currencies Czech banks keep accounts in, with GPC's leading zero. */
const CURRENCIES: Readonly<Record<string, string>> = {
  '0203': 'CZK', '0978': 'EUR', '0840': 'USD', '0826': 'GBP', '0756': 'CHF', '0985': 'PLN', '0348': 'HUF', '0946': 'RON', '0752': 'SEK', '0578': 'NOK', '0208': 'DKK', '0392': 'JPY',
};

/** UTF-8 when the bytes are valid UTF-8, else CP1250 (what most Czech banks write). */
export function decodeGpc(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1250').decode(bytes);
  }
}

export function parseGpc(bytes: Uint8Array): ParsedStatement {
  const lines = decodeGpc(bytes).replace(/^\uFEFF/, '').split(/\r?\n/);
  while (lines.length && lines[lines.length - 1].trim() === '') lines.pop();
  if (!lines.length) throw new StatementFormatError('Soubor je prázdný.');
  const currency = accountCurrency(lines);
  if (currency !== STATEMENT_CURRENCY) throw new StatementFormatError(foreignCurrencyMessage(currency));
  let header: FieldValues<typeof STATEMENT_FIELDS> | null = null;
  let from: string | null = null;
  let to: string | null = null;
  const entries: StatementEntry[] = [];
  const skipped: SkippedEntry[] = [];
  // The entry the detail records (076–079) that follow a transaction belong to; null after a skipped one.
  let latest: StatementEntry | null = null;
  lines.forEach((raw, index) => {
    const lineNumber = index + 1;
    const line = raw.padEnd(LINE_LENGTH);
    if (raw.length > LINE_LENGTH) throw new StatementFormatError(`Řádek ${lineNumber}: má ${raw.length} znaků, formát GPC jich má nejvýše ${LINE_LENGTH}.`);
    const record = line.slice(0, 3);
    if (record === '074') {
      header = read(line, STATEMENT_FIELDS);
      const opened = gpcDate(header.oldBalanceDate, lineNumber, 'datum starého zůstatku');
      const closed = gpcDate(header.date, lineNumber, 'datum výpisu');
      from = from === null || opened < from ? opened : from;
      to = to === null || closed > to ? closed : to;
      digits(header.account, lineNumber, 'číslo účtu');
    } else if (record === '075') {
      if (!header) throw new StatementFormatError(`Řádek ${lineNumber}: transakce (075) před hlavičkou výpisu (074).`);
      const fields = read(line, TRANSACTION_FIELDS);
      latest = currencyOf(fields.currency) === STATEMENT_CURRENCY ? toEntry(fields, lineNumber) : null;
      if (latest) entries.push(latest);
      else skipped.push({ position: `řádek ${lineNumber}`, reference: fields.transactionId.trim().replace(/^0+(?=\d)/, '') || null, reason: 'other_currency' });
    } else if (DETAIL_TEXT_START[record] !== undefined) {
      const texts = raw.slice(DETAIL_TEXT_START[record]).split(/\s{2,}/).map((part) => part.trim()).filter(Boolean);
      if (latest && texts.length) latest.description = [latest.description, ...texts].filter(Boolean).join(' · ');
    } else {
      // Anything but a header, a transaction and its detail records is not GPC.
      throw new StatementFormatError(`Řádek ${lineNumber}: neznámý druh záznamu „${record.trim()}“, soubor není výpis GPC.`);
    }
  });
  if (!header || from === null || to === null) throw new StatementFormatError('Chybí hlavička výpisu (záznam 074), soubor není výpis GPC.');
  return { format: 'gpc', account: gpcAccount((header as FieldValues<typeof STATEMENT_FIELDS>).account, null), from, to, entries, skipped };
}

/**
 * Detail records some banks add after a transaction, and where their text starts: 076 (ČSOB: the transaction's
 * id and date, then its kind, "Příchozí úhrada"), 078 and 079 (the message for the recipient). Their text is
 * added to the transaction's description, where the text rules can read it.
 */
const DETAIL_TEXT_START: Readonly<Record<string, number>> = { '076': 35, '078': 3, '079': 3 };

/** GPC's currency field as an ISO code; blank or a code of no currency is CZK (older exports leave it empty or zero). */
function currencyOf(field: string): string {
  return CURRENCIES[field.trim().padStart(4, '0')] ?? STATEMENT_CURRENCY;
}

/**
 * The account's currency, read before anything else of the file: GPC names none for the account, so it is its
 * transactions' when none of them is in CZK (a statement of a EUR account), else CZK.
 */
function accountCurrency(lines: readonly string[]): string {
  const currencies = lines.filter((line) => line.startsWith('075')).map((line) => currencyOf(line.padEnd(LINE_LENGTH).slice(118, 122)));
  return currencies.length && !currencies.includes(STATEMENT_CURRENCY) ? currencies[0] : STATEMENT_CURRENCY;
}

function read<F extends readonly Field[]>(line: string, fields: F): FieldValues<F> {
  return Object.fromEntries(fields.map(([name, start, length]) => [name, line.slice(start, start + length)])) as FieldValues<F>;
}

function toEntry(fields: FieldValues<typeof TRANSACTION_FIELDS>, lineNumber: number): StatementEntry {
  const sign = ACCOUNTING_SIGN[fields.accountingCode];
  if (!sign) throw new StatementFormatError(`Řádek ${lineNumber}: neznámý kód účtování „${fields.accountingCode}“ (čekáme 1, 2, 4 nebo 5).`);
  const amount = Number(digits(fields.amount, lineNumber, 'částka'));
  // A bank that gives no transaction id (blank or zeros) leaves the line's position to tell entries apart.
  const id = fields.transactionId.trim();
  const reference = /^0*$/.test(id) ? `#${lineNumber}` : digits(id, lineNumber, 'identifikátor transakce').replace(/^0+(?=\d)/, '');
  const counterNumber = fields.counterAccount.trim();
  const counterBank = fields.counterBankCode.trim();
  const counterpartyAccount = /^0*$/.test(counterNumber) ? null : gpcAccount(digits(counterNumber.padStart(16, '0'), lineNumber, 'protiúčet'), /^\d{4}$/.test(counterBank) && counterBank !== '0000' ? counterBank : null);
  const text = fields.text.trim();
  const symbols = { variable: symbolDigits(fields.variableSymbol), constant: constantSymbolDigits(fields.constantSymbol), specific: symbolDigits(fields.specificSymbol) };
  return {
    reference,
    bookedOn: gpcDate(fields.valueDate, lineNumber, 'datum zaúčtování'),
    amountHalere: sign * amount,
    currency: currencyOf(fields.currency),
    bankTransactionCode: null,
    counterpartyName: text || null,
    counterpartyAccount,
    symbols,
    description: [text, ...writtenSymbols(symbols)].filter(Boolean).join(' · '),
    merchantCategoryCode: null,
  };
}

/** The 16 digits of a GPC account: a 6-digit prefix and a 10-digit number. */
function gpcAccount(sixteenDigits: string, bankCode: string | null): StatementAccount {
  return paddedAccount(sixteenDigits.slice(0, 6), sixteenDigits.slice(6), bankCode);
}

function digits(value: string, lineNumber: number, what: string): string {
  if (!/^\d+$/.test(value)) throw new StatementFormatError(`Řádek ${lineNumber}: pole „${what}“ má obsahovat jen číslice, obsahuje „${value.trim()}“.`);
  return value;
}

/** DDMMYY as YYYY-MM-DD (years 00–79 are 20xx: statements are recent). */
function gpcDate(value: string, lineNumber: number, what: string): string {
  const [day, month, year] = [value.slice(0, 2), value.slice(2, 4), value.slice(4, 6)].map(Number);
  const fullYear = year < 80 ? 2000 + year : 1900 + year;
  const date = new Date(Date.UTC(fullYear, month - 1, day));
  if (!/^\d{6}$/.test(value) || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    throw new StatementFormatError(`Řádek ${lineNumber}: pole „${what}“ není platné datum DDMMRR („${value.trim()}“).`);
  }
  return `${fullYear}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
