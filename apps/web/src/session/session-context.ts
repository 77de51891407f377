import { createContext, useContext } from 'react';
import type { Unavailable } from './load-member';
import type { MeView } from './session.graphql';

/**
 * 'unavailable': the member could not be loaded for a reason other than the session (network, maintenance, sign-in unreachable).
 * 'pending': registered while new members need approval; they wait until an admin approves them.
 */
export type SessionState = { status: 'loading' } | { status: 'anonymous' } | { status: 'unavailable'; reason: Exclude<Unavailable, 'pending'> } | { status: 'pending' } | { status: 'member'; me: MeView };

export interface SessionContextValue {
  state: SessionState;
  /** Loads the member after sign-in or registration, marks the stored session, goes on as the spec says. */
  establish: (options?: { redirectTo?: string }) => Promise<MeView | null>;
  refresh: () => Promise<void>;
  logout: (authError?: string) => Promise<void>;
}

export const SessionContext = createContext<SessionContextValue | null>(null);

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
