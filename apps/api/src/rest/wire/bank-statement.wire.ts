import { AccountKey, BankStatementDto, BankTransactionDto, formatCzechBankAccount, parseCalendarDate, pragueMidnight, toUnixSeconds } from '@bonus/domain';
import type { ClassifiedTransaction, ImportedStatement } from '@bonus/server';

/** "19-2000145399/0800"; without "/code" while the bank of a GPC import is not known. */
const accountText = (account: AccountKey) =>
  account.bankCode ? formatCzechBankAccount({ ...account, bankCode: account.bankCode }) : formatCzechBankAccount({ ...account, bankCode: '' }).replace(/\/$/, '');

const daySeconds = (isoDay: string) => toUnixSeconds(pragueMidnight(parseCalendarDate(isoDay)!));

export const toImportedStatementWire = (statement: ImportedStatement): BankStatementDto => ({
  id: statement.id,
  account: accountText(statement.account),
  from_timestamp: daySeconds(statement.from),
  to_timestamp: daySeconds(statement.to),
  imported: statement.imported,
  duplicates: statement.duplicates,
});

export const toBankTransactionWire = (transaction: ClassifiedTransaction): BankTransactionDto => ({
  id: Number(transaction.id),
  statement_id: transaction.statementId,
  account: accountText(transaction.account),
  booked_timestamp: daySeconds(transaction.bookedOn),
  amount: transaction.amountHalere / 100,
  kind: transaction.kind,
  counterparty: transaction.counterpartyName ?? (transaction.counterpartyAccount ? accountText(transaction.counterpartyAccount) : null),
  description: transaction.description,
  gambling: transaction.gambling,
  counts_for: [],
});
