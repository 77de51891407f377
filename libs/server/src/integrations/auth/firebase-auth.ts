import { App, cert, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { DomainError } from '@bonus/domain';

export interface VerifiedToken {
  uid: string;
  email: string | null;
  /** 'password' or 'google.com'. */
  signInProvider: string | null;
  picture: string | null;
}

export interface TokenVerifier {
  verify(idToken: string): Promise<VerifiedToken>;
}

/** What the service layer asks of Firebase Authentication besides verifying tokens. */
export interface AuthAccounts {
  deleteAccount(uid: string): Promise<void>;
  /** A disabled account cannot sign in and its tokens stop verifying. */
  setDisabled(uid: string, disabled: boolean): Promise<void>;
  /** Firebase sends its password-reset e-mail (the emulator records it as an out-of-band code). */
  sendPasswordResetEmail(email: string): Promise<void>;
}

export interface FirebaseAuthConfig {
  projectId: string;
  /** The project's web API key, for the e-mails Firebase sends. */
  apiKey: string;
  /** Service-account JSON for production; not needed with the emulator. */
  serviceAccountJson?: string;
  /** host:port of the Auth emulator; firebase-admin reads the same value from the environment. */
  emulatorHost?: string;
}

/** firebase-admin for tokens and accounts, and Firebase's REST API for the e-mails it sends. */
export function createFirebaseAuth(config: FirebaseAuthConfig): { verifier: TokenVerifier; accounts: AuthAccounts } {
  const app: App = initializeApp(
    {
      projectId: config.projectId,
      ...(config.serviceAccountJson ? { credential: cert(JSON.parse(config.serviceAccountJson)) } : {}),
    },
    `bonus-klub-${config.projectId}-${Date.now()}-${Math.random()}`,
  );
  const auth = getAuth(app);
  const identityToolkit = config.emulatorHost
    ? `http://${config.emulatorHost}/identitytoolkit.googleapis.com/v1`
    : 'https://identitytoolkit.googleapis.com/v1';

  const verifier: TokenVerifier = {
    async verify(idToken) {
      try {
        const decoded = await auth.verifyIdToken(idToken, true);
        return {
          uid: decoded.uid,
          email: decoded.email ?? null,
          signInProvider: decoded.firebase?.sign_in_provider ?? null,
          picture: decoded.picture ?? null,
        };
      } catch (error) {
        const code = (error as { code?: string }).code;
        throw new DomainError(code === 'auth/id-token-expired' ? 'SESSION_EXPIRED' : 'UNAUTHENTICATED', { code });
      }
    },
  };

  const accounts: AuthAccounts = {
    async deleteAccount(uid) {
      try {
        await auth.deleteUser(uid);
      } catch (error) {
        if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
      }
    },
    async setDisabled(uid, disabled) {
      await auth.updateUser(uid, { disabled });
      if (disabled) await auth.revokeRefreshTokens(uid);
    },
    async sendPasswordResetEmail(email) {
      const response = await fetch(`${identityToolkit}/accounts:sendOobCode?key=${encodeURIComponent(config.apiKey)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ requestType: 'PASSWORD_RESET', email }),
        signal: AbortSignal.timeout(10_000),
      });
      if (response.ok) return;
      const body = (await response.json().catch(() => ({}))) as { error?: { message?: string } };
      // An unknown address is not revealed to the caller: the answer is the same as for a known one.
      if (body.error?.message?.startsWith('EMAIL_NOT_FOUND')) return;
      throw new DomainError('PASSWORD_RESET_FAILED', { firebase: body.error?.message ?? response.status });
    },
  };
  return { verifier, accounts };
}
