import type { EntityManager } from 'typeorm';
import type { SharedCache } from './shared-cache';

/** A read of one member's own rows, given a name that says what (and for which period) it reads. */
export type MemberReads = <T>(what: string, load: () => Promise<T>) => Promise<T>;

/** Reads that always go to the database: writes, jobs, and member records not loaded for a read. */
export const readDirectly: MemberReads = (_what, load) => load();

/** Only frees the memory of members who stopped calling: a new data_version already makes old entries unreachable. */
const MEMBER_READ_TTL_MS = 5 * 60_000;
const KEY_PREFIX = 'member:';

/**
 * A member's own rows (bonus states, monthly usage, whole-history pages, statistics, referral code, current
 * order), cached per api copy under the member's `data_version`. Database triggers bump that version
 * in the same transaction as any change to those rows (migration MemberDataVersion), and every request
 * loads the member record anyway, so a cached read is exact across copies without any message.
 *
 * Only a read-only request's member context reads through the cache (the edge decides, see
 * MemberContext): a write, and anything it reads back afterwards in the same request, goes to the database.
 * Cached values are shared between requests and must not be mutated.
 */
export class MemberDataCache {
  constructor(private readonly cache: SharedCache) {}

  /** Reads of this member's rows served from the cache under the data_version their record was loaded with. */
  cachedReadsOf(member: { id: string; dataVersion: string }): MemberReads {
    return (what, load) => this.cache.get(`${KEY_PREFIX}${member.id}:${member.dataVersion}:${what}`, MEMBER_READ_TTL_MS, load);
  }

  /** Drops every member's cached reads in every copy: they show catalogue data too (bonus names, types). */
  invalidateAll(manager: EntityManager): Promise<void> {
    return this.cache.invalidate(KEY_PREFIX, manager);
  }
}
