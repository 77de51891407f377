import { constantSymbolDigits, symbolDigits, writtenStatementAccount, writtenSymbols } from '@bonus/domain';
import {
  AccountOrder,
  DETAIL_TEXT_START,
  gpcAccount,
  gpcDate,
  gpcDigits,
  headerAccount,
  lineCurrency,
  LINE_LENGTH,
  readFields,
  STATEMENT_FIELDS,
  StatementHeader,
  TRANSACTION_FIELDS,
  TransactionLine,
} from './gpc-layout';
import { foreignCurrencyMessage, ParsedStatement, SkippedEntry, STATEMENT_CURRENCY, StatementAccount, StatementEntry, StatementFormatError } from './parsed-statement';

/** 1 debit, 2 credit, 4 debit reversal (money back in), 5 credit reversal (money back out). */
const ACCOUNTING_SIGN: Readonly<Partial<Record<string, 1 | -1>>> = { '1': -1, '2': 1, '4': 1, '5': -1 };

/** UTF-8 when the bytes are valid UTF-8, else CP1250 (what most Czech banks write). */
export function decodeGpc(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1250').decode(bytes);
  }
}

/** What the lines read so far say: the statement they are in and the entry detail records belong to. */
interface ReadingState {
  header: StatementHeader | null;
  order: AccountOrder;
  account: StatementAccount | null;
  /** The last entry read; null after a skipped one, whose detail records go with it. */
  latest: StatementEntry | null;
}

/**
 * A GPC statement. The account's currency is checked first (GPC names it only in some banks' headers or
 * transactions): a statement not in CZK is refused for that before anything else of it is judged. A file of
 * several statements of one account is read as one; statements of several accounts are refused, as in CAMT.
 */
export function parseGpc(bytes: Uint8Array): ParsedStatement {
  const lines = decodeGpc(bytes).replace(/^\uFEFF/, '').split(/\r?\n/);
  while (lines.length && lines[lines.length - 1].trim() === '') lines.pop();
  if (!lines.length) throw new StatementFormatError('Soubor je prázdný.');
  const currency = accountCurrency(lines);
  if (currency !== STATEMENT_CURRENCY) throw new StatementFormatError(foreignCurrencyMessage(currency));
  const state: ReadingState = { header: null, order: 'standard', account: null, latest: null };
  const days: string[] = [];
  const entries: StatementEntry[] = [];
  const skipped: SkippedEntry[] = [];
  lines.forEach((raw, index) => {
    const lineNumber = index + 1;
    if (raw.length > LINE_LENGTH) throw new StatementFormatError(`Řádek ${lineNumber}: má ${raw.length} znaků, formát GPC jich má nejvýše ${LINE_LENGTH}.`);
    const record = raw.slice(0, 3);
    if (record === '074') {
      readHeader(state, readFields(raw, STATEMENT_FIELDS), lineNumber, days);
    } else if (record === '075') {
      if (!state.header) throw new StatementFormatError(`Řádek ${lineNumber}: transakce (075) před hlavičkou výpisu (074).`);
      const fields = readFields(raw, TRANSACTION_FIELDS);
      state.latest = lineCurrency(state.header, fields) === STATEMENT_CURRENCY ? toEntry(fields, state.order, lineNumber) : null;
      if (state.latest) entries.push(state.latest);
      else skipped.push({ position: `řádek ${lineNumber}`, reference: fields.transactionId.trim().replace(/^0+(?=\d)/, '') || null, reason: 'other_currency' });
    } else if (DETAIL_TEXT_START[record] !== undefined) {
      const text = detailText(raw, DETAIL_TEXT_START[record]);
      if (state.latest && text) state.latest.description = [state.latest.description, text].filter(Boolean).join(' · ');
    } else {
      // Anything but a header, a transaction and its detail records is not GPC.
      throw new StatementFormatError(`Řádek ${lineNumber}: neznámý druh záznamu „${record.trim()}“, soubor není výpis GPC.`);
    }
  });
  if (!state.account) throw new StatementFormatError('Chybí hlavička výpisu (záznam 074), soubor není výpis GPC.');
  days.sort();
  return { format: 'gpc', account: state.account, from: days[0], to: days.at(-1)!, entries, skipped };
}

