import { App, cert, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { createHash } from 'node:crypto';
import { DomainError } from '@bonus/domain';
import { CACHE_KEYS, SharedCache } from '../../cache/shared-cache';
import { withinTime } from '../../within-time';

/** The `exp` claim (ms) of a JWT without checking it; NaN when unreadable. Only used to cap how long a verified token is remembered. */
function unverifiedExpiry(jwt: string): number {
  try {
    const payload = JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp?: unknown };
    return typeof payload.exp === 'number' ? payload.exp * 1000 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

export interface VerifiedToken {
  uid: string;
  email: string | null;
  /** 'password' or 'google.com'. */
  signInProvider: string | null;
  picture: string | null;
  /** When the person last signed in with their credentials (unix seconds): a re-authentication renews it. */
  authTime: number;
}

/**
 * 'fresh' verifies the token now, asking Firebase whether the session was revoked or the account
 * disabled (a network call); 'recent' accepts such a verification of the same token from the last
 * minute, never past the token's expiry. Calls that change something use 'fresh'.
 */
export type RevocationCheck = 'fresh' | 'recent';

export interface TokenVerifier {
  verify(idToken: string, revocation: RevocationCheck): Promise<VerifiedToken>;
}

/** How long a 'recent' verification stays good (Firebase itself suggests the revocation check only where it matters). */
const REVOCATION_CHECK_TTL_MS = 60_000;

/** What the service layer asks of Firebase Authentication besides verifying tokens. */
export interface AuthAccounts {
  deleteAccount(uid: string): Promise<void>;
  /** A disabled account cannot sign in and its tokens stop verifying. */
  setDisabled(uid: string, disabled: boolean): Promise<void>;
  /** Firebase sends its password-reset e-mail (the emulator records it as an out-of-band code). */
  sendPasswordResetEmail(email: string): Promise<void>;
  /** The account's e-mail as Firebase has it now (a token may be up to an hour older than a change). */
  accountEmail(uid: string): Promise<string | null>;
  /** A custom token (valid for an hour) another of our apps signs this account in with (`signInWithCustomToken`). */
  createSignInToken(uid: string): Promise<string>;
}

/** The sign-in provider of a session started from a custom token: nobody typed a credential for it. */
export const CUSTOM_TOKEN_SIGN_IN = 'custom';

export interface FirebaseAuthConfig {
  projectId: string;
  /** The project's web API key, for the e-mails Firebase sends. */
  apiKey: string;
  /** Service-account JSON for production; not needed with the emulator. */
  serviceAccountJson?: string;
  /** host:port of the Auth emulator; firebase-admin reads the same value from the environment. */
  emulatorHost?: string;
  /** How long a call to Firebase (a token's check, an account change) may wait (firebase-admin's own limit is 25 s, tried up to five times). */
  timeoutMs?: number;
}

/** What firebase-admin throws when Firebase did not answer (network, timeout) or failed on its side (5xx). */
const UNREACHABLE_CODES = new Set(['app/network-error', 'app/network-timeout', 'auth/internal-error']);


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

  const timeoutMs = config.timeoutMs ?? 5000;
  /**
   * A call to Firebase that answers within `timeoutMs`, or is refused with 503 AUTH_UNAVAILABLE when Firebase
   * does not answer or fails on its side; its other errors (a bad token, an unknown account) pass as they are.
   */
  const reach = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await withinTime(call(), timeoutMs, () => new DomainError('AUTH_UNAVAILABLE', { timeoutMs }));
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code && UNREACHABLE_CODES.has(code)) throw new DomainError('AUTH_UNAVAILABLE', { code });
      throw error;
    }
  };

  /**
   * Full verification: signature, expiry, audience, and with Firebase that the session is not revoked nor the account
   * disabled. When Firebase cannot answer, the call is refused with 503 AUTH_UNAVAILABLE (never 401: the session may
   * well be good, and the apps keep it), within `timeoutMs`.
   */
  const verifyNow = async (idToken: string): Promise<VerifiedToken> => {
    try {
      const decoded = await reach(() => auth.verifyIdToken(idToken, true));
      return {
        uid: decoded.uid,
        email: decoded.email ?? null,
        signInProvider: decoded.firebase?.sign_in_provider ?? null,
        picture: decoded.picture ?? null,
        authTime: decoded.auth_time,
      };
    } catch (error) {
      if (error instanceof DomainError) throw error;
      const code = (error as { code?: string }).code;
      throw new DomainError(code === 'auth/id-token-expired' ? 'SESSION_EXPIRED' : 'UNAUTHENTICATED', { code });
    }
  };
  // Only tokens that passed verifyNow are remembered, by their digest, and never past their own expiry.
  const recentlyVerified = new SharedCache();
  const verifier: TokenVerifier = {
    async verify(idToken, revocation) {
      if (revocation === 'fresh') return verifyNow(idToken);
      const key = CACHE_KEYS.session(createHash('sha256').update(idToken).digest('base64url'));
      // A remembered verification never outlives the token (its TTL ends at the token's expiry at the latest).
      const remembered = recentlyVerified.peek<VerifiedToken>(key);
      if (remembered) return remembered;
      const ttlMs = Math.min(REVOCATION_CHECK_TTL_MS, unverifiedExpiry(idToken) - Date.now());
      return ttlMs > 0 ? recentlyVerified.get(key, ttlMs, () => verifyNow(idToken)) : verifyNow(idToken);
    },
  };

  // Each call within `timeoutMs`, an outage refused as AUTH_UNAVAILABLE: callers either answer 503 or keep the change due (FirebaseAccountChanges).
  const accounts: AuthAccounts = {
    async deleteAccount(uid) {
      try {
        await reach(() => auth.deleteUser(uid));
      } catch (error) {
        if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
      }
    },
    async setDisabled(uid, disabled) {
      await reach(async () => {
        await auth.updateUser(uid, { disabled });
        if (disabled) await auth.revokeRefreshTokens(uid);
      });
    },
    async accountEmail(uid) {
      return (await reach(() => auth.getUser(uid))).email ?? null;
    },
    createSignInToken(uid) {
      return auth.createCustomToken(uid);
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
