import { In, MoreThan, type EntityManager } from 'typeorm';
import { ACCESS_STATUSES, TIER_IDS } from '@bonus/domain';
import { OrderEntity } from './order.entity';

/** The SQL of who holds which tier: members' running paid orders, and the tiers' member limits. */

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
export function tierHolders(manager: EntityManager, now: Date): Promise<{ tier_id: number; holders: number }[]> {
  return manager.query(
    `SELECT o.tier_id, count(DISTINCT o.user_id)::int AS holders FROM subscription_order o
      WHERE o.status = ANY($1) AND o.expires_at > $2 GROUP BY o.tier_id`,
    [ACCESS_STATUSES, now],
  );
}

/** The tier's member limit; null when it has none (or there is no such tier). */
export async function tierMemberLimit(manager: EntityManager, tierId: number): Promise<number | null> {
  const [tier] = await manager.query(`SELECT member_limit FROM tier WHERE id = $1`, [tierId]);
  return tier?.member_limit ?? null;
}

/** Locks the tier's row until the transaction ends. */
export async function lockTier(manager: EntityManager, tierId: number): Promise<void> {
  await manager.query(`SELECT 1 FROM tier WHERE id = $1 FOR UPDATE`, [tierId]);
}

/** How many other members hold the tier now, and whether the member does. */
export async function tierHolding(manager: EntityManager, tierId: number, userId: string, now: Date): Promise<{ others: number; holds: boolean }> {
  const [{ others, holds }] = await manager.query(
    `SELECT count(DISTINCT user_id) FILTER (WHERE user_id <> $4)::int AS others, bool_or(user_id = $4) AS holds
       FROM subscription_order WHERE tier_id = $3 AND status = ANY($1) AND expires_at > $2`,
    [ACCESS_STATUSES, now, tierId, userId],
  );
  return { others, holds: Boolean(holds) };
}

/** The member's running paid order (the highest tier if several), or null on the free tier. */
export function findCurrentPaidOrder(manager: EntityManager, userId: string, now: Date): Promise<OrderEntity | null> {
  return manager.findOne(OrderEntity, {
    where: { userId, status: In([...ACCESS_STATUSES]), expiresAt: MoreThan(now) },
    order: { tierId: 'DESC', expiresAt: 'DESC' },
  });
}
