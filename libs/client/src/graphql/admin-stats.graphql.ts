import { gql, TypedDocumentNode } from '@apollo/client';

export interface AdminOverviewView {
  totalUsers: number;
  activeBonuses: number;
  totalEarnings: number;
  conversionRate: number;
  activeUsers: number;
  todayBonuses: number;
  todayIncome: number;
  recentActivity: { kind: string; text: string; timestamp: number }[];
}

export const ADMIN_OVERVIEW_QUERY: TypedDocumentNode<{ adminOverview: AdminOverviewView }> = gql`
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
`;

export interface AdminAnalyticsView {
  registrations: { month: string; value: number }[];
  earnings: { month: string; value: number }[];
  tiers: { name: string; count: number; percent: number }[];
  generations: { name: string; limit: number; load: number; revenue: number }[];
}

export const ADMIN_ANALYTICS_QUERY: TypedDocumentNode<{ adminAnalytics: AdminAnalyticsView }> = gql`
  query AdminAnalytics {
    adminAnalytics {
      registrations {
        month
        value
      }
      earnings {
        month
        value
      }
      tiers {
        name
        count
        percent
      }
      generations {
        name
        limit
        load
        revenue
      }
    }
  }
`;
