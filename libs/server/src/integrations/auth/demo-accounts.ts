import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';

/** What the emulator needs of a demo account (the seed's DemoUser has more). */
export interface EmulatorAccount {
  uid: string;
  email: string;
  password: string;
  nickname: string;
}

/**
 * Creates the demo sign-in accounts in the Firebase Auth emulator (it keeps no data between runs).
 * Refuses to run against real Firebase: FIREBASE_AUTH_EMULATOR_HOST must be set.
 */
export async function createEmulatorAccounts(projectId: string, users: readonly EmulatorAccount[]): Promise<void> {
  if (!process.env.FIREBASE_AUTH_EMULATOR_HOST) throw new Error('Demo accounts are only created in the Auth emulator');
  const auth = getAuth(initializeApp({ projectId }, `demo-accounts-${Date.now()}`));
  for (const user of users) {
    try {
      await auth.createUser({ uid: user.uid, email: user.email, password: user.password, displayName: user.nickname, emailVerified: true });
    } catch (error) {
      if ((error as { code?: string }).code !== 'auth/uid-already-exists') throw error;
    }
  }
}
