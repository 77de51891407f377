import { BankStatementDto, BankTransactionDto, SKIPPED_ENTRY_REASONS, statementCounterparty, statementDayStart, toUnixSeconds, writtenStatementAccount } from '@bonus/domain';
import type { ClassifiedTransaction, ImportedStatement } from '@bonus/server';

const daySeconds = (isoDay: string) => toUnixSeconds(statementDayStart(isoDay));

export const toImportedStatementWire = (statement: ImportedStatement): BankStatementDto => ({
  id: statement.id,
  account: writtenStatementAccount(statement.account),
  from_timestamp: daySeconds(statement.from),
  to_timestamp: daySeconds(statement.to),
  imported: statement.imported,
  duplicates: statement.duplicates,
  skipped: statement.skipped.map((entry) => ({ ...entry, message: SKIPPED_ENTRY_REASONS[entry.reason] })),
});

export const toBankTransactionWire = (transaction: ClassifiedTransaction): BankTransactionDto => ({
  id: Number(transaction.id),
  statement_id: transaction.statementId,
  account: writtenStatementAccount(transaction.account),
  booked_timestamp: daySeconds(transaction.bookedOn),
  amount: transaction.amountHalere / 100,
  kind: transaction.kind,
  counterparty: statementCounterparty(transaction),
  description: transaction.description,
  gambling: transaction.gambling,
  counts_for: transaction.countsFor.map((verdict) => ({ bonus_id: verdict.bonusId, counts: verdict.counts, reason: verdict.reason })),
});
