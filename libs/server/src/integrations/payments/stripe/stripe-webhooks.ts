import type Stripe from 'stripe';
import type { DataSource } from 'typeorm';
import { DomainError } from '@bonus/domain';
import type { OrderService } from '../../../features/orders/order.service';
import { whileProviderAvailable } from '../../../features/orders/payment-provider';
import type { SubscriptionReport } from '../../../features/orders/subscription-report';
import { idOf, type StripeProvider } from './stripe-provider';

/** The events /webhooks/stripe acts on; others are acknowledged and ignored. */
export const HANDLED_STRIPE_EVENTS = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
  'charge.refunded',
] as const;


/**
 * Stripe webhooks: the signature is checked against the raw body, an event already applied is
 * acknowledged without work, and every other event is answered by reading the subscription from
 * Stripe (never trusting the event's own, possibly stale, copy) and applying that.
 */
export class StripeWebhooks {
  constructor(
    private readonly dataSource: DataSource,
    private readonly provider: StripeProvider,
    private readonly webhookSecret: string,
    private readonly orders: OrderService,
  ) {}

  async handle(rawBody: Buffer, signature: string | undefined): Promise<{ received: true; applied: boolean }> {
    let event: Stripe.Event;
    try {
      event = this.provider.stripe.webhooks.constructEvent(rawBody, signature ?? '', this.webhookSecret);
    } catch {
      throw new DomainError('WEBHOOK_SIGNATURE_INVALID');
    }
    const [seen] = await this.dataSource.query('SELECT 1 FROM payment_event WHERE id = $1', [event.id]);
    if (seen) return { received: true, applied: false };
    // Stripe unreachable: 503, and Stripe delivers the event again later (an event is applied once, whenever it comes).
    const report = await whileProviderAvailable(() => this.reportFor(event));
    if (!report) return { received: true, applied: false };
    await this.orders.applyProviderReport(report, { eventId: event.id });
    return { received: true, applied: true };
  }

  private async reportFor(event: Stripe.Event): Promise<SubscriptionReport | null> {
    switch (event.type) {
      case 'checkout.session.completed':
        return this.report(idOf(event.data.object.subscription));
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        return this.report(event.data.object.id);
      case 'invoice.paid':
      case 'invoice.payment_failed':
        return this.report(idOf(event.data.object.parent?.subscription_details?.subscription));
      case 'charge.refunded': {
        const charge = event.data.object;
        const paymentIntent = idOf(charge.payment_intent);
        if (!paymentIntent) return null;
        const report = await this.report(await this.provider.subscriptionOfPayment(paymentIntent));
        return report && { ...report, refunds: [{ providerPaymentId: paymentIntent, refundedHalere: charge.amount_refunded }] };
      }
      default:
        return null;
    }
  }

  private report(subscriptionId: string | null | undefined): Promise<SubscriptionReport | null> {
    return subscriptionId ? this.provider.reportForSubscription(subscriptionId) : Promise.resolve(null);
  }
}
