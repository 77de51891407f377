import type { OrderEntity } from '../../features/orders/order.entity';

/** The port every payment provider implements (the local gateway now, Stripe next). */
export interface PaymentProvider {
  readonly name: 'local' | 'stripe';
  /** Where to send the browser to pay the order. */
  checkoutUrl(order: OrderEntity): Promise<string>;
}

/**
 * The embedded default: a hosted-checkout page served by the api itself (GET /pay/:orderId), whose
 * "Zaplatit" drives the same MembershipService path as the Stripe events.
 */
export function createLocalGateway(apiPublicUrl: string): PaymentProvider {
  return {
    name: 'local',
    checkoutUrl: async (order) => `${apiPublicUrl.replace(/\/$/, '')}/pay/${order.id}`,
  };
}
