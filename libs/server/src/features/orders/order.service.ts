import { DataSource } from 'typeorm';
import { CreateOrderInput, DomainError, generationPriceHalere, isPaidTier, OrderDto } from '@bonus/domain';
import type { PaymentProvider } from '../../integrations/payments/payment-provider';
import { GenerationEntity } from '../tiers/generation.entity';
import { TierEntity } from '../tiers/tier.entity';
import { toOrderDto } from '../users/user-profile';
import type { UserEntity } from '../users/user.entity';
import { OrderEntity } from './order.entity';

export interface OrderUrls {
  /** Public address of the web app, where the browser returns from the gateway. */
  webUrl: string;
}

/** Orders of spec section 7: created by the member, paid at the provider, read back for the payment flow. */
export class OrderService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly provider: PaymentProvider,
    private readonly urls: OrderUrls,
  ) {}

  /**
   * POST /order: a paid tier, priced for the generation on sale (the seat itself is taken when the
   * payment succeeds). From settings only a higher tier can be ordered.
   */
  async create(user: UserEntity, input: CreateOrderInput): Promise<OrderDto> {
    const tier = await this.dataSource.getRepository(TierEntity).findOneBy({ id: input.tier_id });
    if (!tier || !isPaidTier(tier.code)) throw new DomainError('TIER_NOT_PURCHASABLE', { tierId: input.tier_id });
    if (input.subscription_scope === 'settings' && tier.id <= user.tierId) throw new DomainError('TIER_NOT_PURCHASABLE', { reason: 'not an upgrade' });
    const generation = await this.dataSource.getRepository(GenerationEntity).findOneBy({ inUse: true });
    if (!generation) throw new DomainError('GENERATION_SOLD_OUT');
    const returnPath =
      input.subscription_scope === 'registration' ? `/register?step=3&tierId=${tier.id}` : '/dashboard/settings?tab=membership';
    const order = await this.dataSource.getRepository(OrderEntity).save({
      userId: user.id,
      tierId: tier.id,
      generationId: generation.id,
      amountHalere: generationPriceHalere(tier.basePriceHalere, generation.number),
      status: 'incomplete',
      subscriptionScope: input.subscription_scope,
      provider: this.provider.name,
      redirectionUrl: `${this.urls.webUrl.replace(/\/$/, '')}${returnPath}`,
    });
    return toOrderDto(order);
  }

  /** One of the member's own orders; another member's order does not exist for them. */
  async get(user: UserEntity, orderId: string): Promise<OrderDto> {
    return toOrderDto(await this.ownOrder(user, orderId));
  }

  async paywallUrl(user: UserEntity, orderId: string): Promise<string> {
    const order = await this.ownOrder(user, orderId);
    if (order.status !== 'incomplete') throw new DomainError('ORDER_NOT_PAYABLE', { status: order.status });
    return this.provider.checkoutUrl(order);
  }

  /** For the gateway page: the order with its tier, by id alone (the id is an unguessable uuid). */
  async forCheckout(orderId: string): Promise<OrderEntity> {
    const order = await this.dataSource.getRepository(OrderEntity).findOne({ where: { id: orderId }, relations: { tier: true } });
    if (!order) throw new DomainError('NOT_FOUND');
    return order;
  }

  /** The payer cancelled at the gateway: an unpaid order ends; a paid one is not touched. */
  async checkoutCancelled(orderId: string): Promise<OrderEntity> {
    await this.dataSource.getRepository(OrderEntity).update({ id: orderId, status: 'incomplete' }, { status: 'canceled' });
    return this.forCheckout(orderId);
  }

  private async ownOrder(user: UserEntity, orderId: string): Promise<OrderEntity> {
    const order = /^[0-9a-f-]{36}$/i.test(orderId) ? await this.dataSource.getRepository(OrderEntity).findOneBy({ id: orderId, userId: user.id }) : null;
    if (!order) throw new DomainError('NOT_FOUND');
    return order;
  }
}
