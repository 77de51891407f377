import { graphql } from '../../shared/gql';
import type { AdminOverviewQuery, AdminOverviewTrendsQuery, PendingEarningsQuery } from '../../shared/gql/graphql';

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
        memberId
        memberName
      }
    }
  }
`);

export type ActivityView = AdminOverviewQuery['adminOverview']['recentActivity'][number];

export const ADMIN_OVERVIEW_TRENDS_QUERY = graphql(`
  query AdminOverviewTrends {
    adminOverviewTrends {
      month
      previousMonth
      members {
        current
        previous
      }
      registrations {
        current
        previous
      }
      revenue {
        current
        previous
      }
      bonuses {
        current
        previous
      }
      pendingPayouts {
        count
        amount
        unbatched
      }
      revenueByMonth {
        month
        value
      }
      missedStepsByMonth {
        month
        value
      }
    }
  }
`);

export type OverviewTrendsView = AdminOverviewTrendsQuery['adminOverviewTrends'];

export const PENDING_EARNINGS_QUERY = graphql(`
  query PendingEarnings($page: PageInput) {
    pendingEarnings(page: $page) {
      items {
        id
        memberName
        bonusName
        expectedValue
        reachedProfit
        creationTimestamp
      }
      totalCount
      itemsPerPage
    }
  }
`);

export type PendingEarningsView = PendingEarningsQuery['pendingEarnings']['items'][number];

export const REVIEW_EARNINGS_MUTATION = graphql(`
  mutation ReviewEarnings($id: Int!, $approve: Boolean!) {
    reviewEarnings(id: $id, approve: $approve)
  }
`);
