import type { DataSource, EntityManager } from 'typeorm';
import type { Logger } from 'pino';
import {
  addMonths,
  CheckoutTerms,
  CreateOrderInput,
  DomainError,
  generationPriceHalere,
  isPaidTier,
  OrderDto,
  checkoutRefusalError,
  paymentRefusal,
  type CheckoutRefusal,
  sameCheckoutTerms,
  TERMS_VERSION,
  upgradePrice,
} from '@bonus/domain';
import { type PaymentProvider, providerFailure, whileProviderAvailable } from './payment-provider';
import type { GenerationEntity } from '../tiers/generation.entity';
import { standingWaiver } from '../users/user-consent.queries';
import { toOrderDto } from '../users/user-profile';
import type { UserEntity } from '../users/user.entity';
import { liveOrders, lockMember, supersedeOpenCheckout } from './checkout.queries';
import type { MemberContext } from '../users/member-context';
import { currentPaidOrder } from './current-paid-order';
import { findCurrentPaidOrder } from './member-tiers.queries';
import type { ProviderFollowUps } from './provider-follow-ups';
import { takeTierPlace } from './member-tiers';
import { MembershipService } from './membership.service';
import type { OrderEntity } from './order.entity';
import {
  cancelUnpaidOrder,
  generationOrOnSale,
  insertOrder,
  latestPayment,
  newestCustomerOrder,
  openCheckoutOf,
  orderWithTier,
  ownOrder,
  setCheckoutId,
  tierById,
  tierByIdOrFail,
} from './order.queries';
import { PromoCodeService } from './promo-code.service';
import type { SubscriptionReport } from './subscription-report';

export interface OrderUrls {
  /** Public address of the web app, where the browser returns from the gateway. */
  webUrl: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The generation whose prices the member pays: their own once they have a seat, else the one on sale. */
async function priceGeneration(manager: EntityManager, generationId: number | null): Promise<GenerationEntity> {
  const generation = await generationOrOnSale(manager, generationId);
  if (!generation) throw new DomainError('GENERATION_SOLD_OUT');
  return generation;
}

/** The period the order's last payment covers: from that payment (or a month before expiry) to expiry. */
async function paidPeriod(manager: EntityManager, order: OrderEntity): Promise<{ periodStart: Date; periodEnd: Date }> {
  const periodEnd = order.expiresAt!;
  const last = await latestPayment(manager, order.id);
  const monthBefore = addMonths(periodEnd, -1);
  return { periodStart: last && last.paidAt > monthBefore ? last.paidAt : monthBefore, periodEnd };
}

/** Orders of spec section 7: created by the member, paid at the provider, read back for the payment flow. */
export class OrderService {
  /** The web app's origin, the only one a way back from the gateway may lead to (worked out once: the settings page asks for a link each time). */
  private readonly webOrigin: string;

  constructor(
    private readonly dataSource: DataSource,
    private readonly provider: PaymentProvider,
    private readonly membership: MembershipService,
    private readonly promoCodes: PromoCodeService,
    private readonly urls: OrderUrls,
    private readonly followUps: ProviderFollowUps,
    private readonly log?: Pick<Logger, 'warn'>,
  ) {
    this.webOrigin = new URL(urls.webUrl).origin;
  }

