import type { MemberReads, Services, UserEntity } from '@bonus/server';
import { createIdentityResolver, currentMember } from './identity';

describe('the member context the identity resolver builds', () => {
  const user = { id: 'm1', dataVersion: '7', admin: false, lastSeenAt: new Date(), deactivatedAt: null, approvalPendingSince: null } as unknown as UserEntity;
  const kept = new Map<string, unknown>();
  const cachedReads: MemberReads = async (what, load) => (kept.has(what) ? (kept.get(what) as never) : (kept.set(what, await load()), kept.get(what) as never));
  const services = {
    users: { findByFirebaseUid: async () => user },
    presence: { touch: async () => undefined },
    memberCache: { cachedReadsOf: () => cachedReads },
  } as unknown as Services;
  const resolve = createIdentityResolver({ verify: async () => ({ uid: 'u1', email: null, signInProvider: 'password', picture: null, authTime: 0 }) }, services);

  /** How many loads two identical reads through the request's member context make. */
  const loadsOfTwoReads = async (revocation: 'recent' | 'fresh') => {
    kept.clear();
    const { reads } = currentMember(await resolve({ authorization: 'Bearer token' }, revocation));
    let loads = 0;
    await reads('states', async () => ++loads);
    await reads('states', async () => ++loads);
    return loads;
  };

  it("lets a read-only request (a session check from the last minute) read the member's rows from the cache", async () => {
    expect(await loadsOfTwoReads('recent')).toBe(1);
  });

  it('sends every read of a request that changes something to the database', async () => {
    expect(await loadsOfTwoReads('fresh')).toBe(2);
  });

  it('carries the loaded user record', async () => {
    expect(currentMember(await resolve({ authorization: 'Bearer token' }, 'fresh')).user).toBe(user);
  });
});
