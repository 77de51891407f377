import type { EntityManager } from 'typeorm';

/** The SQL of ending members' billing: live orders cancelled here, and their subscriptions cancelled at the provider. */

/** Subscription statuses that bill or may bill again. */
const LIVE_ORDER_STATUSES = ['incomplete', 'trialing', 'active', 'past_due', 'unpaid', 'paused'];

/** Cancels every live order of the member now, marking the provider's subscriptions due for cancellation there; the orders ended. */
export async function endLiveOrders(manager: EntityManager, userId: string, now: Date): Promise<Array<{ id: string; userId: string; activatedAt: Date | null }>> {
  // TypeORM answers an UPDATE with [rows, affected count].
  const [ended]: [Array<{ id: string; userId: string; activatedAt: Date | null }>, number] = await manager.query(
    `UPDATE subscription_order
        SET status = 'canceled', cancel_at_period_end = false, expires_at = LEAST(coalesce(expires_at, $2), $2),
            provider_cancellation_due_at = CASE WHEN provider_subscription_id IS NOT NULL THEN $2::timestamptz END
      WHERE user_id = $1 AND status = ANY($3)
      RETURNING id, user_id AS "userId", activated_at AS "activatedAt"`,
    [userId, now, LIVE_ORDER_STATUSES],
  );
  return ended;
}

/** One order's subscription must be cancelled at the provider (kept due since the first time). */
export async function markCancellationDue(manager: EntityManager, orderId: string, now: Date): Promise<void> {
  await manager.query(`UPDATE subscription_order SET provider_cancellation_due_at = coalesce(provider_cancellation_due_at, $2) WHERE id = $1 AND provider_subscription_id IS NOT NULL`, [
    orderId,
    now,
  ]);
}

/** Up to `limit` orders due for cancellation at the provider (or only those of `orderIds`), longest due first. */
export function cancellationsDue(manager: EntityManager, limit: number, orderIds: readonly string[] | null = null): Promise<{ id: string; provider_subscription_id: string }[]> {
  return manager.query(
    `SELECT id, provider_subscription_id FROM subscription_order
      WHERE provider_cancellation_due_at IS NOT NULL AND ($2::uuid[] IS NULL OR id = ANY($2))
      ORDER BY provider_cancellation_due_at LIMIT $1`,
    [limit, orderIds],
  );
}

export async function cancelledAtProvider(manager: EntityManager, orderId: string): Promise<void> {
  await manager.query(`UPDATE subscription_order SET provider_cancellation_due_at = NULL, provider_cancellation_error = NULL WHERE id = $1`, [orderId]);
}

/** Stays due, with its error, for the next run. */
export async function cancellationFailed(manager: EntityManager, orderId: string, error: string): Promise<void> {
  await manager.query(`UPDATE subscription_order SET provider_cancellation_attempts = provider_cancellation_attempts + 1, provider_cancellation_error = left($2, 500) WHERE id = $1`, [
    orderId,
    error,
  ]);
}