  /**
   * POST /order: a paid tier above the member's current one. It is priced in the member's own
   * generation (the one on sale if they have none yet; the seat itself is taken when the payment
   * succeeds). A member who is paying for a lower tier gets the unused rest of it off the first month
   * (spec section 9, upgrade price); a registration may carry a promo code. The order records the
   * withdrawal waiver it is bought under: given with this request, else the member's standing one.
   *
   * One live order, one charge: under the member's lock, an open checkout with exactly these terms is
   * returned again (two tabs, a double click), and any other open checkout is closed, here and at the
   * provider, so only the newest can be paid.
   */
  async create(user: UserEntity, input: CreateOrderInput, now: Date = new Date()): Promise<OrderDto> {
    const tier = await tierById(this.dataSource.manager, input.tier_id);
    if (!tier || !isPaidTier(tier.code)) throw new DomainError('TIER_NOT_PURCHASABLE', { tierId: input.tier_id });
    if (input.promo_code && input.subscription_scope !== 'registration') throw new DomainError('PROMO_CODE_REGISTRATION_ONLY');
    const waiver = input.digital_content_waiver ? { at: now, termsVersion: TERMS_VERSION } : await standingWaiver(this.dataSource.manager, user.id);
    if (!waiver) throw new DomainError('CONSENT_WAIVER_MISSING');
    const promo = input.promo_code ? await this.promoCodes.findValid(input.promo_code, user.id, now) : null;
    const { order, closedCheckouts } = await this.dataSource.transaction(async (manager) => {
      const member = await lockMember(manager, user.id);
      if (tier.id === member.tierId) throw new DomainError('TIER_ALREADY_HELD', { tierId: tier.id });
      if (tier.id < member.tierId) throw new DomainError('TIER_NOT_PURCHASABLE', { reason: 'not an upgrade' });
      // Early word for a tier without places; the payment takes the place for good (MembershipService).
      await takeTierPlace(manager, tier.id, user.id, now);
      const generation = await priceGeneration(manager, member.generationId);
      const monthly = generationPriceHalere(tier.basePriceHalere, generation.number);
      const current = await findCurrentPaidOrder(manager, user.id, now);
      const proration = current ? upgradePrice(monthly, { lastPaidHalere: current.lastPaidAmountHalere, ...(await paidPeriod(manager, current)) }, now) : null;
      const terms: CheckoutTerms = {
        tierId: tier.id,
        generationId: generation.id,
        amountHalere: monthly,
        firstPaymentHalere: proration ? proration.firstMonthHalere : null,
        replacesOrderId: current?.id ?? null,
        promoCodeId: promo?.id ?? null,
        subscriptionScope: input.subscription_scope,
        provider: this.provider.name,
      };
      const open = await openCheckoutOf(manager, user.id);
      if (open && sameCheckoutTerms(open, terms)) return { order: open, closedCheckouts: [] };
      const closedCheckouts = await supersedeOpenCheckout(manager, user.id);
      const returnPath = input.subscription_scope === 'registration' ? `/register?step=3&tierId=${tier.id}` : '/dashboard/settings?tab=membership';
      const order = await insertOrder(manager, {
        ...terms,
        userId: user.id,
        promoPercent: promo?.discountPercent ?? 0,
        promoMonths: promo?.months ?? 0,
        status: 'incomplete' as const,
        digitalContentWaiverAt: waiver.at,
        digitalContentWaiverTermsVersion: waiver.termsVersion,
        redirectionUrl: `${this.webUrl}${returnPath}`,
      });
      return { order, closedCheckouts };
    });
    for (const checkoutId of closedCheckouts) await this.closeCheckout(checkoutId);
    return toOrderDto(order);
  }

  /** One of the member's own orders; another member's order does not exist for them. */
  async get(user: UserEntity, orderId: string): Promise<OrderDto> {
    return toOrderDto(await this.ownOrder(user, orderId));
  }

  /** GET /order-paywall-url: opens the provider's hosted checkout for an unpaid order. */
  async paywallUrl(user: UserEntity, orderId: string): Promise<string> {
    const order = await this.ownOrder(user, orderId);
    if (order.status !== 'incomplete') throw new DomainError('ORDER_NOT_PAYABLE', { status: order.status });
    // Refused before it is paid: what was paid since (another tab, an upgrade) makes this price wrong.
    const refusal = await this.refusalFor(order);
    if (refusal) throw new DomainError(checkoutRefusalError(refusal), { orderId, refusal });
    const tier = await tierByIdOrFail(this.dataSource.manager, order.tierId);
    const earlier = await newestCustomerOrder(this.dataSource.manager, user.id);
    try {
      const checkout = await this.provider.startCheckout({
        order,
        tierName: tier.name,
        email: user.email,
        customerId: earlier?.providerCustomerId ?? null,
        returnUrl: order.redirectionUrl ?? this.webUrl,
      });
      if (checkout.checkoutId) await setCheckoutId(this.dataSource.manager, order.id, checkout.checkoutId);
      return checkout.url;
    } catch (error) {
      throw providerFailure(error, 'PAYWALL_URL_FAILED');
    }
  }

