/** A bank statement as read from a CAMT.053 or GPC file, before it is stored (issue #37). */

/** An account as the file names it: prefix and number; the bank code only when the file gives it. */
export interface StatementAccount {
  prefix: string;
  number: string;
  /** GPC names no bank code for the statement's own account. */
  bankCode: string | null;
}

export interface StatementEntry {
  /** The bank's own reference (CAMT `AcctSvcrRef`, GPC transaction id): what recognises an entry imported twice. */
  reference: string;
  /** Booking day, YYYY-MM-DD. */
  bookedOn: string;
  /** Haléře; negative when money leaves the account. */
  amountHalere: number;
  currency: string;
  /** The bank's transaction code (CAMT `BkTxCd` Domn/Fmly/SubFmly, e.g. "PMNT/CCRD/POSD"); null in GPC. */
  bankTransactionCode: string | null;
  counterpartyName: string | null;
  counterpartyAccount: StatementAccount | null;
  /** Remittance text, symbols, merchant: what the member sees on the statement. */
  description: string;
  /** ISO 18245 merchant category code when the file gives one (7995 = betting and casinos). */
  merchantCategoryCode: string | null;
}

export interface ParsedStatement {
  format: 'camt053' | 'gpc';
  account: StatementAccount;
  /** The period the statement covers, YYYY-MM-DD. */
  from: string;
  to: string;
  entries: StatementEntry[];
}

/** An account from the zero-padded prefix and number both formats write ("000019", "0002000145399"); an all-zero prefix is none. */
export function paddedAccount(prefix: string, number: string, bankCode: string | null): StatementAccount {
  const trim = (digits: string) => digits.replace(/^0+(?=\d)/, '');
  const shortPrefix = trim(prefix);
  return { prefix: shortPrefix === '0' ? '' : shortPrefix, number: trim(number), bankCode };
}

/** Why a file was refused: a Czech message naming the line or element at fault. */
export class StatementFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StatementFormatError';
  }
}
