import { graphql } from '../../shared/gql';

/** Who is signed in: the guard lets admins through and names a member it refuses. */
export const ME_QUERY = graphql(`
  query Me {
    me {
      id
      name
      email
      admin
    }
  }
`);
