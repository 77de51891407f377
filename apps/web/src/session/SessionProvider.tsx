import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { connectivity, currentUid, graphqlError, restoreSavedCopy, useAuth } from '@bonus/client';
import { ME_QUERY, MeView } from './session.graphql';
import { errorMessage } from '@bonus/domain';
import { createContext, ReactNode, useCallback, useContext, useEffect, useEffectEvent, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { sessionFlag, staysOnPath, storedAuthError } from './session-storage';
import { deleteUnregisteredAccount } from './unregistered-account';

/** Dispatched on window when the api refuses a signed-in request because the session is gone. */
export const SESSION_LOST_EVENT = 'bonus-klub:session-lost';

export const ACCOUNT_NOT_FINISHED = 'Registrace tohoto účtu nebyla dokončena. Zaregistrujte se prosím znovu.';

/**
 * 'unavailable': the member could not be loaded for a reason other than the session (network, server).
 * 'pending': registered while new members need approval; they wait until an admin approves them.
 */
type SessionState = { status: 'loading' } | { status: 'anonymous' } | { status: 'unavailable'; maintenance: boolean } | { status: 'pending' } | { status: 'member'; me: MeView };

/** Why a signed-in account has no member to show. */
type Unavailable = 'offline' | 'maintenance' | 'pending';

interface SessionContextValue {
  state: SessionState;
  /** Loads the member after sign-in or registration, marks the stored session, goes on as the spec says. */
  establish: (options?: { redirectTo?: string }) => Promise<MeView | null>;
  refresh: () => Promise<void>;
  logout: (authError?: string) => Promise<void>;
}

const SessionContext = createContext<SessionContextValue | null>(null);

/** Answers that mean the session itself is over. */
const SESSION_CODES = new Set(['UNAUTHENTICATED', 'SESSION_EXPIRED', 'USER_NOT_REGISTERED', 'ACCOUNT_DEACTIVATED']);

/** The member from the saved offline copy: already in the cache after an offline start, or put there now. */
function lastLoadedMe(client: ApolloClient): MeView | undefined {
  if (!client.readQuery({ query: ME_QUERY })) restoreSavedCopy(client.cache);
  return client.readQuery({ query: ME_QUERY })?.me;
}

function errorCode(error: unknown): string | undefined {
  return graphqlError(error)?.code;
}

/**
 * The session rules of spec section 4: a stored flag marks a session; on an auth change with the flag
 * the member is reloaded (and sent to /dashboard unless on a page that keeps them); a failure logs out;
 * logout clears everything and goes to /login; an auth error is stored and shown on /login.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const { firebaseUser, signOut } = useAuth();
  const client = useApolloClient();
  const navigate = useNavigate();
  /** The member loaded for a Firebase account; the session status is derived from it below. */
  const [loaded, setLoaded] = useState<{ uid: string; me: MeView } | null>(null);
  const [unavailable, setUnavailable] = useState<{ uid: string; reason: Unavailable } | null>(null);

  const logout = useCallback(
    async (authError?: string) => {
      sessionFlag.clear();
      if (authError) storedAuthError.write(authError);
      await signOut().catch(() => undefined);
      await client.clearStore();
      setLoaded(null);
      navigate('/login', { replace: true });
    },
    [client, navigate, signOut],
  );

  /** The member, 'pending' while the account waits for approval, 'unavailable' (maintenance, network), or null when the session ended. */
  const loadMe = useCallback(
    async (uid: string): Promise<MeView | 'pending' | 'unavailable' | null> => {
      try {
        const { data } = await client.query({ query: ME_QUERY, fetchPolicy: 'network-only' });
        if (!data) throw new Error('no data');
        setLoaded({ uid, me: data.me });
        setUnavailable(null);
        return data.me;
      } catch (error) {
        const code = errorCode(error);
        // Offline, the installed app shows the member as last loaded (read-only) instead of an error.
        const lastLoaded = !code && !connectivity.online() ? lastLoadedMe(client) : undefined;
        if (lastLoaded) {
          setLoaded({ uid, me: lastLoaded });
          return lastLoaded;
        }
        if (code === 'ACCOUNT_PENDING_APPROVAL') {
          setUnavailable({ uid, reason: 'pending' });
          return 'pending';
        }
        if (!code || !SESSION_CODES.has(code)) {
          // Not a verdict on the session (network, server, maintenance): keep it and let the member retry.
          setUnavailable({ uid, reason: code === 'MAINTENANCE' ? 'maintenance' : 'offline' });
          return 'unavailable';
        }
        if (code === 'USER_NOT_REGISTERED') {
          // A Firebase account whose registration never finished: remove it so the person can register again.
          await deleteUnregisteredAccount(client);
          await logout(ACCOUNT_NOT_FINISHED);
        } else {
          await logout(errorMessage(code === 'ACCOUNT_DEACTIVATED' ? 'ACCOUNT_DEACTIVATED' : 'SESSION_EXPIRED'));
        }
        return null;
      }
    },
    [client, logout],
  );

  const establish = useCallback(
    async ({ redirectTo }: { redirectTo?: string } = {}) => {
      const uid = currentUid();
      const me = uid ? await loadMe(uid) : null;
      if (!me) return null;
      sessionFlag.set();
      storedAuthError.clear();
      if (me === 'pending' || me === 'unavailable') {
        // The dashboard shows the waiting screen, or the maintenance (or connection) page with a retry,
        // instead of leaving the person on /login with no word.
        navigate('/dashboard', { replace: true });
        return null;
      }
      if (redirectTo) navigate(redirectTo, { replace: true });
      return me;
    },
    [loadMe, navigate],
  );

  const uid = firebaseUser?.uid ?? null;
  const restored = firebaseUser !== undefined;
  // An event, not a dependency: the reload runs when the signed-in account changes, not on every navigation.
  const reloadMember = useEffectEvent((forUid: string) => {
    void loadMe(forUid).then((me) => {
      if (me && me !== 'unavailable' && !staysOnPath(window.location.pathname)) navigate('/dashboard', { replace: true });
    });
  });
  useEffect(() => {
    if (!restored) return;
    if (!uid) {
      // Signed out elsewhere or the token could not be refreshed: end the stored session too.
      if (sessionFlag.isSet()) {
        sessionFlag.clear();
        storedAuthError.write(errorMessage('SESSION_EXPIRED'));
        void client.clearStore();
      }
      return;
    }
    if (!sessionFlag.isSet()) return;
    // The reload sets state only after awaiting the api; the rule cannot see through that await.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    reloadMember(uid);
  }, [uid, restored, client]);

  useEffect(() => {
    const onSessionLost = () => void logout(errorMessage('SESSION_EXPIRED'));
    window.addEventListener(SESSION_LOST_EVENT, onSessionLost);
    return () => window.removeEventListener(SESSION_LOST_EVENT, onSessionLost);
  }, [logout]);

  const refresh = useCallback(async () => {
    if (uid) await loadMe(uid);
  }, [loadMe, uid]);

  let state: SessionState;
  if (!restored) state = { status: 'loading' };
  else if (!uid || !sessionFlag.isSet()) state = { status: 'anonymous' };
  else if (loaded?.uid === uid) state = { status: 'member', me: loaded.me };
  else if (unavailable?.uid === uid) state = unavailable.reason === 'pending' ? { status: 'pending' } : { status: 'unavailable', maintenance: unavailable.reason === 'maintenance' };
  else state = { status: 'loading' };

  const value = useMemo(() => ({ state, establish, refresh, logout }), [state, establish, refresh, logout]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const context = useContext(SessionContext);
  if (!context) throw new Error('useSession must be used inside <SessionProvider>');
  return context;
}

/** The signed-in member; only for screens behind <RequireMember>. */
export function useMe(): MeView {
  const { state } = useSession();
  if (state.status !== 'member') throw new Error('useMe needs a signed-in member');
  return state.me;
}
