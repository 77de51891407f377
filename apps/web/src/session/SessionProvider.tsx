import { useApolloClient } from '@apollo/client/react';
import { currentUid, useAuth } from '@bonus/client';
import type { MeView } from './session.graphql';
import { errorMessage } from '@bonus/domain';
import { ReactNode, useCallback, useEffect, useEffectEvent, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { loadMember, Unavailable } from './load-member';
import { SessionContext, SessionState } from './session-context';
import { sessionFlag, staysOnPath, storedAuthError } from './session-storage';
import { deleteUnregisteredAccount } from './unregistered-account';
import { dashboardPath } from '../shared/dashboard/dashboard-pages';

/** Dispatched on window when the api refuses a signed-in request because the session is gone. */
export const SESSION_LOST_EVENT = 'bonus-klub:session-lost';

export const ACCOUNT_NOT_FINISHED = 'Registrace tohoto účtu nebyla dokončena. Zaregistrujte se prosím znovu.';


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
      const result = await loadMember(client);
      if (result.kind === 'member') {
        setLoaded({ uid, me: result.me });
        setUnavailable(null);
        return result.me;
      }
      if (result.kind === 'unavailable') {
        setUnavailable({ uid, reason: result.reason });
        return result.reason === 'pending' ? 'pending' : 'unavailable';
      }
      if (result.code === 'USER_NOT_REGISTERED') {
        // A Firebase account whose registration never finished: remove it so the person can register again.
        await deleteUnregisteredAccount(client);
        await logout(ACCOUNT_NOT_FINISHED);
      } else {
        await logout(errorMessage(result.code === 'ACCOUNT_DEACTIVATED' ? 'ACCOUNT_DEACTIVATED' : 'SESSION_EXPIRED'));
      }
      return null;
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
        navigate(dashboardPath(), { replace: true });
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
      if (me && me !== 'unavailable' && !staysOnPath(window.location.pathname)) navigate(dashboardPath(), { replace: true });
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
  else if (unavailable?.uid === uid) state = unavailable.reason === 'pending' ? { status: 'pending' } : { status: 'unavailable', reason: unavailable.reason };
  else state = { status: 'loading' };

  const value = useMemo(() => ({ state, establish, refresh, logout }), [state, establish, refresh, logout]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
