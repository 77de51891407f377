import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import type { Auth } from 'firebase/auth';

/**
 * Apollo client for the gateway. When an Auth instance is given, every request carries the
 * signed-in user's Firebase ID token (refreshed by Firebase when it is about to expire).
 */
export function createApolloClient({ apiUrl = '', auth }: { apiUrl?: string; auth?: Auth }) {
  const http = new HttpLink({ uri: `${apiUrl}/graphql` });
  const withToken = new SetContextLink(async (prevContext) => {
    const token = await auth?.currentUser?.getIdToken();
    return token ? { headers: { ...prevContext.headers, authorization: `Bearer ${token}` } } : {};
  });
  return new ApolloClient({ link: withToken.concat(http), cache: new InMemoryCache() });
}
