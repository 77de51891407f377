import { z } from 'zod';
import { formatCzechBankAccount } from './bank-account';
import { isCnbBankCode } from './cnb-bank-codes';
import { AccountKey, TRANSACTION_KINDS } from './bank-transactions';
import { parseCalendarDate, pragueMidnight } from './calendar-dates';

/** Limits of one statement import (issue #37): a year of a busy account fits many times over. */
export const BANK_STATEMENT_MAX_BYTES = 20 * 1024 * 1024;
export const BANK_STATEMENT_MAX_ENTRIES = 20_000;
/** Entries older than this many months are pruned. */
export const BANK_TRANSACTION_RETENTION_MONTHS = 13;

/** POST /bank_statement?bank_code=: the bank of a GPC import's account, which the file does not name. */
export const bankStatementQuerySchema = z.object({
  bank_code: z
    .string()
    .regex(/^\d{4}$/, { error: 'Kód banky má čtyři číslice (např. 0800).' })
    .refine(isCnbBankCode, { error: 'Tento kód banky není v číselníku České národní banky.' })
    .optional()
    .describe("The ČNB code of the statement's bank: needed for GPC files, whose own account has none."),
});

/** Why an entry of a file was not imported (issue #55), in Czech for the Výpisy page. */
export const SKIPPED_ENTRY_REASONS = {
  not_booked: 'Pohyb banka ještě nezaúčtovala (čeká na zpracování).',
  other_currency: 'Pohyb je v jiné měně než v korunách.',
} as const;
export type SkippedEntryReason = keyof typeof SKIPPED_ENTRY_REASONS;

export const skippedEntryDtoSchema = z.object({
  position: z.string().describe('Where it is in the file, in Czech ("pohyb 3", "řádek 12").'),
  reference: z.string().nullable().describe("The bank's reference of the entry, when it gave one."),
  reason: z.enum(Object.keys(SKIPPED_ENTRY_REASONS) as [SkippedEntryReason, ...SkippedEntryReason[]]).describe('not_booked: pending at the bank; other_currency: not in CZK.'),
  message: z.string().describe('The reason in Czech.'),
});
export type SkippedEntryDto = z.infer<typeof skippedEntryDtoSchema>;

export const bankStatementDtoSchema = z.object({
  id: z.number().int().nullable().describe('The new import; null when the file added nothing (no import is kept then).'),
  account: z.string().describe('Czech form: [prefix-]number/bank code (no bank code when a GPC import has none named).'),
  from_timestamp: z.number().int().describe('Unix seconds: the first day the statement covers (Prague midnight).'),
  to_timestamp: z.number().int().describe('Unix seconds: the last day it covers (Prague midnight).'),
  imported: z.number().int().describe('Entries added by this import.'),
  duplicates: z.number().int().describe('Entries already imported before (same reference, day, amount and other account), not added again.'),
  skipped: z.array(skippedEntryDtoSchema).describe('Entries of the file that were not imported, and why.'),
});
export type BankStatementDto = z.infer<typeof bankStatementDtoSchema>;

export const bankTransactionDtoSchema = z.object({
  id: z.number().int(),
  statement_id: z.number().int(),
  account: z.string(),
  booked_timestamp: z.number().int().describe('Unix seconds: the booking day (Prague midnight).'),
  amount: z.number().describe('Kč (two decimals at most); negative when money leaves.'),
  kind: z.enum(TRANSACTION_KINDS),
  counterparty: z.string().nullable(),
  description: z.string(),
  gambling: z.boolean().describe('The other side is a casino or betting operator (catalogue name or merchant category 7995).'),
  counts_for: z
    .array(z.object({ bonus_id: z.number().int(), counts: z.boolean(), reason: z.string().nullable().describe('Czech, when it does not count.') }))
    .describe("For each offer the member started whose steps have a requirement: whether this transaction counts."),
});
export type BankTransactionDto = z.infer<typeof bankTransactionDtoSchema>;

/** An imported account in Czech form, "19-2000145399/0800"; without "/code" while its bank is not known (a GPC import). */
export function writtenStatementAccount(account: AccountKey): string {
  const written = formatCzechBankAccount({ ...account, bankCode: account.bankCode ?? '' });
  return account.bankCode ? written : written.slice(0, -1);
}

/** The start (Prague midnight) of a statement's day, YYYY-MM-DD. */
export function statementDayStart(isoDay: string): Date {
  return pragueMidnight(parseCalendarDate(isoDay)!);
}

/** Who a transaction was with, as the member reads it: the name the bank gave, else the other account. */
export function statementCounterparty(entry: { counterpartyName: string | null; counterpartyAccount: AccountKey | null }): string | null {
  return entry.counterpartyName ?? (entry.counterpartyAccount ? writtenStatementAccount(entry.counterpartyAccount) : null);
}
