import type { DataSource, EntityManager } from 'typeorm';

/** The SQL of the plan card (Nastavení → Členství): the member's payments and their generation. */

/** One successful payment of one of the member's orders, as stored (haléře). */
export interface PaymentRow {
  id: string;
  paidAt: Date;
  amountHalere: number;
  refundedHalere: number;
  tierName: string;
  /** The first payment of an upgrade order (its prorated month). */
  upgradeFirst: boolean;
}

const PAYMENT_COLUMNS = `p.id, p.paid_at AS "paidAt", p.amount_halere AS "amountHalere", p.refunded_halere AS "refundedHalere", t.name AS "tierName",
  (o.first_payment_halere IS NOT NULL AND p.paid_at = (SELECT min(first.paid_at) FROM subscription_payment first WHERE first.order_id = o.id)) AS "upgradeFirst"
  FROM subscription_payment p JOIN subscription_order o ON o.id = p.order_id JOIN tier t ON t.id = o.tier_id`;

/** The member's payments of every order, newest first (at most `limit`). */
export function memberPayments(db: DataSource | EntityManager, userId: string, limit: number): Promise<PaymentRow[]> {
  return db.query(`SELECT ${PAYMENT_COLUMNS} WHERE o.user_id = $1 ORDER BY p.paid_at DESC, p.id LIMIT $2`, [userId, limit]);
}

/** One payment, only if it belongs to one of the member's orders. */
export async function memberPayment(db: DataSource | EntityManager, userId: string, paymentId: string): Promise<PaymentRow | null> {
  const [row]: PaymentRow[] = await db.query(`SELECT ${PAYMENT_COLUMNS} WHERE o.user_id = $1 AND p.id = $2`, [userId, paymentId]);
  return row ?? null;
}

/** The number of a generation by id, or of the one on sale without an id (a member without a seat yet). */
export async function generationNumber(db: DataSource | EntityManager, generationId: number | null): Promise<number | null> {
  const [row]: Array<{ number: number }> = await db.query(`SELECT number FROM generation WHERE id = $1 OR ($1::int IS NULL AND in_use)`, [generationId]);
  return row?.number ?? null;
}

/** The paid tiers above `tierId` with their first-generation monthly price. */
export function paidTiersAbove(db: DataSource | EntityManager, tierId: number): Promise<Array<{ tierId: number; basePriceHalere: number }>> {
  return db.query(`SELECT id AS "tierId", base_price_halere AS "basePriceHalere" FROM tier WHERE id > $1 AND base_price_halere > 0 ORDER BY id`, [tierId]);
}
