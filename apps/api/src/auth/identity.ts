import type { IncomingHttpHeaders } from 'node:http';
import { API_TOKEN_PREFIX, DomainError, sameBankAccount } from '@bonus/domain';
import type { ApiTokenScope } from '@bonus/domain';
import { memberContext, readDirectly } from '@bonus/server';
import type { MemberContext, RevocationCheck, Services, TokenVerifier, UserEntity, VerifiedToken } from '@bonus/server';

/** A personal API token the call came with (instead of a Firebase session). */
export interface ApiTokenUse {
  id: number;
  scopes: readonly ApiTokenScope[];
}

/**
 * Who is calling: nobody, a signed-in Firebase account without a user record yet, a member or an admin.
 * A member or admin calling with a personal API token carries `apiToken`.
 */
export type Identity =
  | { kind: 'anonymous' }
  | { kind: 'unregistered'; token: VerifiedToken }
  | { kind: 'member' | 'admin'; token: VerifiedToken; member: MemberContext; apiToken?: ApiTokenUse };

/** The sign-in provider an API token's calls carry; its auth time is never recent, so re-authentication checks refuse it. */
export const API_TOKEN_SIGN_IN = 'api-token';

/** Who may call an operation. Every REST route and GraphQL operation declares one. */
export type Access = 'public' | 'account' | 'member' | 'admin';

/**
 * Resolves the caller. Calls that change something ask Firebase afresh whether the session was
 * revoked ('fresh'); reads accept a check from the last minute ('recent').
 */
export type IdentityResolver = (headers: IncomingHttpHeaders, revocation: RevocationCheck) => Promise<Identity>;

/**
 * Reads the bearer credential: a personal API token (`bk_live_…`) or a Firebase ID token. A bad or
 * expired one is an error, a missing one is anonymous.
 */
export function createIdentityResolver(verifier: TokenVerifier, services: Services): IdentityResolver {
  /** The member behind a record, as this request reads them; refuses deactivated and unapproved accounts. */
  const memberIdentity = async (user: UserEntity, token: VerifiedToken, revocation: RevocationCheck, admin: boolean, apiToken?: ApiTokenUse): Promise<Identity> => {
    if (user.deactivatedAt) throw new DomainError('ACCOUNT_DEACTIVATED');
    if (user.approvalPendingSince && !user.admin) throw new DomainError('ACCOUNT_PENDING_APPROVAL');
    await services.presence.touch(user);
    // A read-only request may answer from the member's cached rows; a write reads everything afresh.
    const member = memberContext(user, revocation === 'recent' ? services.memberCache.cachedReadsOf(user) : readDirectly);
    return { kind: admin ? 'admin' : 'member', token, member, ...(apiToken && { apiToken }) };
  };

  /** A token's calls act as its member, within its scopes: `read` for reads, `write` for changes, `admin` for the back office. */
  const apiTokenIdentity = async (secret: string, revocation: RevocationCheck): Promise<Identity> => {
    const principal = await services.apiTokens.authenticate(secret);
    const user = await services.users.findByFirebaseUid(principal.firebaseUid);
    if (!user) throw new DomainError('API_TOKEN_INVALID');
    if (revocation === 'fresh' && !principal.scopes.includes('write')) throw new DomainError('API_TOKEN_READ_ONLY');
    const token: VerifiedToken = { uid: principal.firebaseUid, email: user.email, signInProvider: API_TOKEN_SIGN_IN, picture: null, authTime: 0 };
    return memberIdentity(user, token, revocation, user.admin && principal.scopes.includes('admin'), { id: principal.tokenId, scopes: principal.scopes });
  };

  return async (headers, revocation) => {
    const header = headers.authorization;
    if (!header) return { kind: 'anonymous' };
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw new DomainError('UNAUTHENTICATED', { reason: 'malformed authorization header' });
    if (match[1].startsWith(API_TOKEN_PREFIX)) return apiTokenIdentity(match[1], revocation);
    const token = await verifier.verify(match[1], revocation);
    const user = await services.users.findByFirebaseUid(token.uid);
    if (!user) return { kind: 'unregistered', token };
    return memberIdentity(user, token, revocation, user.admin);
  };
}

/**
 * Enforces an access rule. 'account' admits a verified Firebase account even before it has a user
 * record (sign-up); 'member' needs a user record; 'admin' needs the admin flag.
 */
export function assertAccess(access: Access, identity: Identity): void {
  if (access === 'public') return;
  if (identity.kind === 'anonymous') throw new DomainError('UNAUTHENTICATED');
  if (access === 'account') return;
  if (identity.kind === 'unregistered') throw new DomainError('USER_NOT_REGISTERED');
  if (access === 'admin' && identity.kind !== 'admin') throw new DomainError(identity.apiToken && identity.member.user.admin ? 'API_TOKEN_NO_ADMIN_SCOPE' : 'FORBIDDEN');
}

/**
 * Operations that change credentials (password, e-mail, the payout account, API tokens, the account
 * itself) need the member's own sign-in: a personal API token is refused.
 */
export function assertSignedInSession(identity: Identity): void {
  if (identity.kind !== 'anonymous' && identity.kind !== 'unregistered' && identity.apiToken) throw new DomainError('API_TOKEN_NOT_ALLOWED');
}

/** A profile change through a token may not touch the e-mail or the payout account (credentials, in effect). */
export function assertProfileChangeAllowed(identity: Identity, change: { email?: unknown; bank_account?: unknown }): void {
  if (change.email !== undefined || change.bank_account !== undefined) assertSignedInSession(identity);
}

/** A withdrawal through a token goes only to the payout account the member saved while signed in. */
export function assertWithdrawalAllowed(identity: Identity, bankAccount: string): void {
  if (!sameBankAccount(bankAccount, currentUser(identity).bankAccount)) assertSignedInSession(identity);
}

/** Resolves the identity once per request, only when an operation needs it. */
export function memoizedIdentity(resolve: IdentityResolver, headers: IncomingHttpHeaders, revocation: () => RevocationCheck): () => Promise<Identity> {
  let pending: Promise<Identity> | undefined;
  return () => (pending ??= resolve(headers, revocation()));
}

/** The caller's member context (their record and how this request reads their rows); the access rule has already required a record. */
export function currentMember(identity: Identity): MemberContext {
  if (identity.kind !== 'member' && identity.kind !== 'admin') throw new DomainError('UNAUTHENTICATED');
  return identity.member;
}

/** The caller's user record; the operation's access rule has already required one. */
export function currentUser(identity: Identity): UserEntity {
  return currentMember(identity).user;
}

/** The caller's verified Firebase token, with or without a user record. */
export function currentToken(identity: Identity): VerifiedToken {
  if (identity.kind === 'anonymous') throw new DomainError('UNAUTHENTICATED');
  return identity.token;
}

/** A REST route's own checks of its caller (route-table.ts): its access rule, a signed-in session where it asks for one, maintenance. */
export async function assertRouteCaller(route: { access: Access; signedInSession?: boolean }, identity: Identity, services: Services): Promise<void> {
  assertAccess(route.access, identity);
  if (route.signedInSession) assertSignedInSession(identity);
  await assertNotInMaintenance(route.access, identity, services);
}

/** During maintenance only public calls and admins get through; members see the maintenance page. */
export async function assertNotInMaintenance(access: Access, identity: Identity, services: Services): Promise<void> {
  if (access === 'public' || identity.kind === 'admin') return;
  if ((await services.settings.get()).maintenanceMode) throw new DomainError('MAINTENANCE');
}
