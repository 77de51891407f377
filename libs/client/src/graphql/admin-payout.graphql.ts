import { gql, TypedDocumentNode } from '@apollo/client';
import type { PayoutKind, PayoutStatus } from '@bonus/domain';

export interface PayoutTotalView {
  count: number;
  amountHalere: number;
}

export interface AdminPayoutView {
  id: number;
  creationTimestamp: number;
  kind: PayoutKind;
  amountHalere: number;
  status: PayoutStatus;
  memberName: string;
  memberEmail: string | null;
  bankAccount: string;
  batchId: number | null;
}

export interface PayoutBatchView {
  id: number;
  creationTimestamp: number;
  createdByName: string | null;
  format: string;
  paidOn: string | null;
  pending: PayoutTotalView;
  paid: PayoutTotalView;
  failed: PayoutTotalView;
}

const TOTAL = `count amountHalere`;
const PAYOUT_FIELDS = `id creationTimestamp kind amountHalere status memberName memberEmail bankAccount batchId`;
const BATCH_FIELDS = `id creationTimestamp createdByName format paidOn pending { ${TOTAL} } paid { ${TOTAL} } failed { ${TOTAL} }`;

export const ADMIN_PAYOUTS_QUERY: TypedDocumentNode<
  { adminPayouts: { month: string; payouts: AdminPayoutView[]; totals: Record<PayoutKind | 'all', PayoutTotalView> } },
  { month: string }
> = gql`
  query AdminPayouts($month: String!) {
    adminPayouts(month: $month) {
      month
      payouts { ${PAYOUT_FIELDS} }
      totals { manual { ${TOTAL} } auto { ${TOTAL} } all { ${TOTAL} } }
    }
  }
`;

export const PAYOUT_BATCHES_QUERY: TypedDocumentNode<{ payoutBatches: PayoutBatchView[] }> = gql`
  query PayoutBatches {
    payoutBatches { ${BATCH_FIELDS} }
  }
`;

type BatchFile = { fileName: string; content: string; batch: PayoutBatchView };

export const PAYOUT_BATCH_FILE_QUERY: TypedDocumentNode<{ payoutBatchFile: BatchFile }, { batchId: number }> = gql`
  query PayoutBatchFile($batchId: Int!) {
    payoutBatchFile(batchId: $batchId) { fileName content batch { ${BATCH_FIELDS} } }
  }
`;

export const EXPORT_PAYOUT_BATCH_MUTATION: TypedDocumentNode<{ exportPayoutBatch: BatchFile }, { month: string; payoutIds: number[] }> = gql`
  mutation ExportPayoutBatch($month: String!, $payoutIds: [Int!]) {
    exportPayoutBatch(month: $month, payoutIds: $payoutIds) { fileName content batch { ${BATCH_FIELDS} } }
  }
`;

export const MARK_PAYOUT_BATCH_PAID_MUTATION: TypedDocumentNode<
  { markPayoutBatchPaid: { mailsSent: number; mailsFailed: number; batch: PayoutBatchView } },
  { batchId: number; paidOn: string }
> = gql`
  mutation MarkPayoutBatchPaid($batchId: Int!, $paidOn: String!) {
    markPayoutBatchPaid(batchId: $batchId, paidOn: $paidOn) { mailsSent mailsFailed batch { ${BATCH_FIELDS} } }
  }
`;

export const MARK_PAYOUT_FAILED_MUTATION: TypedDocumentNode<
  { markPayoutFailed: { mailsSent: number; mailsFailed: number; payout: AdminPayoutView } },
  { payoutId: number; reason: string }
> = gql`
  mutation MarkPayoutFailed($payoutId: Int!, $reason: String!) {
    markPayoutFailed(payoutId: $payoutId, reason: $reason) { mailsSent mailsFailed payout { ${PAYOUT_FIELDS} } }
  }
`;
