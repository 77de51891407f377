import { constantSymbolDigits, symbolDigits, writtenSymbols } from '@bonus/domain';
import { foreignCurrencyMessage, paddedAccount, ParsedStatement, SkippedEntry, STATEMENT_CURRENCY, StatementAccount, StatementEntry, StatementFormatError } from './parsed-statement';

/**
 * Fio banka's API answer (transactions.json of /periods and /last) as a ParsedStatement. Its layout: 
 * `accountStatement.info` names the account (accountId, bankId, currency, dateStart, dateEnd, …) and
 * `accountStatement.transactionList.transaction` holds the booked entries, each a set of columns
 * `{ value, name, id }` or null: column22 ID pohybu, column0 datum ("2024-01-05+0100"), column1 objem (signed
 * amount), column14 měna, column2/column3 protiúčet and its bank code, column10 its name, column4/5/6 KS/VS/SS,
 * column7 uživatelská identifikace, column16 zpráva pro příjemce, column8 typ ("Platba kartou"), column25 komentář.
 */
interface FioColumn {
  value: string | number | null;
}
type FioTransaction = Partial<Record<`column${number}`, FioColumn | null>>;

const text = (column: FioColumn | null | undefined): string | null => {
  const value = column?.value;
  if (value === null || value === undefined) return null;
  const written = String(value).trim();
  return written || null;
};

/** The account is not kept in CZK: the readers' Czech message, with the currency for the caller. */
export class ForeignCurrencyError extends StatementFormatError {
  constructor(readonly currency: string) {
    super(foreignCurrencyMessage(currency));
    this.name = 'ForeignCurrencyError';
  }
}

export function parseFioStatement(body: unknown): ParsedStatement {
  const statement = (body as { accountStatement?: { info?: Record<string, unknown>; transactionList?: { transaction?: unknown } | null } } | null)?.accountStatement;
  const info = statement?.info;
  if (!info || typeof info !== 'object') throw new StatementFormatError('Odpověď Fio banky neobsahuje výpis (chybí accountStatement.info).');
  const currency = String(info.currency ?? '').trim();
  if (currency !== STATEMENT_CURRENCY) throw new ForeignCurrencyError(currency || 'neuvedené');
  const accountId = String(info.accountId ?? '').trim();
  const bankId = String(info.bankId ?? '').trim();
  const account = czechAccount(accountId, bankId);
  if (!account || !account.bankCode) throw new StatementFormatError(`Odpověď Fio banky neuvádí platné číslo účtu („${accountId}/${bankId}“).`);
  const list = statement.transactionList?.transaction ?? [];
  if (!Array.isArray(list)) throw new StatementFormatError('Odpověď Fio banky má neplatný seznam pohybů.');
  const entries: StatementEntry[] = [];
  const skipped: SkippedEntry[] = [];
  list.forEach((raw: FioTransaction, index) => {
    const entryCurrency = text(raw.column14) ?? STATEMENT_CURRENCY;
    const reference = text(raw.column22) ?? `#${index + 1}`;
    if (entryCurrency !== STATEMENT_CURRENCY) skipped.push({ position: `pohyb ${index + 1}`, reference, reason: 'other_currency' });
    else entries.push(toEntry(raw, index, reference, entryCurrency));
  });
  return { format: 'fio_api', account, from: fioDay(info.dateStart, 'dateStart'), to: fioDay(info.dateEnd, 'dateEnd'), entries, skipped };
}

function toEntry(raw: FioTransaction, index: number, reference: string, currency: string): StatementEntry {
  const symbols = { variable: symbolDigits(text(raw.column5)), constant: constantSymbolDigits(text(raw.column4)), specific: symbolDigits(text(raw.column6)) };
  // Fio often repeats one text in several columns (a card payment's "Nákup: …" in 7, 16 and 25): each once.
  const texts = [...new Set([raw.column16, raw.column7, raw.column8, raw.column25].map(text).filter((value): value is string => value !== null))];
  return {
    reference,
    bookedOn: fioDay(raw.column0?.value, `pohyb ${index + 1}: datum`),
    amountHalere: halere(raw.column1?.value, index),
    currency,
    bankTransactionCode: null,
    counterpartyName: text(raw.column10),
    counterpartyAccount: czechAccount(text(raw.column2) ?? '', text(raw.column3) ?? ''),
    symbols,
    description: [...texts, ...writtenSymbols(symbols)].join(' · '),
    merchantCategoryCode: null,
  };
}

/** "prefix-number" or "number" with a four-digit bank code; null for none, an IBAN or a foreign account (kept only in the texts). */
function czechAccount(written: string, bankCode: string): StatementAccount | null {
  const match = /^(?:(\d{1,6})-)?(\d{1,10})$/.exec(written.trim());
  if (!match || /^0+$/.test(match[2])) return null;
  return paddedAccount(match[1] ?? '', match[2], /^\d{4}$/.test(bankCode.trim()) ? bankCode.trim() : null);
}

/** Fio's day "2024-01-05+0100" (the day as Prague books it, with its offset) as YYYY-MM-DD. */
function fioDay(value: unknown, what: string): string {
  const day = typeof value === 'string' ? /^(\d{4}-\d{2}-\d{2})(?:[+-]\d{4}|Z)?$/.exec(value.trim())?.[1] : undefined;
  const date = day ? new Date(`${day}T00:00:00Z`) : null;
  if (!day || !date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day) throw new StatementFormatError(`Odpověď Fio banky má neplatné datum (${what}).`);
  return day;
}

/**
 * The amount in haléře, exactly: Fio writes a JSON number (-353.29). Its shortest decimal form is read as text,
 * never multiplied as a float (353.29 * 100 is 35328.99999…).
 */
export function halere(value: unknown, index = 0): number {
  const written = typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value.trim() : '';
  const match = /^(-)?(\d{1,13})(?:\.(\d{1,2})0*)?$/.exec(written);
  if (!match) throw new StatementFormatError(`Odpověď Fio banky má neplatnou částku u pohybu ${index + 1} („${written}“).`);
  const amount = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] && amount !== 0 ? -amount : amount;
}
