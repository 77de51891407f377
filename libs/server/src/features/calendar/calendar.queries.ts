import type { EntityManager } from 'typeorm';
import { CalendarFeedEntity } from './calendar-feed.entity';

/** The SQL of members' calendar feeds: one secret token per member. */

export async function feedTokenOf(manager: EntityManager, userId: string): Promise<string | null> {
  const feed = await manager.findOneBy(CalendarFeedEntity, { userId });
  return feed?.token ?? null;
}

/** Sets the member's token; the old one stops working at once. */
export async function saveFeedToken(manager: EntityManager, userId: string, token: string, createdAt: Date): Promise<void> {
  await manager.upsert(CalendarFeedEntity, { userId, token, createdAt }, ['userId']);
}

export async function deleteFeed(manager: EntityManager, userId: string): Promise<void> {
  await manager.delete(CalendarFeedEntity, { userId });
}

/** The member behind a token, when their account is open; null otherwise. */
export async function feedOwner(manager: EntityManager, token: string): Promise<string | null> {
  const [owner]: { user_id: string }[] = await manager.query(
    `SELECT f.user_id FROM calendar_feed f JOIN app_user u ON u.id = f.user_id WHERE f.token = $1 AND u.deactivated_at IS NULL AND u.erased_at IS NULL`,
    [token],
  );
  return owner?.user_id ?? null;
}