/** A detail record's text: its padded fields (a message's lines of 35 characters) read as one line. */
function detailText(line: string, start: number): string {
  return line.slice(start).replace(/\s{2,}/g, ' ').trim();
}

/** A statement's header: its account (the same as the file's earlier statements), order of digits and period. */
function readHeader(state: ReadingState, header: StatementHeader, lineNumber: number, days: string[]): void {
  gpcDigits(header.account, lineNumber, 'číslo účtu');
  days.push(gpcDate(header.oldBalanceDate, lineNumber, 'datum starého zůstatku'), gpcDate(header.date, lineNumber, 'datum výpisu'));
  const { order, bankCode } = headerAccount(header);
  const account = gpcAccount(header.account, order, bankCode);
  if (state.account && (state.account.prefix !== account.prefix || state.account.number !== account.number)) {
    throw new StatementFormatError(
      `Soubor obsahuje výpisy více účtů (${writtenStatementAccount(state.account)} a ${writtenStatementAccount(account)}); nahrajte prosím každý účet zvlášť.`,
    );
  }
  Object.assign(state, { header, order, account, latest: null });
}

/**
 * The account's currency, read before anything else of the file: a header that names a currency (Citfin) decides
 * for its statement, else its transactions' currency fields; the file's is the first one not in CZK when none of
 * its statements is in CZK, else CZK.
 */
function accountCurrency(lines: readonly string[]): string {
  let header: StatementHeader | null = null;
  const currencies: string[] = [];
  for (const line of lines) {
    if (line.startsWith('074')) header = readFields(line, STATEMENT_FIELDS);
    else if (line.startsWith('075')) currencies.push(lineCurrency(header, readFields(line, TRANSACTION_FIELDS)));
  }
  return currencies.length && !currencies.includes(STATEMENT_CURRENCY) ? currencies[0] : STATEMENT_CURRENCY;
}

function toEntry(fields: TransactionLine, order: AccountOrder, lineNumber: number): StatementEntry {
  const sign = ACCOUNTING_SIGN[fields.accountingCode];
  if (!sign) throw new StatementFormatError(`Řádek ${lineNumber}: neznámý kód účtování „${fields.accountingCode}“ (čekáme 1, 2, 4 nebo 5).`);
  const amount = Number(gpcDigits(fields.amount, lineNumber, 'částka'));
  // A bank that gives no transaction id (blank or zeros) leaves the line's position to tell entries apart.
  const id = fields.transactionId.trim();
  const reference = /^0*$/.test(id) ? `#${lineNumber}` : gpcDigits(id, lineNumber, 'identifikátor transakce').replace(/^0+(?=\d)/, '');
  const counterNumber = fields.counterAccount.trim();
  const counterBank = fields.counterBankCode.trim();
  const counterpartyAccount = /^0*$/.test(counterNumber)
    ? null
    : gpcAccount(gpcDigits(counterNumber.padStart(16, '0'), lineNumber, 'protiúčet'), order, /^\d{4}$/.test(counterBank) && counterBank !== '0000' ? counterBank : null);
  const text = fields.text.trim();
  const symbols = { variable: symbolDigits(fields.variableSymbol), constant: constantSymbolDigits(fields.constantSymbol), specific: symbolDigits(fields.specificSymbol) };
  // The booking day is the last field (a reversal's value date is the day of the payment it reverses); an
  // export that leaves it empty gives the value date only.
  const bookedOn = /^[0 ]{6}$/.test(fields.dueDate) ? gpcDate(fields.valueDate, lineNumber, 'datum valuty') : gpcDate(fields.dueDate, lineNumber, 'datum zaúčtování');
  return {
    reference,
    bookedOn,
    amountHalere: sign * amount,
    currency: STATEMENT_CURRENCY,
    bankTransactionCode: null,
    counterpartyName: text || null,
    counterpartyAccount,
    symbols,
    description: [text, ...writtenSymbols(symbols)].filter(Boolean).join(' · '),
    merchantCategoryCode: null,
  };
}
