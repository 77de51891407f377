import type { OrderStatus, PaymentProvider as ProviderName } from '@bonus/domain';

/** A monthly payment as the provider reports it. */
export interface ReportedPayment {
  /** The provider's id of this payment (Stripe invoice id, local gateway attempt): recorded once. */
  id: string;
  /** What was charged; omitted when the order's charge schedule decides (the local gateway). */
  amountHalere?: number;
  paidAt: Date;
  /** The provider's payment id (Stripe PaymentIntent) that refunds refer to. */
  providerPaymentId?: string | null;
}

/** A refund as the provider reports it: the total refunded so far of one payment. */
export interface ReportedRefund {
  providerPaymentId: string;
  refundedHalere: number;
}

/**
 * What a payment provider knows about one order's subscription. The local gateway and the Stripe
 * webhooks both describe what happened this way, and MembershipService.apply turns it into state.
 * Every part is optional: a report carries what its event or reconciliation learned.
 */
export interface SubscriptionReport {
  provider: ProviderName;
  orderId: string;
  providerSubscriptionId?: string;
  providerCustomerId?: string;
  /** The provider's current status; without one, a new payment makes the order active. */
  status?: OrderStatus;
  /** End of the paid period on the provider's clock; without one, each new payment adds a month. */
  periodEnd?: Date;
  cancelAtPeriodEnd?: boolean;
  payments?: ReportedPayment[];
  refunds?: ReportedRefund[];
}

/**
 * Work for the provider once the state is committed (it talks to the outside, so never inside the transaction).
 * Each is marked due in the report's transaction and carried out by ProviderFollowUps, retried until it succeeds.
 */
export interface ProviderFollowUp {
  /** Orders whose subscription must end at the provider at once: replaced by an upgrade, refunded, or billed after it ended. */
  cancelOrders: string[];
  /** Orders whose later months are charged at a different price (the seat landed in a dearer generation). */
  repriceOrders: string[];
  /** Payments to return at once: charged for an order that could not be served (PaymentRefunds). */
  refundPayments: string[];
}
