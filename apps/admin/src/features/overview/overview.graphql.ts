import { graphql } from '../../shared/gql';
import type { PendingEarningsQuery } from '../../shared/gql/graphql';

export const ADMIN_OVERVIEW_QUERY = graphql(`
  query AdminOverview {
    adminOverview {
      totalUsers
      activeBonuses
      totalEarnings
      conversionRate
      activeUsers
      todayBonuses
      todayIncome
      recentActivity {
        kind
        text
        timestamp
      }
    }
  }
`);

export const ADMIN_USERS_CSV_QUERY = graphql(`
  query AdminUsersCsv($input: AdminUserQueryInput) {
    adminUsersCsv(input: $input)
  }
`);

export const PENDING_EARNINGS_QUERY = graphql(`
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
`);

export type PendingEarningsView = PendingEarningsQuery['pendingEarnings'][number];

export const REVIEW_EARNINGS_MUTATION = graphql(`
  mutation ReviewEarnings($id: Int!, $approve: Boolean!) {
    reviewEarnings(id: $id, approve: $approve)
  }
`);
