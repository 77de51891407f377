import { useMutation } from '@apollo/client/react';
import { safely } from '@bonus/client';
import type { CreateOrderInput } from '../gql/graphql';
import { CREATE_ORDER_MUTATION } from '../orders.graphql';

/**
 * The order being paid and what was ordered (tier, promo code, withdrawal waiver), remembered in the
 * tab across the trip to the payment gateway: after a cancelled or failed payment the same is
 * ordered again, since the old order may no longer be payable.
 */
export interface PendingOrder {
  /** The last order created for it; its prices are what the payment shows. */
  orderId: string;
  input: CreateOrderInput;
  /** False once its payment was cancelled or failed: paying again orders anew. */
  payable: boolean;
}

const KEY = 'bk.pendingOrder';

function parse(text: string | null): PendingOrder | null {
  const value = text ? (JSON.parse(text) as Partial<PendingOrder>) : null;
  if (typeof value?.orderId !== 'string' || typeof value.input?.tierId !== 'number' || typeof value.payable !== 'boolean') return null;
  return value as PendingOrder;
}

function save(pending: PendingOrder): PendingOrder {
  safely(() => window.sessionStorage.setItem(KEY, JSON.stringify(pending)), undefined);
  return pending;
}

export const pendingOrder = {
  read: (): PendingOrder | null => safely(() => parse(window.sessionStorage.getItem(KEY)), null),
  write: (orderId: string, input: CreateOrderInput) => save({ orderId, input, payable: true }),
  /** Its payment was cancelled or failed: keep what was ordered, order it anew on the next try. */
  markUnpayable: () => {
    const pending = pendingOrder.read();
    if (pending) save({ ...pending, payable: false });
  },
  clear: () => safely(() => window.sessionStorage.removeItem(KEY), undefined),
};

/** Creates an order and remembers it as the one being paid; throws when it fails. */
export function usePlaceOrder() {
  const [createOrder] = useMutation(CREATE_ORDER_MUTATION);
  return async (input: CreateOrderInput): Promise<PendingOrder> => {
    const { data } = await createOrder({ variables: { input } });
    if (!data) throw new Error('no order');
    return pendingOrder.write(data.createOrder.id, input);
  };
}
