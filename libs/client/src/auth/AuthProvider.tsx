import type { User } from 'firebase/auth';
import { createContext, ReactNode, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { safely } from '../storage/safe-storage';
import type { FirebaseAuthLoader } from './firebase-auth';

/** Set while Firebase keeps a signed-in account in this browser, so a page knows whether to load the SDK at all. */
const STORED_ACCOUNT_FLAG = 'bk.firebaseAccount';
const storedAccount = {
  isSet: () => safely(() => window.localStorage.getItem(STORED_ACCOUNT_FLAG) === '1', false),
  set: (present: boolean) => safely(() => (present ? window.localStorage.setItem(STORED_ACCOUNT_FLAG, '1') : window.localStorage.removeItem(STORED_ACCOUNT_FLAG)), undefined),
};

export interface AuthContextValue {
  /** undefined while Firebase restores a stored session. */
  firebaseUser: User | null | undefined;
  /** "Remember me" keeps the session across browser restarts; otherwise it ends with the tab. */
  signInWithEmail: (email: string, password: string, remember?: boolean) => Promise<void>;
  signInWithGoogle: (remember?: boolean) => Promise<void>;
  /** Signs in with a custom token another of our apps was given for the same account; the session ends with the tab. */
  signInWithCustomToken: (token: string) => Promise<void>;
  createAccount: (email: string, password: string) => Promise<void>;
  /** Re-authenticates with the current password first, as Firebase requires for sensitive changes. */
  changePassword: (currentPassword: string, newPassword: string) => Promise<void>;
  changeEmail: (currentPassword: string, newEmail: string) => Promise<void>;
  /**
   * Signs the person in again before deleting the account: with the current password for e-mail
   * accounts, with Google's popup for Google accounts. The refreshed ID token proves it to the api.
   */
  reauthenticate: (currentPassword: string | null) => Promise<void>;
  signOut: () => Promise<void>;
}

/** Exported so tests can provide a session without a Firebase instance. */
export const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ auth: loader, children }: { auth: FirebaseAuthLoader; children: ReactNode }) {
  // Without a stored account nobody is signed in, known at once and without the SDK.
  const [firebaseUser, setFirebaseUser] = useState<User | null | undefined>(() => (storedAccount.isSet() ? undefined : null));
  const watching = useRef<Promise<void> | null>(null);
  /** Loads the SDK (once) and follows the signed-in account for the provider's lifetime, which is the app's. */
  const watch = useMemo(
    () => async () => {
      const auth = await loader.load();
      watching.current ??= import('firebase/auth').then(({ onIdTokenChanged }) => {
        onIdTokenChanged(auth, (user) => {
          storedAccount.set(Boolean(user));
          setFirebaseUser(user);
        });
      });
      await watching.current;
      return auth;
    },
    [loader],
  );
  useEffect(() => {
    if (storedAccount.isSet()) void watch();
  }, [watch]);
  const value = useMemo<AuthContextValue>(() => {
    const firebase = () => import('firebase/auth');
    const persistence = async (remember: boolean) => {
      const [auth, { setPersistence, browserLocalPersistence, browserSessionPersistence }] = await Promise.all([watch(), firebase()]);
      await setPersistence(auth, remember ? browserLocalPersistence : browserSessionPersistence);
      return auth;
    };
    const reauthenticate = async (currentPassword: string) => {
      const [auth, { EmailAuthProvider, reauthenticateWithCredential }] = await Promise.all([watch(), firebase()]);
      const user = auth.currentUser;
      if (!user?.email) throw Object.assign(new Error('Not signed in with e-mail'), { code: 'auth/no-current-user' });
      await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, currentPassword));
      return user;
    };
    return {
      firebaseUser,
      signInWithEmail: async (email, password, remember = true) => {
        const auth = await persistence(remember);
        await (await firebase()).signInWithEmailAndPassword(auth, email, password);
      },
      signInWithGoogle: async (remember = true) => {
        const auth = await persistence(remember);
        const { signInWithPopup, GoogleAuthProvider } = await firebase();
        await signInWithPopup(auth, new GoogleAuthProvider());
      },
      signInWithCustomToken: async (token) => {
        const auth = await persistence(false);
        await (await firebase()).signInWithCustomToken(auth, token);
      },
      createAccount: async (email, password) => {
        const auth = await persistence(true);
        await (await firebase()).createUserWithEmailAndPassword(auth, email, password);
      },
      changePassword: async (currentPassword, newPassword) => {
        await (await firebase()).updatePassword(await reauthenticate(currentPassword), newPassword);
      },
      changeEmail: async (currentPassword, newEmail) => {
        await (await firebase()).updateEmail(await reauthenticate(currentPassword), newEmail);
        // The change revokes every session signed in before it (at whole seconds), this one too: signed in
        // again under the new address, the api accepts its tokens for what follows (saving the address).
        await (await reauthenticate(currentPassword)).getIdToken(true);
      },
      reauthenticate: async (currentPassword) => {
        if (currentPassword !== null) {
          await (await reauthenticate(currentPassword)).getIdToken(true);
          return;
        }
        const [auth, { reauthenticateWithPopup, GoogleAuthProvider }] = await Promise.all([watch(), firebase()]);
        if (!auth.currentUser) throw Object.assign(new Error('Not signed in'), { code: 'auth/no-current-user' });
        await reauthenticateWithPopup(auth.currentUser, new GoogleAuthProvider());
        await auth.currentUser.getIdToken(true);
      },
      signOut: async () => {
        const auth = loader.started() && (await loader.load());
        if (auth) await (await firebase()).signOut(auth);
        storedAccount.set(false);
        setFirebaseUser(null);
      },
    };
  }, [loader, watch, firebaseUser]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used inside <AuthProvider>');
  return context;
}
