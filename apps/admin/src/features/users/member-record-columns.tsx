import { formatCzechDate, orderStatusLabel, orderWaiverText, PAYOUT_STATUS_TONES, payoutStatusLabel, PayoutStatus } from '@bonus/domain';
import { DataColumn, moneyColumn, StatusLabel } from '@bonus/ui';
import type { AdminUserDetailView } from './users.graphql';

type Order = AdminUserDetailView['orders'][number];
type Payout = AdminUserDetailView['payouts'][number];

const date = (seconds: number) => formatCzechDate(new Date(seconds * 1000));

/** The member record's orders table: when, which tier, price, state, paid until, the withdrawal waiver it was bought under. */
export const ORDER_COLUMNS: DataColumn<Order>[] = [
  { id: 'created', header: 'Vytvořeno', cell: (order) => date(order.creationTimestamp), sortValue: (order) => order.creationTimestamp },
  { id: 'tier', header: 'Členství', cell: (order) => order.tierName },
  moneyColumn('amount', 'Cena / měsíc', (order: Order) => order.amount),
  { id: 'status', header: 'Stav', cell: (order) => orderStatusLabel(order.status) },
  { id: 'until', header: 'Zaplaceno do', cell: (order) => (order.expirationTimestamp ? date(order.expirationTimestamp) : '–') },
  { id: 'waiver', header: 'Odstoupení od smlouvy', cell: (order) => orderWaiverText(order) },
];

/** The member record's payouts table. */
export const PAYOUT_COLUMNS: DataColumn<Payout>[] = [
  { id: 'id', header: 'Č.', align: 'right', cell: (payout) => payout.id },
  { id: 'created', header: 'Vytvořeno', cell: (payout) => date(payout.creationTimestamp), sortValue: (payout) => payout.creationTimestamp },
  moneyColumn('amount', 'Částka', (payout: Payout) => payout.amount),
  { id: 'status', header: 'Stav', cell: (payout) => <StatusLabel tone={PAYOUT_STATUS_TONES[payout.status as PayoutStatus] ?? 'neutral'}>{payoutStatusLabel(payout.status)}</StatusLabel> },
];
