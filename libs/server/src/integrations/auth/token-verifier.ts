import { App, cert, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { DomainError } from '@bonus/domain';

export interface VerifiedToken {
  uid: string;
  email: string | null;
  /** 'password' or 'google.com'. */
  signInProvider: string | null;
}

export interface TokenVerifier {
  verify(idToken: string): Promise<VerifiedToken>;
}

export interface FirebaseAuthConfig {
  projectId: string;
  /** Service-account JSON for production; not needed with the emulator. */
  serviceAccountJson?: string;
}

/**
 * Verifies Firebase ID tokens with firebase-admin. With FIREBASE_AUTH_EMULATOR_HOST set in the
 * environment, firebase-admin talks to the Auth emulator instead of Google.
 */
export function createFirebaseTokenVerifier(config: FirebaseAuthConfig): TokenVerifier {
  const app: App = initializeApp(
    {
      projectId: config.projectId,
      ...(config.serviceAccountJson ? { credential: cert(JSON.parse(config.serviceAccountJson)) } : {}),
    },
    `bonus-klub-${config.projectId}-${Date.now()}`,
  );
  const auth = getAuth(app);
  return {
    async verify(idToken) {
      try {
        const decoded = await auth.verifyIdToken(idToken, true);
        return {
          uid: decoded.uid,
          email: decoded.email ?? null,
          signInProvider: decoded.firebase?.sign_in_provider ?? null,
        };
      } catch (error) {
        const code = (error as { code?: string }).code;
        throw new DomainError(code === 'auth/id-token-expired' ? 'SESSION_EXPIRED' : 'UNAUTHENTICATED', { code });
      }
    },
  };
}
