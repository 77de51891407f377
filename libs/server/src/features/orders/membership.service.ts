import { DataSource, EntityManager } from 'typeorm';
import { addOneMonth, DomainError, generationPriceHalere, hasFreeSeat } from '@bonus/domain';
import { GenerationEntity } from '../tiers/generation.entity';
import { TierEntity } from '../tiers/tier.entity';
import { UserEntity } from '../users/user.entity';
import { OrderEntity } from './order.entity';

/** A payment the provider reports as succeeded (the local gateway and Stripe both end up here). */
export interface PaymentSucceeded {
  eventId: string;
  provider: 'local' | 'stripe';
  orderId: string;
  /** What was charged, if the provider fixed it; otherwise the price of the seat's generation. */
  chargedHalere?: number;
  paidAt: Date;
}

/**
 * Turns a paid order into membership, in one transaction: the event is recorded once, a first payment
 * takes a seat in a generation with room (moving the sale on to the next generation when one fills),
 * and the member gets the order's tier until the end of the paid month.
 */
export class MembershipService {
  constructor(private readonly dataSource: DataSource) {}

  async paymentSucceeded(payment: PaymentSucceeded): Promise<OrderEntity> {
    return this.dataSource.transaction(async (manager) => {
      // A concurrent copy of the same event waits here on the primary key and then inserts nothing.
      const recorded: unknown[] = await manager.query(
        `INSERT INTO payment_event (id, provider, type, order_id) VALUES ($1, $2, 'payment_succeeded', $3) ON CONFLICT (id) DO NOTHING RETURNING id`,
        [payment.eventId, payment.provider, payment.orderId],
      );
      const order = await manager.findOne(OrderEntity, { where: { id: payment.orderId }, lock: { mode: 'pessimistic_write' } });
      if (!order) throw new DomainError('NOT_FOUND', { orderId: payment.orderId });
      if (recorded.length === 0) return order; // the same event again: already applied
      if (order.status === 'canceled' || order.status === 'incomplete_expired') throw new DomainError('ORDER_NOT_PAYABLE', { status: order.status });

      const firstPayment = order.status === 'incomplete';
      const generation = firstPayment ? await this.takeSeat(manager, order.generationId) : await manager.findOneByOrFail(GenerationEntity, { id: order.generationId });
      const tier = await manager.findOneByOrFail(TierEntity, { id: order.tierId });
      const price = generationPriceHalere(tier.basePriceHalere, generation.number);
      const periodStart = order.expiresAt && order.expiresAt > payment.paidAt ? order.expiresAt : payment.paidAt;
      Object.assign(order, {
        status: 'active',
        generationId: generation.id,
        amountHalere: price,
        lastPaidAmountHalere: payment.chargedHalere ?? price,
        expiresAt: addOneMonth(periodStart),
      });
      await manager.save(OrderEntity, order);
      await manager.update(UserEntity, order.userId, { tierId: order.tierId, generationId: generation.id });
      return order;
    });
  }

  /**
   * Takes one seat under a lock on every generation: in the order's generation if it has room,
   * otherwise in the first later one that does. A generation that fills hands the sale to the next.
   */
  private async takeSeat(manager: EntityManager, preferredId: number): Promise<GenerationEntity> {
    const generations = await manager.find(GenerationEntity, { order: { number: 'ASC' }, lock: { mode: 'pessimistic_write' } });
    const preferred = generations.find((g) => g.id === preferredId);
    const target = [preferred, ...generations.filter((g) => g.number > (preferred?.number ?? 0))].find((g) => g !== undefined && hasFreeSeat(g));
    if (!target) throw new DomainError('GENERATION_SOLD_OUT');
    target.currentLoad += 1;
    await manager.update(GenerationEntity, target.id, { currentLoad: target.currentLoad });
    if (!hasFreeSeat(target) && target.inUse) {
      const next = generations.find((g) => g.number > target.number && hasFreeSeat(g));
      await manager.update(GenerationEntity, target.id, { inUse: false });
      if (next) await manager.update(GenerationEntity, next.id, { inUse: true });
    }
    return target;
  }
}
