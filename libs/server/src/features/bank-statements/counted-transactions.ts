import type { EntityManager } from 'typeorm';
import { CountedTransaction, HALERE_PER_CZK, isGamblingTransaction, RequirementContext, statementCounterparty, statementDayStart, transactionKind, TransactionKind } from '@bonus/domain';
import { companyGenitive, isoCalendarDate, pragueCalendarDate } from '@bonus/domain';
import { operatorNames, TransactionRow, transactionsOf } from './bank-statement.queries';

export interface ClassifiedRow extends TransactionRow, CountedTransaction {
  kind: TransactionKind;
  gambling: boolean;
}

/**
 * The member's imported entries with what the rules need: their kind (own transfers are among the
 * member's imported accounts) and whether the other side is a casino or betting operator.
 */
export async function classifiedTransactionsOf(manager: EntityManager, userId: string): Promise<ClassifiedRow[]> {
  const [rows, operators] = await Promise.all([transactionsOf(manager, userId), operatorNames(manager)]);
  const ownAccounts = [...new Map(rows.map((row) => [`${row.account.prefix}-${row.account.number}`, row.account])).values()];
  return rows.map((row) => ({ ...row, kind: transactionKind(row, ownAccounts), gambling: isGamblingTransaction(row, operators), accountBankCode: row.account.bankCode }));
}

/** The counting context of an offer a member started: their start's Prague day and the offer's bank. */
export function requirementContext(offer: { startedAt: Date; bankCode: string | null; bankName: string }): RequirementContext {
  return {
    startedOn: isoCalendarDate(pragueCalendarDate(offer.startedAt)),
    bankCode: offer.bankCode,
    bankName: companyGenitive(offer.bankName),
  };
}

/** An entry as the member reads it (GraphQL bankTransactions, an offer's counted payments): id, booking day, Kč with haléře, the other side. */
export function paymentView(row: TransactionRow): { id: number; bookedTimestamp: Date; amount: number; counterparty: string | null } {
  return { id: Number(row.id), bookedTimestamp: statementDayStart(row.bookedOn), amount: row.amountHalere / HALERE_PER_CZK, counterparty: statementCounterparty(row) };
}
