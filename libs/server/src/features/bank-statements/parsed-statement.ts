import type { PaymentSymbols } from '@bonus/domain';

/** A bank statement as read from a CAMT.053 or GPC file, before it is stored (issue #37). */

/** The one currency imported: members' offers count Czech crowns. */
export const STATEMENT_CURRENCY = 'CZK';

/** Why a statement of an account in another currency is refused, naming it. */
export const foreignCurrencyMessage = (currency: string) => `Výpis je veden v měně ${currency}; načítáme jen účty vedené v korunách (CZK). Nic nebylo uloženo.`;

/** An account as the file names it: prefix and number; the bank code only when the file gives it. */
export interface StatementAccount {
  prefix: string;
  number: string;
  /** GPC names no bank code for the statement's own account. */
  bankCode: string | null;
}

export interface StatementEntry {
  /**
   * The bank's own reference of the entry (CAMT `NtryRef`, else `AcctSvcrRef`; GPC transaction id), or "#n", the
   * entry's position in the file, where the bank gives none. With the day, amount and counterparty it is the
   * entry's identity (see entryIdentity): what recognises an entry imported twice.
   */
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
  /** Variable, constant and specific symbol, from the bank's fields or its texts. */
  symbols: PaymentSymbols;
  /** Remittance text, symbols, merchant: what the member sees on the statement. */
  description: string;
  /** ISO 18245 merchant category code when the file gives one (7995 = betting and casinos). */
  merchantCategoryCode: string | null;
}

/** An entry of the file that is not imported, and why: shown with the import's answer. */
export interface SkippedEntry {
  /** Where it is in the file ("Ntry 3", "řádek 12"). */
  position: string;
  reference: string | null;
  reason: 'not_booked' | 'other_currency';
}

export interface ParsedStatement {
  /** fio_api: fetched through a bank connection (bank-connection.service.ts), not uploaded. */
  format: 'camt053' | 'gpc' | 'fio_api';
  account: StatementAccount;
  /** The period the statement covers, YYYY-MM-DD. */
  from: string;
  to: string;
  entries: StatementEntry[];
  skipped: SkippedEntry[];
}

/**
 * What makes two entries of one account the same entry: the bank's reference with the booking day, the signed
 * amount (amount and direction) and the other account. Banks share references between entries (a camt.053
 * transaction-level `AcctSvcrRef` on two entries of one batch), so the reference alone would merge them.
 */
export function entryIdentity(entry: Pick<StatementEntry, 'reference' | 'bookedOn' | 'amountHalere' | 'counterpartyAccount'>): string {
  const other = entry.counterpartyAccount;
  return [entry.reference, entry.bookedOn, String(entry.amountHalere), other ? `${other.prefix}-${other.number}/${other.bankCode ?? ''}` : ''].join('|');
}

/**
 * The identities of a file's entries, never two alike: an entry that repeats another of the same file in every
 * part of its identity (two equal card payments a bank gave one reference) is its second occurrence ("…|#2"), so
 * both are kept, and importing the file again still finds both.
 */
export function entryIdentities(entries: readonly StatementEntry[]): string[] {
  const seen = new Map<string, number>();
  return entries.map((entry) => {
    const identity = entryIdentity(entry);
    const occurrence = (seen.get(identity) ?? 0) + 1;
    seen.set(identity, occurrence);
    return occurrence === 1 ? identity : `${identity}|#${occurrence}`;
  });
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
