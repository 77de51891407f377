import type { Auth } from 'firebase/auth';

export interface FirebaseClientConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  /** e.g. http://127.0.0.1:9099 for the local Auth emulator; empty for production Firebase. */
  emulatorUrl?: string;
}

/**
 * The app's Firebase Auth, loaded on first use: the SDK is a chunk of its own, so a visitor who has
 * never signed in on this browser does not download it with the home page.
 */
export interface FirebaseAuthLoader {
  /** The Auth instance, loading the SDK the first time. */
  load: () => Promise<Auth>;
  /** The Auth instance once loading has started (null before: then nobody is signed in on this page). */
  started: () => Promise<Auth> | null;
}

let loadedAuth: Auth | null = null;

/** Creates the loader of the app's single Firebase Auth instance, connected to the emulator when configured. */
export function createFirebaseAuthLoader(config: FirebaseClientConfig): FirebaseAuthLoader {
  let pending: Promise<Auth> | null = null;
  const load = () =>
    (pending ??= Promise.all([import('firebase/app'), import('firebase/auth')]).then(([{ initializeApp }, { connectAuthEmulator, getAuth }]) => {
      const auth = getAuth(initializeApp({ apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId }));
      if (config.emulatorUrl) connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true });
      loadedAuth = auth;
      return auth;
    }));
  return { load, started: () => pending };
}

/** The signed-in Firebase account's uid right now (React state may not have caught up yet). */
export function currentUid(): string | null {
  return loadedAuth?.currentUser?.uid ?? null;
}
