import type { ApolloClient } from '@apollo/client';
import { DELETE_UNREGISTERED_ACCOUNT_MUTATION } from './session.graphql';

/**
 * Removes the signed-in Firebase account when it has no member record (registration refused or never
 * finished), so no orphan account is left and the person can register again. The server refuses it
 * for a registered member; a failure leaves the account to the next sign-in, which tries again.
 */
export async function deleteUnregisteredAccount(client: ApolloClient): Promise<void> {
  await client.mutate({ mutation: DELETE_UNREGISTERED_ACCOUNT_MUTATION }).catch(() => undefined);
}
