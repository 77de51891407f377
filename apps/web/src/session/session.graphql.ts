import { graphql } from '../shared/gql';
import type { MeFieldsFragment } from '../shared/gql/graphql';

/** The signed-in member as every member screen reads it; sign-up and profile edits answer with it too. */
export const ME_FIELDS = graphql(`
  fragment MeFields on UserProfile {
    id
    name
    fullName
    email
    admin
    providerId
    pictureLink
    marketingConsent
    casinoPauseUntil
    tier {
      id
      name
      code
    }
    activeOrder {
      id
      status
      expirationTimestamp
      amount
      cancelAtPeriodEnd
    }
  }
`);

export type MeView = MeFieldsFragment;

export const ME_QUERY = graphql(`
  query Me {
    me {
      ...MeFields
    }
  }
`);

export const DELETE_UNREGISTERED_ACCOUNT_MUTATION = graphql(`
  mutation DeleteUnregisteredAccount {
    deleteUnregisteredAccount
  }
`);
