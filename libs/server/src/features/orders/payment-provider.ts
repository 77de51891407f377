import { DomainError, type PaymentProvider as ProviderName } from '@bonus/domain';
import type { OrderEntity } from './order.entity';
import type { SubscriptionReport } from './subscription-report';

/** Everything a provider needs to open a hosted checkout for one order. */
export interface CheckoutRequest {
  order: OrderEntity;
  tierName: string;
  email: string | null;
  /** The provider's customer of the member's earlier orders, so one person stays one customer. */
  customerId: string | null;
  /** Where the browser returns; the provider adds result=success or result=error. */
  returnUrl: string;
}

/** The port every payment provider implements: the local gateway (embedded default) and Stripe. */
export interface PaymentProvider {
  readonly name: ProviderName;
  /** Opens a hosted checkout for the order; returns where to send the browser and the provider's checkout id. */
  startCheckout(request: CheckoutRequest): Promise<{ url: string; checkoutId: string | null }>;
  /** A page where the member manages (cancels) the subscription, returning to `returnUrl`. */
  managingUrl(order: OrderEntity, returnUrl: string): Promise<string>;
  /** The provider's current view of the order's subscription, or null when it has nothing to add. */
  fetchReport(order: OrderEntity): Promise<SubscriptionReport | null>;
  /** Ends a subscription at once (an upgrade replaced it, or its payment was refunded). */
  cancelNow(providerSubscriptionId: string): Promise<void>;
  /** Charges later months of a subscription at a new price. */
  setMonthlyPrice(providerSubscriptionId: string, monthlyHalere: number): Promise<void>;
  /** Closes a checkout nobody should pay any more (a newer one replaced it); closing a closed one is harmless. */
  expireCheckout(checkoutId: string): Promise<void>;
  /** Returns `amountHalere` of a payment to the payer; the same `refundKey` twice refunds once. */
  refund(request: { providerPaymentId: string; amountHalere: number; refundKey: string }): Promise<void>;
}

/**
 * The provider did not answer (network, a timeout) or failed on its own side (5xx): nothing was decided, and the
 * same call may succeed later. Providers throw it so that callers answer 503 with a retry hint instead of a fault.
 */
export class PaymentGatewayUnavailable extends Error {
  constructor(cause: unknown) {
    super(`payment provider unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'PaymentGatewayUnavailable';
  }
}

/** A provider's failure as the member is told it: unavailable (503, try again in a while) or `otherwise` (502). */
export function providerFailure(error: unknown, otherwise: 'PAYWALL_URL_FAILED' | 'SUBSCRIPTION_MANAGEMENT_FAILED'): DomainError {
  return new DomainError(error instanceof PaymentGatewayUnavailable ? 'PAYMENT_GATEWAY_UNAVAILABLE' : otherwise, { cause: String(error) });
}

/** Runs a provider call whose only possible failure worth a coded answer is the provider being unavailable (503). */
export async function whileProviderAvailable<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw error instanceof PaymentGatewayUnavailable ? new DomainError('PAYMENT_GATEWAY_UNAVAILABLE', { cause: error.message }) : error;
  }
}

/** `url` with result=success or result=error added. */
export function withResult(url: string, result: 'success' | 'error'): string {
  const target = new URL(url);
  target.searchParams.set('result', result);
  return target.toString();
}
