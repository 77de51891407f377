import Stripe from 'stripe';
import { chargeForPayment, isOrderStatus } from '@bonus/domain';
import { scheduleOf } from '../../../features/orders/membership.service';
import type { OrderEntity } from '../../../features/orders/order.entity';
import type { SubscriptionReport } from '../../../features/orders/subscription-report';
import { CheckoutRequest, PaymentGatewayUnavailable, PaymentProvider, withResult } from '../../../features/orders/payment-provider';

export interface StripeConnection {
  secretKey: string;
  /** Another API origin than api.stripe.com (tests point the real SDK at a local server). */
  apiUrl?: string;
  /** How long one call may take (the SDK's own default is 80 s); a failed call is tried twice more. */
  timeoutMs?: number;
}

export function createStripeClient({ secretKey, apiUrl, timeoutMs = 8000 }: StripeConnection): Stripe {
  const api = apiUrl ? new URL(apiUrl) : null;
  return new Stripe(secretKey, {
    telemetry: false,
    maxNetworkRetries: 2,
    timeout: timeoutMs,
    ...(api ? { host: api.hostname, port: api.port, protocol: api.protocol.replace(':', '') as 'http' | 'https' } : {}),
  });
}

const toDate = (seconds: number) => new Date(seconds * 1000);

/** Stripe unreachable (no answer, a timeout) or failing on its side (5xx), after the SDK's own retries: PaymentGatewayUnavailable. */
async function reachingStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const unavailable = error instanceof Stripe.errors.StripeConnectionError || (error instanceof Stripe.errors.StripeError && (error.statusCode ?? 0) >= 500);
    throw unavailable ? new PaymentGatewayUnavailable(error) : error;
  }
}
/** The id of a Stripe field that is either an id or an expanded object. */
export const idOf = (value: string | { id: string } | null | undefined): string | undefined => (typeof value === 'string' ? value : value?.id);

/**
 * Stripe Checkout in subscription mode with the order's own monthly price (haléře, CZK), the Billing
 * Portal for managing, and reconciliation that reads the subscription and its paid invoices from
 * Stripe itself, so webhook order and repetition do not matter.
 */
