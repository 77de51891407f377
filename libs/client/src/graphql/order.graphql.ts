import { gql, TypedDocumentNode } from '@apollo/client';

export interface OrderView {
  id: string;
  amount: number;
  status: string;
  tierId: number;
}

export const CREATE_ORDER_MUTATION: TypedDocumentNode<{ createOrder: OrderView }, { input: { tierId: number; subscriptionScope: 'registration' | 'settings' } }> = gql`
  mutation CreateOrder($input: CreateOrderInput!) {
    createOrder(input: $input) {
      id
      amount
      status
      tierId
    }
  }
`;

export const ORDER_STATUS_QUERY: TypedDocumentNode<{ orderStatus: string }, { id: string }> = gql`
  query OrderStatus($id: ID!) {
    orderStatus(id: $id)
  }
`;

export const ORDER_PAYWALL_URL_QUERY: TypedDocumentNode<{ orderPaywallUrl: string }, { id: string }> = gql`
  query OrderPaywallUrl($id: ID!) {
    orderPaywallUrl(id: $id)
  }
`;
