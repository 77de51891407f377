import type { IncomingHttpHeaders } from 'node:http';
import { DomainError } from '@bonus/domain';
import { memberContext, readDirectly } from '@bonus/server';
import type { MemberContext, RevocationCheck, Services, TokenVerifier, UserEntity, VerifiedToken } from '@bonus/server';

/** Who is calling: nobody, a signed-in Firebase account without a user record yet, a member or an admin. */
export type Identity =
  | { kind: 'anonymous' }
  | { kind: 'unregistered'; token: VerifiedToken }
  | { kind: 'member'; token: VerifiedToken; member: MemberContext }
  | { kind: 'admin'; token: VerifiedToken; member: MemberContext };

/** Who may call an operation. Every REST route and GraphQL operation declares one. */
export type Access = 'public' | 'account' | 'member' | 'admin';

/**
 * Resolves the caller. Calls that change something ask Firebase afresh whether the session was
 * revoked ('fresh'); reads accept a check from the last minute ('recent').
 */
export type IdentityResolver = (headers: IncomingHttpHeaders, revocation: RevocationCheck) => Promise<Identity>;

/** Reads the bearer Firebase ID token; a bad or expired token is an error, a missing one is anonymous. */
export function createIdentityResolver(verifier: TokenVerifier, services: Services): IdentityResolver {
  return async (headers, revocation) => {
    const header = headers.authorization;
    if (!header) return { kind: 'anonymous' };
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw new DomainError('UNAUTHENTICATED', { reason: 'malformed authorization header' });
    const token = await verifier.verify(match[1], revocation);
    const user = await services.users.findByFirebaseUid(token.uid);
    if (!user) return { kind: 'unregistered', token };
    if (user.deactivatedAt) throw new DomainError('ACCOUNT_DEACTIVATED');
    if (user.approvalPendingSince && !user.admin) throw new DomainError('ACCOUNT_PENDING_APPROVAL');
    await services.presence.touch(user);
    // A read-only request may answer from the member's cached rows; a write reads everything afresh.
    const member = memberContext(user, revocation === 'recent' ? services.memberCache.cachedReadsOf(user) : readDirectly);
    return { kind: user.admin ? 'admin' : 'member', token, member };
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
  if (access === 'admin' && identity.kind !== 'admin') throw new DomainError('FORBIDDEN');
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

/** During maintenance only public calls and admins get through; members see the maintenance page. */
export async function assertNotInMaintenance(access: Access, identity: Identity, services: Services): Promise<void> {
  if (access === 'public' || identity.kind === 'admin') return;
  if ((await services.settings.get()).maintenanceMode) throw new DomainError('MAINTENANCE');
}
