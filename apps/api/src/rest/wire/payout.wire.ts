import { halereToWholeCzk, toUnixSeconds, TransactionDto } from '@bonus/domain';
import type { MemberPayout } from '@bonus/server';
import { wireMapper } from '../wire-mapping';

/** POST /transaction, GET /transaction_all. */
export const toTransactionWire = wireMapper(
  (payout: MemberPayout): TransactionDto => ({
    id: payout.id,
    amount: halereToWholeCzk(payout.amount),
    creation_timestamp: toUnixSeconds(payout.createdAt),
    note: payout.note,
    trans_status_name: payout.statusName,
    trans_status: payout.status,
    bank_account: payout.bankAccount,
  }),
);
