import * as payoutOperationsQueries from '../../features/payouts/payout-operations.queries';
import * as payoutQueries from '../../features/payouts/payout.queries';
import { MEMBER, samples } from './sample-values';

/** Sample arguments of the payouts query modules (sql-snapshots.spec.ts). */

export const SQL_SAMPLES = {
  'payout-operations.queries.ts': samples(payoutOperationsQueries, {
    pendingPayoutsOfMonth: ['2031-03'],
    assignToBatch: [1, '2031-03', undefined],
    batchPayments: [1],
    batchSummaries: [{ limit: 10 }],
    settleBatchPaid: [1, '2031-03-10'],
    settlePayoutFailed: [1, 'Účet neexistuje'],
    payoutStatus: [1],
    adminPayout: [1],
    insertBatch: [MEMBER, 'abo'],
  }),
  'payout.queries.ts': samples(payoutQueries, {
    lockedBalance: [MEMBER],
    membersDueAutoPayout: [1],
    lockedAutoPayoutMember: [MEMBER],
    insertPendingPayout: [{ userId: MEMBER, amountHalere: 50000, bankAccount: '19-2000145399/0800', note: 'Výběr', idempotencyKey: null }],
    takeFromBalance: [MEMBER, 1],
    payoutsOf: [MEMBER],
    memberPayoutPage: [MEMBER, { limit: 20, offset: 40 }],
    memberPayoutTotals: [MEMBER],
  }),
};
