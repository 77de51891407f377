import { TRANSACTION_KIND_LABELS } from '@bonus/domain';
import { DataColumn, Money, StatusLabel } from '@bonus/ui';
import { Check, TriangleAlert, X } from 'lucide-react';
import { dayOf } from './statement-dates';
import type { TransactionView } from './statements.graphql';

const Counterparty = ({ transaction }: { transaction: TransactionView }) => (
  <span className="transaction-party">
    {transaction.counterparty ?? '—'}
    {transaction.gambling && (
      <StatusLabel tone="warning">
        <TriangleAlert size={14} aria-hidden="true" /> Sázková kancelář
      </StatusLabel>
    )}
  </span>
);

/** For each started offer: whether the transaction counts toward it, or why not. */
const Verdicts = ({ transaction, offerNames }: { transaction: TransactionView; offerNames: ReadonlyMap<number, string> }) => (
  <ul className="transaction-verdicts">
    {transaction.countsFor.map((verdict) => (
      <li key={verdict.bonusId} className={verdict.counts ? 'transaction-verdicts__counts' : undefined}>
        {verdict.counts ? <Check size={16} aria-hidden="true" /> : <X size={16} aria-hidden="true" />}
        <span>
          <strong>{offerNames.get(verdict.bonusId) ?? `Nabídka č. ${verdict.bonusId}`}:</strong> {verdict.counts ? 'Počítá se' : (verdict.reason ?? 'Nepočítá se')}
        </span>
      </li>
    ))}
  </ul>
);

/** The transactions table's columns; the offers column only once some transaction has a verdict. */
export function transactionColumns(offerNames: ReadonlyMap<number, string>, withVerdicts: boolean): DataColumn<TransactionView>[] {
  const columns: DataColumn<TransactionView>[] = [
    { id: 'date', header: 'Datum', cell: (transaction) => dayOf(transaction.bookedTimestamp), sortValue: (transaction) => transaction.bookedTimestamp },
    {
      id: 'amount',
      header: 'Částka',
      align: 'right',
      sortValue: (transaction) => transaction.amount,
      cell: (transaction) => <Money czk={transaction.amount} signed halere className={transaction.amount < 0 ? 'transaction-amount--out' : 'transaction-amount--in'} />,
    },
    { id: 'kind', header: 'Druh', cell: (transaction) => TRANSACTION_KIND_LABELS[transaction.kind], sortValue: (transaction) => TRANSACTION_KIND_LABELS[transaction.kind] },
    { id: 'counterparty', header: 'Protistrana', cell: (transaction) => <Counterparty transaction={transaction} />, sortValue: (transaction) => transaction.counterparty ?? '' },
    { id: 'description', header: 'Popis', cell: (transaction) => transaction.description || '—' },
  ];
  return withVerdicts ? [...columns, { id: 'verdicts', header: 'Do podmínek nabídek', cell: (transaction) => <Verdicts transaction={transaction} offerNames={offerNames} /> }] : columns;
}
