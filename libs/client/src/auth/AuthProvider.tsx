import {
  Auth,
  browserLocalPersistence,
  browserSessionPersistence,
  createUserWithEmailAndPassword,
  EmailAuthProvider,
  GoogleAuthProvider,
  onIdTokenChanged,
  reauthenticateWithCredential,
  setPersistence,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updateEmail,
  updatePassword,
  User,
} from 'firebase/auth';
import { createContext, ReactNode, useContext, useEffect, useMemo, useState } from 'react';

export interface AuthContextValue {
  /** undefined while Firebase restores a stored session. */
  firebaseUser: User | null | undefined;
  /** "Remember me" keeps the session across browser restarts; otherwise it ends with the tab. */
  signInWithEmail: (email: string, password: string, remember?: boolean) => Promise<void>;
  signInWithGoogle: (remember?: boolean) => Promise<void>;
  createAccount: (email: string, password: string) => Promise<void>;
  /** Re-authenticates with the current password first, as Firebase requires for sensitive changes. */
  changePassword: (currentPassword: string, newPassword: string) => Promise<void>;
  changeEmail: (currentPassword: string, newEmail: string) => Promise<void>;
  signOut: () => Promise<void>;
}

/** Exported so tests can provide a session without a Firebase instance. */
export const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ auth, children }: { auth: Auth; children: ReactNode }) {
  const [firebaseUser, setFirebaseUser] = useState<User | null | undefined>(undefined);
  useEffect(() => onIdTokenChanged(auth, setFirebaseUser), [auth]);
  const value = useMemo<AuthContextValue>(() => {
    const persistence = (remember: boolean) => setPersistence(auth, remember ? browserLocalPersistence : browserSessionPersistence);
    const reauthenticate = async (currentPassword: string) => {
      const user = auth.currentUser;
      if (!user?.email) throw Object.assign(new Error('Not signed in with e-mail'), { code: 'auth/no-current-user' });
      await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, currentPassword));
      return user;
    };
    return {
      firebaseUser,
      signInWithEmail: async (email, password, remember = true) => {
        await persistence(remember);
        await signInWithEmailAndPassword(auth, email, password);
      },
      signInWithGoogle: async (remember = true) => {
        await persistence(remember);
        await signInWithPopup(auth, new GoogleAuthProvider());
      },
      createAccount: async (email, password) => {
        await persistence(true);
        await createUserWithEmailAndPassword(auth, email, password);
      },
      changePassword: async (currentPassword, newPassword) => {
        await updatePassword(await reauthenticate(currentPassword), newPassword);
      },
      changeEmail: async (currentPassword, newEmail) => {
        await updateEmail(await reauthenticate(currentPassword), newEmail);
      },
      signOut: () => signOut(auth),
    };
  }, [auth, firebaseUser]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used inside <AuthProvider>');
  return context;
}
