import { halereToWholeCzk, toUnixSeconds, TransactionDto } from '@bonus/domain';
import type { MemberPayout } from '@bonus/server';
import { wireMapper } from '../wire-mapping';

/** POST /transaction, GET /transaction_all. */
export const toTransactionWire = wireMapper(
  (payout: MemberPayout): TransactionDto => ({
    id: payout.id,
    amount: halereToWholeCzk(payout.amount),
    creation_timestamp: toUnixSeconds(payout.creationTimestamp),
    note: payout.note,
    trans_status_name: payout.transStatusName,
    trans_status: payout.status,
    bank_account: payout.bankAccount,
  }),
);
