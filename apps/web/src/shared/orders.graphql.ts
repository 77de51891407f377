import { graphql } from './gql';

// Sign-up and the membership settings both order a tier and read the order back.

export const CREATE_ORDER_MUTATION = graphql(`
  mutation CreateOrder($input: CreateOrderInput!) {
    createOrder(input: $input) {
      id
      amount
      nextPaymentAmount
      status
      tierId
    }
  }
`);

export const ORDER_QUERY = graphql(`
  query Order($id: ID!) {
    order(id: $id) {
      id
      amount
      nextPaymentAmount
      status
      tierId
    }
  }
`);
