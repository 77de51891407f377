import { graphql } from '../gql';

export const ORDER_STATUS_QUERY = graphql(`
  query OrderStatus($id: ID!) {
    orderStatus(id: $id)
  }
`);

export const ORDER_PAYWALL_URL_QUERY = graphql(`
  query OrderPaywallUrl($id: ID!) {
    orderPaywallUrl(id: $id)
  }
`);
