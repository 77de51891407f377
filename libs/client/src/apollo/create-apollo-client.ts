import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { OperationTypeNode } from 'graphql';
import { Observable, tap } from 'rxjs';
import { errorMessage } from '@bonus/domain';
import { currentUid, type FirebaseAuthLoader } from '../auth/firebase-auth';
import { connectivity } from './connectivity';
import { documentHashLink } from './document-hash-link';
import { keepOfflineCopy, restoreOfflineCopy } from './offline-copy';
import { stripTypenameLink } from './strip-typename-link';

/** Error codes by which the api says the caller's session is gone. */
const SESSION_ERROR_CODES = new Set(['UNAUTHENTICATED', 'SESSION_EXPIRED']);

interface ApolloClientOptions {
  apiUrl?: string;
  auth?: FirebaseAuthLoader;
  /** Called when a signed-in request is refused because the session is gone (e.g. the token could not be refreshed). */
  onSessionLost?: (code: string) => void;
  /** Keep the last loaded data in this browser for offline use (the member web app, installed as a PWA). */
  offlineCopy?: boolean;
}

/**
 * Apollo client for the gateway. Once Firebase Auth has been loaded, every request carries the
 * signed-in user's Firebase ID token (refreshed by Firebase when it is about to expire); before
 * that nobody can be signed in, and requests go without one.
 */
export function createApolloClient({ apiUrl = '', auth, onSessionLost, offlineCopy = false }: ApolloClientOptions) {
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
  // Offline the app is read-only: changes are refused at once with a clear message instead of a network error.
  const readOnlyOffline = new ApolloLink((operation, forward) =>
    operation.operationType === OperationTypeNode.MUTATION && !connectivity.online()
      ? new Observable((observer) => {
          observer.next({ errors: [{ message: errorMessage('OFFLINE'), extensions: { code: 'OFFLINE' } }] });
          observer.complete();
        })
      : forward(operation),
  );
  // Any answer proves the api reachable; a request that got none at all marks the app offline.
  const reachability = new ApolloLink((operation, forward) =>
    forward(operation).pipe(
      tap({
        next: () => connectivity.report(true),
        error: (error: unknown) => connectivity.report(CombinedGraphQLErrors.is(error) || ServerError.is(error) || ServerParseError.is(error)),
      }),
    ),
  );
  const cache = new InMemoryCache();
  const withoutTypenames = stripTypenameLink();
  const byHash = documentHashLink();
  if (!offlineCopy) return new ApolloClient({ link: ApolloLink.from([withoutTypenames, readOnlyOffline, sessionWatch, reachability, withToken, byHash, http]), cache });
  restoreOfflineCopy(cache);
  let scheduleSave = () => {};
  const afterAnswer = new ApolloLink((operation, forward) => forward(operation).pipe(tap(() => scheduleSave())));
  const client = new ApolloClient({ link: ApolloLink.from([withoutTypenames, readOnlyOffline, afterAnswer, sessionWatch, reachability, withToken, byHash, http]), cache });
  scheduleSave = keepOfflineCopy(client, cache);
  return client;
}
