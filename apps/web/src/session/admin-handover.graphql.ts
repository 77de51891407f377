import { graphql } from '../shared/gql';

/** A sign-in token for the admin app (another origin, so Firebase does not share the session with it). */
export const ADMIN_SIGN_IN_TOKEN_MUTATION = graphql(`
  mutation AdminSignInToken {
    adminSignInToken
  }
`);
