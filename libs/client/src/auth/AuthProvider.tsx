import { Auth, onIdTokenChanged, signInWithEmailAndPassword, signOut, User } from 'firebase/auth';
import { createContext, ReactNode, useContext, useEffect, useMemo, useState } from 'react';

export interface AuthContextValue {
  /** undefined while Firebase restores a stored session. */
  firebaseUser: User | null | undefined;
  signInWithEmail: (email: string, password: string) => Promise<void>;
  signOut: () => Promise<void>;
}

/** Exported so tests can provide a session without a Firebase instance. */
export const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ auth, children }: { auth: Auth; children: ReactNode }) {
  const [firebaseUser, setFirebaseUser] = useState<User | null | undefined>(undefined);
  useEffect(() => onIdTokenChanged(auth, setFirebaseUser), [auth]);
  const value = useMemo<AuthContextValue>(
    () => ({
      firebaseUser,
      signInWithEmail: async (email, password) => {
        await signInWithEmailAndPassword(auth, email, password);
      },
      signOut: () => signOut(auth),
    }),
    [auth, firebaseUser],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used inside <AuthProvider>');
  return context;
}
