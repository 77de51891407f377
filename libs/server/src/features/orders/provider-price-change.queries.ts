import type { EntityManager } from 'typeorm';

/** The SQL of new monthly prices still to be set at the provider (ProviderPriceChanges). */

export interface DuePriceChange {
  id: string;
  providerSubscriptionId: string;
  monthlyHalere: number;
}

/** Up to `limit` orders whose new price is due at the provider (or only those of `orderIds`), longest activated first. */
export function priceChangesDue(manager: EntityManager, limit: number, orderIds: readonly string[] | null = null): Promise<DuePriceChange[]> {
  return manager.query(
    `SELECT id, provider_subscription_id AS "providerSubscriptionId", provider_price_due_halere AS "monthlyHalere"
       FROM subscription_order
      WHERE provider_price_due_halere IS NOT NULL AND provider_subscription_id IS NOT NULL AND ($2::uuid[] IS NULL OR id = ANY($2))
      ORDER BY activated_at LIMIT $1`,
    [limit, orderIds],
  );
}

/** The provider charges `monthlyHalere` now; a different price marked due meanwhile stays due. */
export async function priceSetAtProvider(manager: EntityManager, orderId: string, monthlyHalere: number): Promise<void> {
  await manager.query(`UPDATE subscription_order SET provider_price_due_halere = NULL, provider_price_error = NULL WHERE id = $1 AND provider_price_due_halere = $2`, [
    orderId,
    monthlyHalere,
  ]);
}

/** Stays due, with its error, for the next run. */
export async function priceChangeFailed(manager: EntityManager, orderId: string, error: string): Promise<void> {
  await manager.query(`UPDATE subscription_order SET provider_price_attempts = provider_price_attempts + 1, provider_price_error = left($2, 500) WHERE id = $1`, [orderId, error]);
}
