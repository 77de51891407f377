import { gql, TypedDocumentNode } from '@apollo/client';

export interface PendingEarningsView {
  id: number;
  memberName: string;
  bonusName: string;
  expectedValue: number;
  reachedProfit: number;
  creationTimestamp: number;
}

export const PENDING_EARNINGS_QUERY: TypedDocumentNode<{ pendingEarnings: PendingEarningsView[] }> = gql`
  query PendingEarnings {
    pendingEarnings {
      id
      memberName
      bonusName
      expectedValue
      reachedProfit
      creationTimestamp
    }
  }
`;

export const REVIEW_EARNINGS_MUTATION: TypedDocumentNode<{ reviewEarnings: boolean }, { id: number; approve: boolean }> = gql`
  mutation ReviewEarnings($id: Int!, $approve: Boolean!) {
    reviewEarnings(id: $id, approve: $approve)
  }
`;
