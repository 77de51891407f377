import type { ApolloClient } from '@apollo/client';
import { connectivity, graphqlError, restoreSavedCopy } from '@bonus/client';
import { ME_QUERY, MeView } from './session.graphql';

/** Why a signed-in account has no member to show: no connection, maintenance, sign-in unreachable (Firebase), waiting for approval. */
export type Unavailable = 'offline' | 'maintenance' | 'sign-in' | 'pending';

/** The api's refusals that say "wait", each with the reason the screens show for it. */
const WAIT_REASONS: Readonly<Record<string, Unavailable>> = { MAINTENANCE: 'maintenance', AUTH_UNAVAILABLE: 'sign-in', ACCOUNT_PENDING_APPROVAL: 'pending' };

/** What loading the signed-in member gave: the member, a reason to wait, or the code that ended the session. */
export type MemberLoad = { kind: 'member'; me: MeView } | { kind: 'unavailable'; reason: Unavailable } | { kind: 'ended'; code: string };

/** Answers that mean the session itself is over. */
const SESSION_CODES = new Set(['UNAUTHENTICATED', 'SESSION_EXPIRED', 'USER_NOT_REGISTERED', 'ACCOUNT_DEACTIVATED']);

/** The member from the saved offline copy: already in the cache after an offline start, or put there now. */
function lastLoadedMe(client: ApolloClient): MeView | undefined {
  if (!client.readQuery({ query: ME_QUERY })) restoreSavedCopy(client.cache);
  return client.readQuery({ query: ME_QUERY })?.me;
}

/** Loads the signed-in member from the api and sorts a failure into waiting (network, maintenance, approval) or an ended session. */
export async function loadMember(client: ApolloClient): Promise<MemberLoad> {
  try {
    const { data } = await client.query({ query: ME_QUERY, fetchPolicy: 'network-only' });
    if (!data) throw new Error('no data');
    return { kind: 'member', me: data.me };
  } catch (error) {
    const code = graphqlError(error)?.code;
    // Offline, the installed app shows the member as last loaded (read-only) instead of an error.
    const lastLoaded = !code && !connectivity.online() ? lastLoadedMe(client) : undefined;
    if (lastLoaded) return { kind: 'member', me: lastLoaded };
    // Not a verdict on the session (network, server, maintenance, sign-in unreachable): keep it and let the member retry.
    if (!code || !SESSION_CODES.has(code)) return { kind: 'unavailable', reason: (code && WAIT_REASONS[code]) || 'offline' };
    return { kind: 'ended', code };
  }
}
