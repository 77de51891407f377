import type { DataSource } from 'typeorm';
import type { SharedCache } from '../../cache/shared-cache';
import type { UserEntity } from './user.entity';
import { markSeen } from './user.queries';

const TOUCH_INTERVAL_MS = 60_000;
const SEEN_RECENTLY = Promise.resolve();

/** When each member last used the app (the admin overview counts who was active lately). */
export class Presence {
  constructor(
    private readonly dataSource: DataSource,
    private readonly cache: SharedCache,
  ) {}

  /**
   * Notes that a member used the app, kept to the minute. The member record the request loaded
   * already says when they were last seen, so within the minute this costs nothing; after it, one
   * write, tried at most once a minute by this copy (concurrent requests, or clocks that disagree with
   * the database's, would otherwise each send it).
   */
  touch(member: Pick<UserEntity, 'id' | 'lastSeenAt'>): Promise<void> {
    if (member.lastSeenAt && Date.now() - member.lastSeenAt.getTime() < TOUCH_INTERVAL_MS) return SEEN_RECENTLY;
    return this.cache.get(`touch:${member.id}`, TOUCH_INTERVAL_MS, () => markSeen(this.dataSource, member.id));
  }
}
