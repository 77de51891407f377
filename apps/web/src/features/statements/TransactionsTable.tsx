import { bankAccountDisplay } from '@bonus/domain';
import { DataTable, Money, SelectFilter } from '@bonus/ui';
import { useMemo, useState } from 'react';
import type { TransactionView } from './statements.graphql';
import { transactionColumns } from './transaction-columns';
import { accountsOf, ALL, filterTransactions, GAMBLING_OPTIONS, KIND_OPTIONS, NO_FILTER, totalsOf, TransactionFilter } from './transaction-filters';

interface TransactionsTableProps {
  /** undefined while they load. */
  transactions: TransactionView[] | undefined;
  offerNames: ReadonlyMap<number, string>;
}

/** Pohyby: the imported transactions with filters, and the totals in and out of what the filters show. */
export function TransactionsTable({ transactions, offerNames }: TransactionsTableProps) {
  const [filter, setFilter] = useState<TransactionFilter>(NO_FILTER);
  const shown = useMemo(() => transactions && filterTransactions(transactions, filter), [transactions, filter]);
  const accounts = useMemo(() => accountsOf(transactions ?? []), [transactions]);
  const columns = useMemo(() => transactionColumns(offerNames, Boolean(transactions?.some((transaction) => transaction.countsFor.length > 0))), [offerNames, transactions]);
  const select = (id: keyof TransactionFilter, label: string, options: { value: string; label: string }[]): SelectFilter<TransactionView> => ({
    id,
    label,
    options,
    value: filter[id],
    onChange: (value) => setFilter((current) => ({ ...current, [id]: value })),
  });
  const filters = [
    select('kind', 'Druh', KIND_OPTIONS),
    ...(accounts.length > 1 ? [select('account', 'Účet', [{ value: ALL, label: 'Všechny účty' }, ...accounts.map((account) => ({ value: account, label: bankAccountDisplay(account) }))])] : []),
    select('gambling', 'Sázkové kanceláře', GAMBLING_OPTIONS),
  ];
  const totals = totalsOf(shown ?? []);
  return (
    <section className="statement-transactions" aria-labelledby="statement-transactions-title">
      <h2 id="statement-transactions-title">Pohyby</h2>
      <DataTable
        label="Pohyby z výpisů"
        rows={shown}
        columns={columns}
        rowKey={(transaction) => String(transaction.id)}
        emptyText={transactions?.length ? 'Filtrům neodpovídá žádný pohyb.' : 'Zatím tu nejsou žádné pohyby. Nahrajte výpis z účtu.'}
        loadingText="Načítám pohyby…"
        filters={filters}
        initialSort={{ id: 'date', desc: true }}
        pageSize={50}
        rowTestId="transaction-row"
        footer={
          shown && shown.length > 0 ? (
            <p className="statement-totals" data-testid="transaction-totals">
              Za vybrané pohyby: příjmy <Money czk={totals.incoming} halere /> · výdaje <Money czk={-totals.outgoing} halere />
            </p>
          ) : null
        }
      />
    </section>
  );
}
