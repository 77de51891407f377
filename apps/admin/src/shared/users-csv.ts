import { useApolloClient } from '@apollo/client/react';
import { csvFile } from '@bonus/ui';
import { graphql } from './gql';
import type { AdminUserQueryInput } from './gql/graphql';

const ADMIN_USERS_CSV_QUERY = graphql(`
  query AdminUsersCsv($input: AdminUserQueryInput) {
    adminUsersCsv(input: $input)
  }
`);

/** The members' CSV export for DownloadButton: the overview's of everyone, the member list's of what its filters match. */
export function useUsersCsv(input: AdminUserQueryInput = {}) {
  const client = useApolloClient();
  return async () => {
    const { data } = await client.query({ query: ADMIN_USERS_CSV_QUERY, variables: { input }, fetchPolicy: 'network-only' });
    if (!data) throw new Error('no data');
    return csvFile(data.adminUsersCsv);
  };
}