export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;

  constructor(readonly stripe: Stripe) {}

  async startCheckout({ order, tierName, email, customerId, returnUrl }: CheckoutRequest): Promise<{ url: string; checkoutId: string }> {
    return reachingStripe(async () => {
      if (order.providerCheckoutId) {
        const existing = await this.stripe.checkout.sessions.retrieve(order.providerCheckoutId);
        if (existing.status === 'open' && existing.url) return { url: existing.url, checkoutId: existing.id };
      }
      const coupon = await this.couponFor(order);
      const session = await this.stripe.checkout.sessions.create({
        mode: 'subscription',
        locale: 'cs',
        client_reference_id: order.id,
        metadata: { order_id: order.id },
        subscription_data: { metadata: { order_id: order.id } },
        line_items: [
          {
            quantity: 1,
            price_data: { currency: 'czk', unit_amount: order.amountHalere, recurring: { interval: 'month' }, product_data: { name: `Bonus Klub ${tierName}` } },
          },
        ],
        ...(customerId ? { customer: customerId } : email ? { customer_email: email } : {}),
        ...(coupon ? { discounts: [{ coupon }] } : {}),
        success_url: withResult(returnUrl, 'success'),
        cancel_url: withResult(returnUrl, 'error'),
      });
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return { url: session.url, checkoutId: session.id };
    });
  }

  async managingUrl(order: OrderEntity, returnUrl: string): Promise<string> {
    return reachingStripe(async () => {
      if (!order.providerCustomerId) throw new Error(`order ${order.id} has no Stripe customer`);
      const session = await this.stripe.billingPortal.sessions.create({ customer: order.providerCustomerId, return_url: returnUrl, locale: 'cs' });
      return session.url;
    });
  }

  async fetchReport(order: OrderEntity): Promise<SubscriptionReport | null> {
    return reachingStripe(async () => {
      let subscriptionId = order.providerSubscriptionId;
      if (!subscriptionId && order.providerCheckoutId) {
        subscriptionId = idOf((await this.stripe.checkout.sessions.retrieve(order.providerCheckoutId)).subscription) ?? null;
      }
      return subscriptionId ? this.reportForSubscription(subscriptionId) : null;
    });
  }

  /** The subscription as Stripe has it now, with every paid invoice; null when it is not one of our orders. */
  async reportForSubscription(subscriptionId: string): Promise<SubscriptionReport | null> {
    return reachingStripe(async () => {
      const subscription = await this.stripe.subscriptions.retrieve(subscriptionId);
      const orderId = subscription.metadata?.order_id;
      if (!orderId) return null;
      const invoices = await this.stripe.invoices.list({ subscription: subscription.id, status: 'paid', limit: 100, expand: ['data.payments'] });
      const periodEnd = subscription.items.data[0]?.current_period_end;
      return {
        provider: 'stripe',
        orderId,
        providerSubscriptionId: subscription.id,
        providerCustomerId: idOf(subscription.customer),
        status: isOrderStatus(subscription.status) ? subscription.status : undefined,
        periodEnd: periodEnd ? toDate(periodEnd) : undefined,
        cancelAtPeriodEnd: subscription.cancel_at_period_end,
        payments: invoices.data.map((invoice) => ({
          id: invoice.id!,
          amountHalere: invoice.amount_paid,
          paidAt: toDate(invoice.status_transitions.paid_at ?? invoice.created),
          providerPaymentId: idOf(invoice.payments?.data[0]?.payment.payment_intent) ?? null,
        })),
      };
    });
  }

  /** The subscription an invoice belongs to, found from the PaymentIntent a charge was made with. */
  async subscriptionOfPayment(paymentIntentId: string): Promise<string | null> {
    return reachingStripe(async () => {
      const payments = await this.stripe.invoicePayments.list({ payment: { type: 'payment_intent', payment_intent: paymentIntentId }, limit: 1 });
      const invoiceId = idOf(payments.data[0]?.invoice);
      if (!invoiceId) return null;
      const invoice = await this.stripe.invoices.retrieve(invoiceId);
      return idOf(invoice.parent?.subscription_details?.subscription) ?? null;
    });
  }

  async cancelNow(providerSubscriptionId: string): Promise<void> {
    const subscription = await this.stripe.subscriptions.retrieve(providerSubscriptionId);
    if (subscription.status !== 'canceled' && subscription.status !== 'incomplete_expired') {
      await this.stripe.subscriptions.cancel(providerSubscriptionId, { prorate: false });
    }
  }

  async expireCheckout(checkoutId: string): Promise<void> {
    const session = await this.stripe.checkout.sessions.retrieve(checkoutId);
    if (session.status === 'open') await this.stripe.checkout.sessions.expire(checkoutId);
  }

  async refund({ providerPaymentId, amountHalere, refundKey }: { providerPaymentId: string; amountHalere: number; refundKey: string }): Promise<void> {
    await this.stripe.refunds.create({ payment_intent: providerPaymentId, amount: amountHalere, metadata: { refund_key: refundKey } }, { idempotencyKey: refundKey });
  }

  /** Idempotent, as it is retried until it succeeds: a subscription already at that price, or ended, is left alone. */
  async setMonthlyPrice(providerSubscriptionId: string, monthlyHalere: number): Promise<void> {
    const subscription = await this.stripe.subscriptions.retrieve(providerSubscriptionId);
    const item = subscription.items.data[0];
    if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired' || item.price.unit_amount === monthlyHalere) return;
    await this.stripe.subscriptions.update(providerSubscriptionId, {
      proration_behavior: 'none',
      items: [{ id: item.id, price_data: { currency: 'czk', unit_amount: monthlyHalere, recurring: { interval: 'month' }, product: idOf(item.price.product)! } }],
    });
  }

  /**
   * An upgrade's first month is the new price minus the unused rest of the old one: a one-off amount
   * off. A promo code is an amount off for its months. Both are amounts, not percentages, so Stripe
   * charges the whole crowns our schedule (and the screens) show. Made per order, so a retry reuses it.
   */
  private async couponFor(order: OrderEntity): Promise<string | null> {
    const options = { idempotencyKey: `coupon-${order.id}` };
    const amountOff = order.amountHalere - chargeForPayment(scheduleOf(order), 0);
    if (amountOff <= 0) return null;
    const coupon =
      order.firstPaymentHalere !== null
        ? await this.stripe.coupons.create({ amount_off: amountOff, currency: 'czk', duration: 'once', name: 'Zbývající část předplatného' }, options)
        : await this.stripe.coupons.create(
            { amount_off: amountOff, currency: 'czk', duration: 'repeating', duration_in_months: order.promoMonths, name: `Sleva ${order.promoPercent} %` },
            options,
          );
    return coupon.id;
  }
}
