import { ACCESS_STATUSES } from '@bonus/domain';
import type { EntityManager } from 'typeorm';
import { GenerationEntity } from '../tiers/generation.entity';
import { UserEntity } from '../users/user.entity';
import { SubscriptionPaymentEntity } from './subscription-payment.entity';

/** The SQL of turning providers' reports into membership: payments, refunds, seats and the lifecycle job. */

/** The provider event's row, once (a repeat changes nothing). */
export async function insertProviderEvent(manager: EntityManager, eventId: string, provider: string, orderId: string): Promise<void> {
  await manager.query(`INSERT INTO payment_event (id, provider, type, order_id) VALUES ($1, $2, 'subscription_report', $3) ON CONFLICT (id) DO NOTHING`, [eventId, provider, orderId]);
}

/** Which of the payment ids are recorded already. */
export async function knownPaymentIds(manager: EntityManager, paymentIds: string[]): Promise<string[]> {
  const known: { id: string }[] = await manager.query(`SELECT id FROM subscription_payment WHERE id = ANY($1)`, [paymentIds]);
  return known.map((row) => row.id);
}

export async function insertPayment(
  manager: EntityManager,
  payment: { id: string; orderId: string; amountHalere: number; providerPaymentId: string | null; paidAt: Date },
): Promise<void> {
  await manager.insert(SubscriptionPaymentEntity, payment);
}

/** The order's payment the provider knows by that id. */
export function paymentByProviderId(manager: EntityManager, orderId: string, providerPaymentId: string): Promise<SubscriptionPaymentEntity | null> {
  return manager.findOneBy(SubscriptionPaymentEntity, { providerPaymentId, orderId });
}

export async function setRefunded(manager: EntityManager, paymentId: string, refundedHalere: number): Promise<void> {
  await manager.update(SubscriptionPaymentEntity, paymentId, { refundedHalere });
}

export function generationById(manager: EntityManager, generationId: number): Promise<GenerationEntity> {
  return manager.findOneByOrFail(GenerationEntity, { id: generationId });
}

/** Every generation, oldest first, locked until the transaction ends. */
export function lockGenerations(manager: EntityManager): Promise<GenerationEntity[]> {
  return manager.find(GenerationEntity, { order: { number: 'ASC' }, lock: { mode: 'pessimistic_write' } });
}

export async function updateGeneration(manager: EntityManager, generationId: number, changes: { currentLoad?: number; inUse?: boolean }): Promise<void> {
  await manager.update(GenerationEntity, generationId, changes);
}

/** The member's seat, for good. */
export async function setMemberGeneration(manager: EntityManager, userId: string, generationId: number): Promise<void> {
  await manager.update(UserEntity, userId, { generationId });
}

/** The local gateway's running subscriptions whose period is over and that were not cancelled: due for renewal. */
export function localRenewalsDue(manager: EntityManager, now: Date): Promise<{ id: string; expires_at: Date }[]> {
  return manager.query(`SELECT id, expires_at FROM subscription_order WHERE provider = 'local' AND status = 'active' AND NOT cancel_at_period_end AND expires_at <= $1`, [now]);
}

/** Ends the local gateway's cancelled subscriptions whose period is over; the orders ended. */
export async function endLapsedLocalOrders(manager: EntityManager, now: Date): Promise<Array<{ id: string; userId: string; activatedAt: Date | null }>> {
  // TypeORM answers an UPDATE with [rows, affected count].
  const [ended]: [Array<{ id: string; userId: string; activatedAt: Date | null }>, number] = await manager.query(
    `UPDATE subscription_order SET status = 'canceled' WHERE provider = 'local' AND cancel_at_period_end AND status = ANY($2) AND expires_at <= $1
     RETURNING id, user_id AS "userId", activated_at AS "activatedAt"`,
    [now, ACCESS_STATUSES],
  );
  return ended;
}
