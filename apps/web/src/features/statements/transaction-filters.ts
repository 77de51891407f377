import { czkToHalere, TRANSACTION_KIND_LABELS, TRANSACTION_KINDS } from '@bonus/domain';
import type { TransactionView } from './statements.graphql';

export const ALL = '';

export interface TransactionFilter {
  kind: string;
  account: string;
  /** ALL or 'only'. */
  gambling: string;
}

export const NO_FILTER: TransactionFilter = { kind: ALL, account: ALL, gambling: ALL };

export const GAMBLING_OPTIONS = [
  { value: ALL, label: 'Všechny pohyby' },
  { value: 'only', label: 'Jen sázkové kanceláře' },
];

export const KIND_OPTIONS = [{ value: ALL, label: 'Všechny druhy' }, ...TRANSACTION_KINDS.map((kind) => ({ value: kind, label: TRANSACTION_KIND_LABELS[kind] }))];

/** The accounts the transactions are on, each once. */
export const accountsOf = (transactions: TransactionView[]) => [...new Set(transactions.map((transaction) => transaction.account))].sort();

export function filterTransactions(transactions: TransactionView[], { kind, account, gambling }: TransactionFilter): TransactionView[] {
  return transactions.filter((transaction) => (kind === ALL || transaction.kind === kind) && (account === ALL || transaction.account === account) && (gambling === ALL || transaction.gambling));
}

/** What came in and what went out, in Kč, summed in haléře so no float error creeps in. */
export function totalsOf(transactions: TransactionView[]): { incoming: number; outgoing: number } {
  let incoming = 0;
  let outgoing = 0;
  for (const { amount } of transactions) {
    if (amount > 0) incoming += czkToHalere(amount);
    else outgoing += czkToHalere(amount);
  }
  return { incoming: incoming / 100, outgoing: outgoing / 100 };
}
