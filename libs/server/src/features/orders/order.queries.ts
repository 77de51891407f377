import { IsNull, Not, type DeepPartial, type EntityManager } from 'typeorm';
import { GenerationEntity } from '../tiers/generation.entity';
import { TierEntity } from '../tiers/tier.entity';
import { OrderEntity } from './order.entity';
import { SubscriptionPaymentEntity } from './subscription-payment.entity';

/** The SQL of members' orders: the rows a checkout reads and writes, and the tiers and generations they price from. */

export function tierById(manager: EntityManager, tierId: number): Promise<TierEntity | null> {
  return manager.findOneBy(TierEntity, { id: tierId });
}

export function tierByIdOrFail(manager: EntityManager, tierId: number): Promise<TierEntity> {
  return manager.findOneByOrFail(TierEntity, { id: tierId });
}

/** The generation of that id, or the one on sale when `generationId` is null; null when there is none. */
export function generationOrOnSale(manager: EntityManager, generationId: number | null): Promise<GenerationEntity | null> {
  return generationId ? manager.findOneBy(GenerationEntity, { id: generationId }) : manager.findOneBy(GenerationEntity, { inUse: true });
}

/** The order's latest payment, or null before the first. */
export async function latestPayment(manager: EntityManager, orderId: string): Promise<SubscriptionPaymentEntity | null> {
  const [latest] = await manager.find(SubscriptionPaymentEntity, { where: { orderId }, order: { paidAt: 'DESC' }, take: 1 });
  return latest ?? null;
}

/** The member's open (unpaid) checkout, if any. */
export function openCheckoutOf(manager: EntityManager, userId: string): Promise<OrderEntity | null> {
  return manager.findOneBy(OrderEntity, { userId, status: 'incomplete' });
}

export function insertOrder(manager: EntityManager, order: DeepPartial<OrderEntity>): Promise<OrderEntity> {
  return manager.save(OrderEntity, order);
}

/** The member's newest order that names a customer at the provider. */
export function newestCustomerOrder(manager: EntityManager, userId: string): Promise<OrderEntity | null> {
  return manager.findOne(OrderEntity, { where: { userId, providerCustomerId: Not(IsNull()) }, order: { createdAt: 'DESC' } });
}

export async function setCheckoutId(manager: EntityManager, orderId: string, checkoutId: string): Promise<void> {
  await manager.update(OrderEntity, orderId, { providerCheckoutId: checkoutId });
}

/** The order with its tier. */
export function orderWithTier(manager: EntityManager, orderId: string): Promise<OrderEntity | null> {
  return manager.findOne(OrderEntity, { where: { id: orderId }, relations: { tier: true } });
}

/** The member's own order; another member's order is null. */
export function ownOrder(manager: EntityManager, userId: string, orderId: string): Promise<OrderEntity | null> {
  return manager.findOneBy(OrderEntity, { id: orderId, userId });
}

/** Ends the order unless it is paid already. */
export async function cancelUnpaidOrder(manager: EntityManager, orderId: string): Promise<void> {
  await manager.update(OrderEntity, { id: orderId, status: 'incomplete' }, { status: 'canceled' });
}

export function saveOrder(manager: EntityManager, order: OrderEntity): Promise<OrderEntity> {
  return manager.save(OrderEntity, order);
}

/** The row locked until the transaction ends; null when there is none. */
export function lockOrder(manager: EntityManager, orderId: string): Promise<OrderEntity | null> {
  return manager.findOne(OrderEntity, { where: { id: orderId }, lock: { mode: 'pessimistic_write' } });
}

export function orderById(manager: EntityManager, orderId: string): Promise<OrderEntity> {
  return manager.findOneByOrFail(OrderEntity, { id: orderId });
}

/** The member cancels: access stays until the paid period ends. */
export async function setCancelAtPeriodEnd(manager: EntityManager, orderId: string): Promise<void> {
  await manager.update(OrderEntity, { id: orderId }, { cancelAtPeriodEnd: true });
}

/** An order an upgrade replaces ends now. */
export async function endReplacedOrder(manager: EntityManager, orderId: string, now: Date): Promise<void> {
  await manager.update(OrderEntity, orderId, { status: 'canceled', expiresAt: now, cancelAtPeriodEnd: false });
}
