import { graphql } from './gql';

// Sign-up and the membership settings both order a tier and read the order back.

/** An order as sign-up and the membership settings read it, created or polled. */
export const ORDER_FIELDS = graphql(`
  fragment OrderFields on Order {
    id
    amount
    nextPaymentAmount
    promoPercent
    promoMonths
    status
    tierId
  }
`);

export const CREATE_ORDER_MUTATION = graphql(`
  mutation CreateOrder($input: CreateOrderInput!) {
    createOrder(input: $input) {
      ...OrderFields
    }
  }
`);

export const ORDER_QUERY = graphql(`
  query Order($id: ID!) {
    order(id: $id) {
      ...OrderFields
    }
  }
`);
