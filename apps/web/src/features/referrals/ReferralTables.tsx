import { bankAccountDisplay, formatCzechDate, pageCountOf, PAYOUT_STATUS_TONES } from '@bonus/domain';
import { DataColumn, DataTable, type ManualPaging, Money, moneyColumn, StatusLabel } from '@bonus/ui';
import type { PayoutsView, PayoutView, ReferredMembersView, ReferredMemberView } from './referrals.graphql';

/** The page a table shows and how to turn it; the count of pages comes from the list's page. */
type TablePaging = Omit<ManualPaging, 'pageCount'>;
const pagingOf = (list: { totalCount: number; itemsPerPage: number }, paging: TablePaging): ManualPaging => ({ ...paging, pageCount: pageCountOf(list) });

const dateOf = (seconds: number) => formatCzechDate(new Date(seconds * 1000));

const MEMBER_COLUMNS: DataColumn<ReferredMemberView>[] = [
  { id: 'name', header: 'Člen', cell: (user) => user.name, sortValue: (user) => user.name },
  { id: 'registered', header: 'Registrace', cell: (user) => dateOf(user.creationTimestamp), sortValue: (user) => user.creationTimestamp },
  { id: 'tier', header: 'Členství', cell: (user) => user.tierName },
  moneyColumn<ReferredMemberView>('reward', 'Vaše odměna', (user) => user.referencerReward),
];

/** The members the caller invited, with the reward for the whole time: the sum of the rows as shown, the same figure as "Vyděláno celkem". */
export function ReferredMembersTable({ users, total, paging }: { users: ReferredMembersView; total: number; paging: TablePaging }) {
  return (
    <DataTable
      label="Tabulka pozvaných členů"
      rows={users.items}
      columns={MEMBER_COLUMNS}
      rowKey={(user) => `${user.name}-${user.creationTimestamp}`}
      emptyText="Zatím jste nikoho nepozvali. Pošlete svůj odkaz přátelům."
      paging={pagingOf(users, paging)}
      footer={
        <p className="referral-totals" data-testid="referral-rewards-total">
          Celkem za celou dobu: <strong><Money czk={total} /></strong>
        </p>
      }
    />
  );
}

const PAYOUT_COLUMNS: DataColumn<PayoutView>[] = [
  { id: 'date', header: 'Datum', cell: (payout) => dateOf(payout.creationTimestamp), sortValue: (payout) => payout.creationTimestamp },
  moneyColumn<PayoutView>('amount', 'Částka', (payout) => payout.amount),
  { id: 'account', header: 'Účet', cell: (payout) => bankAccountDisplay(payout.bankAccount) },
  { id: 'status', header: 'Stav', cell: (payout) => <StatusLabel tone={PAYOUT_STATUS_TONES[payout.status]}>{payout.transStatusName}</StatusLabel> },
  { id: 'note', header: 'Poznámka', cell: (payout) => payout.note },
];

/** The member's payouts with what reached the bank, what is on its way and what came back. */
export function PayoutsTable({ payouts, paging }: { payouts: PayoutsView; paging: TablePaging }) {
  const { totals } = payouts;
  return (
    <>
      {payouts.totalCount > 0 && (
        <p className="referral-totals" data-testid="payout-totals">
          Za celou dobu: vyplaceno <strong><Money czk={totals.paid} /></strong>
          {totals.pending > 0 && <> · zpracovává se <Money czk={totals.pending} /></>}
          {totals.failed > 0 && <> · vráceno <Money czk={totals.failed} /></>}
        </p>
      )}
      <DataTable label="Tabulka výplat" rows={payouts.items} columns={PAYOUT_COLUMNS} rowKey={(payout) => String(payout.id)} emptyText="Zatím žádné výplaty." paging={pagingOf(payouts, paging)} />
    </>
  );
}
