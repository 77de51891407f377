import { initializeApp } from 'firebase/app';
import { Auth, connectAuthEmulator, getAuth } from 'firebase/auth';

export interface FirebaseClientConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  /** e.g. http://127.0.0.1:9099 for the local Auth emulator; empty for production Firebase. */
  emulatorUrl?: string;
}

let auth: Auth | undefined;

/** The app's single Firebase Auth instance, connected to the emulator when configured. */
export function initFirebaseAuth(config: FirebaseClientConfig): Auth {
  if (auth) return auth;
  const app = initializeApp({ apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId });
  auth = getAuth(app);
  if (config.emulatorUrl) connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true });
  return auth;
}

/** The signed-in Firebase account's uid right now (React state may not have caught up yet). */
export function currentUid(): string | null {
  return auth?.currentUser?.uid ?? null;
}
