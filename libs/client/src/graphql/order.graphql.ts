import { gql, TypedDocumentNode } from '@apollo/client';

export interface OrderView {
  id: string;
  amount: number;
  nextPaymentAmount: number;
  status: string;
  tierId: number;
}

export interface CreateOrderVariables {
  input: { tierId: number; subscriptionScope: 'registration' | 'settings'; promoCode?: string | null; digitalContentWaiver?: boolean };
}

export const CREATE_ORDER_MUTATION: TypedDocumentNode<{ createOrder: OrderView }, CreateOrderVariables> = gql`
  mutation CreateOrder($input: CreateOrderInput!) {
    createOrder(input: $input) {
      id
      amount
      nextPaymentAmount
      status
      tierId
    }
  }
`;

export const ORDER_QUERY: TypedDocumentNode<{ order: OrderView }, { id: string }> = gql`
  query Order($id: ID!) {
    order(id: $id) {
      id
      amount
      nextPaymentAmount
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

export const ORDER_MANAGING_URL_QUERY: TypedDocumentNode<{ orderManagingUrl: string }, { redirectionUrl: string }> = gql`
  query OrderManagingUrl($redirectionUrl: String!) {
    orderManagingUrl(redirectionUrl: $redirectionUrl)
  }
`;

export interface PromoCodeView {
  code: string;
  discountPercent: number;
  months: number;
}

export const PROMO_CODE_QUERY: TypedDocumentNode<{ promoCode: PromoCodeView }, { code: string }> = gql`
  query PromoCode($code: String!) {
    promoCode(code: $code) {
      code
      discountPercent
      months
    }
  }
`;
