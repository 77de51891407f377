import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { currentUid, type FirebaseAuthLoader } from '../auth/firebase-auth';

/** Error codes by which the api says the caller's session is gone. */
const SESSION_ERROR_CODES = new Set(['UNAUTHENTICATED', 'SESSION_EXPIRED']);

interface ApolloClientOptions {
  apiUrl?: string;
  auth?: FirebaseAuthLoader;
  /** Called when a signed-in request is refused because the session is gone (e.g. the token could not be refreshed). */
  onSessionLost?: (code: string) => void;
}

/**
 * Apollo client for the gateway. Once Firebase Auth has been loaded, every request carries the
 * signed-in user's Firebase ID token (refreshed by Firebase when it is about to expire); before
 * that nobody can be signed in, and requests go without one.
 */
export function createApolloClient({ apiUrl = '', auth, onSessionLost }: ApolloClientOptions) {
  const http = new HttpLink({ uri: `${apiUrl}/graphql` });
  const withToken = new SetContextLink(async (prevContext) => {
    const token = await (await auth?.started())?.currentUser?.getIdToken();
    return token ? { headers: { ...prevContext.headers, authorization: `Bearer ${token}` } } : {};
  });
  const sessionWatch = new ErrorLink(({ error }) => {
    if (!onSessionLost || !currentUid() || !CombinedGraphQLErrors.is(error)) return;
    const code = error.errors.map((e) => e.extensions?.code).find((c): c is string => typeof c === 'string' && SESSION_ERROR_CODES.has(c));
    if (code) onSessionLost(code);
  });
  return new ApolloClient({ link: sessionWatch.concat(withToken).concat(http), cache: new InMemoryCache() });
}
