import type { EntityManager } from 'typeorm';
import type { OrderCancelReason } from '@bonus/domain';
import { recordWebhookEvent } from '../webhooks/webhook.service';

/** Subscription statuses in which an order has ended (and bills no more). */
export const ENDED_STATUSES: readonly string[] = ['canceled', 'incomplete_expired'];

/**
 * Tells webhook receivers that paid orders ended, inside the transaction that ended them (the outbox).
 * Orders never paid (an abandoned checkout) are not told of: no `order.paid` came before either.
 */
export async function recordOrdersCanceled(
  manager: EntityManager,
  orders: ReadonlyArray<{ id: string; userId: string; activatedAt: Date | null }>,
  reason: OrderCancelReason,
  at: Date,
): Promise<void> {
  for (const order of orders) {
    if (order.activatedAt) await recordWebhookEvent(manager, 'order.canceled', { order_id: order.id, member_id: order.userId, reason, canceled_at: at.toISOString() });
  }
}

/** Whether saving the order now ends it: it had not ended when it was loaded and has now. */
export const endsNow = (statusWhenLoaded: string, order: { status: string }) => !ENDED_STATUSES.includes(statusWhenLoaded) && ENDED_STATUSES.includes(order.status);
