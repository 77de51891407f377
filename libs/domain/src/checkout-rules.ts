import type { ErrorCode } from './errors';
import { ACCESS_STATUSES, type OrderStatus, type PaymentProvider, type SubscriptionScope } from './orders';

/**
 * One live order, one charge (spec section 9, payment). A member has at most one open checkout and
 * one paid membership: a new checkout replaces an open one (or is that same one, when nothing about
 * its price changed), and a payment is taken only for an order that is still what the member would
 * be charged now. What a refused payment means depends on the provider: the local gateway charges
 * nothing (the payment is refused), Stripe has already charged it (it is refunded).
 */

/** What the rules need of an order. */
export interface CheckoutOrder {
  id: string;
  tierId: number;
  status: OrderStatus;
  expiresAt: Date | null;
  /** The paid order an upgrade was priced against (its unused rest comes off the first month). */
  replacesOrderId: string | null;
}

/** Why a payment does not make its order the member's membership, and is refused or refunded. */
export const PAYMENT_REFUSALS = ['superseded', 'tier_held', 'stale_price', 'sold_out', 'promo_unavailable', 'membership_closed'] as const;
export type PaymentRefusal = (typeof PAYMENT_REFUSALS)[number];
/** The refusals that depend only on the member's orders, so a checkout can be refused before it is paid. */
export type CheckoutRefusal = Extract<PaymentRefusal, 'tier_held' | 'stale_price'>;

/** The reason as the member reads it in the refund e-mail ("Platbu vám vracíme, protože …"). */
export const PAYMENT_REFUSAL_REASONS: Record<PaymentRefusal, string> = {
  superseded: 'patřila k objednávce, kterou mezitím nahradila novější',
  tier_held: 'toto členství už máte zaplacené',
  stale_price: 'cena objednávky se mezitím změnila (předplatné, ze kterého byla spočítaná, už neplatí)',
  sold_out: 'toto členství se mezitím vyprodalo',
  promo_unavailable: 'slevový kód se mezitím vyčerpal nebo skončil',
  membership_closed: 'váš účet byl mezitím uzavřen',
};

const grantsAccessAt = (order: CheckoutOrder, now: Date) => ACCESS_STATUSES.includes(order.status) && order.expiresAt !== null && order.expiresAt > now;

/**
 * Whether the member may be charged for `order` now, given their other orders: null when they may,
 * else why not. An order made with no paid membership behind it is stale once one is paid; an
 * upgrade is stale once the membership it was priced against has ended; neither may buy a tier the
 * member already holds.
 */
export function paymentRefusal(order: CheckoutOrder, otherOrders: readonly CheckoutOrder[], now: Date): CheckoutRefusal | null {
  const paid = otherOrders.filter((other) => other.id !== order.id && grantsAccessAt(other, now));
  const unrelated = paid.filter((other) => other.id !== order.replacesOrderId);
  if (unrelated.some((other) => other.tierId >= order.tierId)) return 'tier_held';
  if (unrelated.length > 0) return 'stale_price';
  if (order.replacesOrderId !== null && !paid.some((other) => other.id === order.replacesOrderId)) return 'stale_price';
  return null;
}

/** How a checkout refused before payment (or at the local gateway) is answered. */
export function checkoutRefusalError(refusal: CheckoutRefusal): ErrorCode {
  return refusal === 'tier_held' ? 'TIER_ALREADY_HELD' : 'ORDER_PRICE_CHANGED';
}

/** What a checkout is charged: two checkouts with the same terms are the same checkout. */
export interface CheckoutTerms {
  tierId: number;
  generationId: number;
  amountHalere: number;
  firstPaymentHalere: number | null;
  replacesOrderId: string | null;
  promoCodeId: number | null;
  subscriptionScope: SubscriptionScope;
  provider: PaymentProvider;
}

const TERM_KEYS: ReadonlyArray<keyof CheckoutTerms> = ['tierId', 'generationId', 'amountHalere', 'firstPaymentHalere', 'replacesOrderId', 'promoCodeId', 'subscriptionScope', 'provider'];

/** Whether an open checkout charges exactly what a new one would: then the member is sent to it again instead of to a second one. */
export function sameCheckoutTerms(open: CheckoutTerms, wanted: CheckoutTerms): boolean {
  return TERM_KEYS.every((key) => open[key] === wanted[key]);
}
