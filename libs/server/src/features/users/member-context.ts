import { MemberReads, readDirectly } from '../../cache/member-data-cache';
import type { UserEntity } from './user.entity';

/**
 * Who a member-facing call is for, built once per request by the edge: the member's record as loaded
 * for this request, and how their own rows are read (from the cache only for a read-only request;
 * a write, and whatever it reads back, goes to the database).
 */
export interface MemberContext {
  readonly user: UserEntity;
  readonly reads: MemberReads;
}

/** A context reading everything from the database (writes, jobs, and reads right after a change). */
export function memberContext(user: UserEntity, reads: MemberReads = readDirectly): MemberContext {
  return { user, reads };
}
