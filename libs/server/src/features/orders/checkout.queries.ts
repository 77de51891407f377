import type { EntityManager } from 'typeorm';
import { ACCESS_STATUSES, type CheckoutOrder, type PaymentRefusal } from '@bonus/domain';
import { recordAudit, SYSTEM_ACTION } from '../admin/audit.service';

/** The SQL of "one live order, one charge": the member's lock, their live orders, and the refunds we owe. */

/** What a checkout or a payment needs of the member, read under their row lock. */
export interface LockedMember {
  tierId: number;
  generationId: number | null;
  closed: boolean;
}

/**
 * Locks the member's row until the transaction ends. Every change to a member's orders (a new
 * checkout, a payment, a refund) takes this lock first, then the order's: one order of locking, so
 * two of them never deadlock, and a member's checkouts and payments happen one after another.
 */
export async function lockMember(manager: EntityManager, userId: string): Promise<LockedMember> {
  const [row]: Array<{ tier_id: number; generation_id: number | null; closed: boolean }> = await manager.query(
    `SELECT tier_id, generation_id, erased_at IS NOT NULL OR deactivated_at IS NOT NULL AS closed FROM app_user WHERE id = $1 FOR UPDATE`,
    [userId],
  );
  return { tierId: row.tier_id, generationId: row.generation_id, closed: row.closed };
}

/** The member whose order this is (an order never changes member, so this needs no lock). */
export async function orderMember(manager: EntityManager, orderId: string): Promise<string | null> {
  const [row]: Array<{ user_id: string }> = await manager.query(`SELECT user_id FROM subscription_order WHERE id = $1`, [orderId]);
  return row?.user_id ?? null;
}

/** The member's orders that may still bill or grant access: their open checkout and their paid memberships. */
export async function liveOrders(manager: EntityManager, userId: string): Promise<CheckoutOrder[]> {
  return manager.query(
    `SELECT id, tier_id AS "tierId", status, expires_at AS "expiresAt", replaces_order_id AS "replacesOrderId"
       FROM subscription_order WHERE user_id = $1 AND (status = 'incomplete' OR status = ANY($2))`,
    [userId, ACCESS_STATUSES],
  );
}

/** Ends the member's open checkout (a new one replaces it); returns the provider's checkouts to close. */
export async function supersedeOpenCheckout(manager: EntityManager, userId: string): Promise<string[]> {
  // Through a CTE: TypeORM answers a bare UPDATE … RETURNING with [rows, count], not rows.
  const closed: Array<{ provider_checkout_id: string | null }> = await manager.query(
    `WITH closed AS (UPDATE subscription_order SET status = 'canceled' WHERE user_id = $1 AND status = 'incomplete' RETURNING provider_checkout_id)
     SELECT provider_checkout_id FROM closed`,
    [userId],
  );
  return closed.flatMap((row) => (row.provider_checkout_id ? [row.provider_checkout_id] : []));
}

/** A payment we refund ourselves, with what the refund and its audit entry need. */
export interface DueRefund {
  paymentId: string;
  orderId: string;
  amountHalere: number;
  providerPaymentId: string | null;
  reason: PaymentRefusal;
}

/**
 * In the transaction that booked it: the payment is to be refunded in full, for `reason`. Recorded
 * once (a repeated report changes nothing), with its audit entry.
 */
export async function markRefundDue(manager: EntityManager, payment: { id: string; orderId: string; amountHalere: number }, reason: PaymentRefusal, now: Date): Promise<boolean> {
  const marked: unknown[] = await manager.query(
    `WITH marked AS (UPDATE subscription_payment SET refund_reason = $2, refund_due_at = $3 WHERE id = $1 AND refund_reason IS NULL AND refunded_halere < amount_halere RETURNING id)
     SELECT id FROM marked`,
    [payment.id, reason, now],
  );
  if (marked.length === 0) return false;
  await recordAudit(manager, null, `${SYSTEM_ACTION}refundDue`, { paymentId: payment.id, orderId: payment.orderId, amountHalere: payment.amountHalere, reason });
  return true;
}

/** The oldest due refund (of `only`, if given; never one of `except`), claimed by this transaction: another run skips it. */
export async function claimDueRefund(manager: EntityManager, only: readonly string[] | null, except: readonly string[]): Promise<DueRefund | null> {
  const [refund]: DueRefund[] = await manager.query(
    `SELECT id AS "paymentId", order_id AS "orderId", amount_halere - refunded_halere AS "amountHalere", provider_payment_id AS "providerPaymentId", refund_reason AS reason
       FROM subscription_payment
      WHERE refund_due_at IS NOT NULL AND ($1::text[] IS NULL OR id = ANY($1)) AND NOT (id = ANY($2))
      ORDER BY refund_due_at LIMIT 1 FOR UPDATE SKIP LOCKED`,
    [only, except],
  );
  return refund ?? null;
}

/** The provider took the refund: the payment is returned in full and no longer due. */
export async function settleRefund(manager: EntityManager, refund: DueRefund): Promise<void> {
  await manager.query(`UPDATE subscription_payment SET refund_due_at = NULL, refund_error = NULL, refunded_halere = amount_halere WHERE id = $1`, [refund.paymentId]);
  await recordAudit(manager, null, `${SYSTEM_ACTION}refunded`, { paymentId: refund.paymentId, orderId: refund.orderId, amountHalere: refund.amountHalere, reason: refund.reason });
}

/** The provider refused or could not be reached: the refund stays due, with its error, for the next run. */
export async function refundFailed(manager: EntityManager, paymentId: string, error: string): Promise<void> {
  await manager.query(`UPDATE subscription_payment SET refund_attempts = refund_attempts + 1, refund_error = left($2, 500) WHERE id = $1`, [paymentId, error]);
}
