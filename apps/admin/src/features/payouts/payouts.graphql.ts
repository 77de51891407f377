import { graphql } from '../../shared/gql';
import type { AdminPayoutFieldsFragment, PayoutBatchFieldsFragment } from '../../shared/gql/graphql';

export const PAYOUT_TOTAL_FIELDS = graphql(`
  fragment PayoutTotalFields on PayoutTotal {
    count
    amountHalere
  }
`);

export const ADMIN_PAYOUT_FIELDS = graphql(`
  fragment AdminPayoutFields on AdminPayout {
    id
    creationTimestamp
    kind
    amountHalere
    status
    memberName
    memberEmail
    bankAccount
    batchId
  }
`);

export type AdminPayoutView = AdminPayoutFieldsFragment;

export const PAYOUT_BATCH_FIELDS = graphql(`
  fragment PayoutBatchFields on PayoutBatch {
    id
    creationTimestamp
    createdByName
    format
    paidOn
    pending { ...PayoutTotalFields }
    paid { ...PayoutTotalFields }
    failed { ...PayoutTotalFields }
  }
`);

export type PayoutBatchView = PayoutBatchFieldsFragment;

export const ADMIN_PAYOUTS_QUERY = graphql(`
  query AdminPayouts($month: String!) {
    adminPayouts(month: $month) {
      month
      payouts { ...AdminPayoutFields }
      totals { manual { ...PayoutTotalFields } auto { ...PayoutTotalFields } all { ...PayoutTotalFields } }
    }
  }
`);

export const PAYOUT_BATCHES_QUERY = graphql(`
  query PayoutBatches {
    payoutBatches { ...PayoutBatchFields }
  }
`);

export const PAYOUT_BATCH_FILE_QUERY = graphql(`
  query PayoutBatchFile($batchId: Int!) {
    payoutBatchFile(batchId: $batchId) { fileName content batch { ...PayoutBatchFields } }
  }
`);

export const EXPORT_PAYOUT_BATCH_MUTATION = graphql(`
  mutation ExportPayoutBatch($month: String!, $payoutIds: [Int!]) {
    exportPayoutBatch(month: $month, payoutIds: $payoutIds) { fileName content batch { ...PayoutBatchFields } }
  }
`);

export const MARK_PAYOUT_BATCH_PAID_MUTATION = graphql(`
  mutation MarkPayoutBatchPaid($batchId: Int!, $paidOn: String!) {
    markPayoutBatchPaid(batchId: $batchId, paidOn: $paidOn) { mailsQueued batch { ...PayoutBatchFields } }
  }
`);

export const MARK_PAYOUT_FAILED_MUTATION = graphql(`
  mutation MarkPayoutFailed($payoutId: Int!, $reason: String!) {
    markPayoutFailed(payoutId: $payoutId, reason: $reason) { mailsQueued payout { ...AdminPayoutFields } }
  }
`);
