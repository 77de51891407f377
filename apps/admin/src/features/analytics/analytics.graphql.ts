import { graphql } from '../../shared/gql';

export const ADMIN_ANALYTICS_QUERY = graphql(`
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
`);
