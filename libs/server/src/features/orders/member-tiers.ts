import { EntityManager } from 'typeorm';
import { ACCESS_STATUSES, DomainError, TIER_IDS } from '@bonus/domain';

/**
 * A member's tier is the highest tier of their orders whose paid period is still running, free
 * otherwise. One statement for one member or for everyone; returns how many members changed.
 */
export async function syncMemberTiers(manager: EntityManager, now: Date, userId?: string): Promise<number> {
  // TypeORM answers an UPDATE with [rows, affected count].
  const [, changed]: [unknown[], number] = await manager.query(
    `UPDATE app_user u SET tier_id = t.tier_id
     FROM (SELECT u2.id, coalesce((SELECT max(o.tier_id) FROM subscription_order o
             WHERE o.user_id = u2.id AND o.status = ANY($2) AND o.expires_at > $1), $3) AS tier_id
           FROM app_user u2 WHERE ($4::uuid IS NULL OR u2.id = $4)) t
     WHERE u.id = t.id AND u.tier_id <> t.tier_id`,
    [now, ACCESS_STATUSES, TIER_IDS.free, userId ?? null],
  );
  return changed;
}

/** Members holding each tier now: a running paid period of an order of that tier. */
export const TIER_HOLDERS_SQL = `SELECT o.tier_id, count(DISTINCT o.user_id)::int AS holders FROM subscription_order o
   WHERE o.status = ANY($1) AND o.expires_at > $2 GROUP BY o.tier_id`;

/**
 * A tier with a member limit (premium: 500) admits a new holder only while a place is left. The tier's
 * row stays locked until the caller's transaction commits, so concurrent payments take places one by
 * one, as generation seats are taken; a member who already holds the tier keeps their place.
 */
export async function takeTierPlace(manager: EntityManager, tierId: number, userId: string, now: Date): Promise<{ limited: boolean }> {
  const [tier] = await manager.query(`SELECT member_limit FROM tier WHERE id = $1`, [tierId]);
  if (tier?.member_limit === null || tier?.member_limit === undefined) return { limited: false };
  // Only a limited tier's row is locked: payments for other tiers never wait on each other here.
  await manager.query(`SELECT 1 FROM tier WHERE id = $1 FOR UPDATE`, [tierId]);
  const [{ others, holds }] = await manager.query(
    `SELECT count(DISTINCT user_id) FILTER (WHERE user_id <> $4)::int AS others, bool_or(user_id = $4) AS holds
       FROM subscription_order WHERE tier_id = $3 AND status = ANY($1) AND expires_at > $2`,
    [ACCESS_STATUSES, now, tierId, userId],
  );
  if (!holds && others >= tier.member_limit) throw new DomainError('TIER_SOLD_OUT', { tierId });
  return { limited: true };
}