  /**
   * GET /order-managing: the provider's page for managing the member's paid subscription. Only
   * addresses of the web app are accepted as the way back.
   */
  async managingUrl({ user, reads }: MemberContext, redirectionUrl: string, now: Date = new Date()): Promise<string> {
    if (new URL(redirectionUrl).origin !== this.webOrigin) throw new DomainError('VALIDATION_FAILED', { redirection_url: 'foreign origin' });
    // Through the member's cached reads: the page asks for a fresh link each time it opens.
    const order = await currentPaidOrder(this.dataSource, user.id, now, reads);
    if (!order) throw new DomainError('NO_PAID_SUBSCRIPTION');
    try {
      return await this.provider.managingUrl(order, redirectionUrl);
    } catch (error) {
      throw providerFailure(error, 'SUBSCRIPTION_MANAGEMENT_FAILED');
    }
  }

  /**
   * GET /order-status-manual: asks the provider for the order's state now instead of waiting for its
   * webhook, applies it, and returns the order.
   */
  async refreshFromProvider(user: UserEntity, orderId: string): Promise<OrderDto> {
    const order = await this.ownOrder(user, orderId);
    const report = await whileProviderAvailable(() => this.provider.fetchReport(order));
    return toOrderDto(report ? await this.applyProviderReport(report) : order);
  }

  /**
   * The one path by which provider news becomes state, for the local gateway's pages, Stripe's
   * webhooks and manual status checks alike: apply the report, then do what it asks of the provider.
   * That work was marked due with the report, so a provider failing now does not fail the call: it is
   * kept with its error and retried by the lifecycle job (ProviderFollowUps).
   */
  async applyProviderReport(report: SubscriptionReport, options: { eventId?: string; now?: Date } = {}): Promise<OrderEntity> {
    const { order, followUp } = await this.membership.apply(report, options);
    await this.followUps.run(followUp);
    return order;
  }

  /** For the gateway pages: the order with its tier, by id alone (the id is an unguessable uuid). */
  async forCheckout(orderId: string): Promise<OrderEntity> {
    const order = UUID.test(orderId) ? await orderWithTier(this.dataSource.manager, orderId) : null;
    if (!order) throw new DomainError('NOT_FOUND');
    return order;
  }

  /** Why the member may no longer be charged for this open order (see paymentRefusal), or null. */
  async refusalFor(order: OrderEntity, now: Date = new Date()): Promise<CheckoutRefusal | null> {
    return paymentRefusal(order, await liveOrders(this.dataSource.manager, order.userId), now);
  }

  /** The order as the checkout page shows it (what this payment charges, what later months cost). */
  forCheckoutSummary(order: OrderEntity): OrderDto {
    return toOrderDto(order);
  }

  /** The payer cancelled at the gateway: an unpaid order ends; a paid one is not touched. */
  async checkoutCancelled(orderId: string): Promise<OrderEntity> {
    const order = await this.forCheckout(orderId);
    await cancelUnpaidOrder(this.dataSource.manager, order.id);
    return this.forCheckout(orderId);
  }

  private get webUrl(): string {
    return this.urls.webUrl.replace(/\/$/, '');
  }

  /** A replaced checkout closed at the provider too; if that fails, a payment it still takes is refunded (MembershipService). */
  private async closeCheckout(checkoutId: string): Promise<void> {
    try {
      await this.provider.expireCheckout(checkoutId);
    } catch (error) {
      this.log?.warn({ err: error, checkoutId }, 'replaced checkout not closed at the provider; a payment it takes is refunded');
    }
  }

  private async ownOrder(user: UserEntity, orderId: string): Promise<OrderEntity> {
    const order = UUID.test(orderId) ? await ownOrder(this.dataSource.manager, user.id, orderId) : null;
    if (!order) throw new DomainError('NOT_FOUND');
    return order;
  }
}
