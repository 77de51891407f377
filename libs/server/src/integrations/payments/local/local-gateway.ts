import { LRUCache } from 'lru-cache';
import { createHmac, createSecretKey, timingSafeEqual } from 'node:crypto';
import type { PaymentProvider } from '../../../features/orders/payment-provider';

/** How long a subscription-management link stays valid (at least; its expiry is rounded up to the minute). */
const MANAGING_LINK_TTL_MS = 30 * 60 * 1000;
const MINUTE_MS = 60_000;
/** Links given out in the current minute, by order and way back (one per member who opened the page). */
const RECENT_LINKS = 1000;

export interface LocalGatewayOptions {
  /** Public address of the api, which serves the gateway's pages. */
  apiPublicUrl: string;
  /** Signs management links so only the member who asked for one can use it. */
  secret: string;
}

/**
 * The embedded default: hosted-checkout and subscription-management pages served by the api itself
 * (/pay/:orderId, /manage/:orderId). Its "Zaplatit" reports the payment to MembershipService exactly
 * as a Stripe webhook does; there is no remote state to fetch or cancel.
 */
export function createLocalGateway({ apiPublicUrl, secret }: LocalGatewayOptions): PaymentProvider & LocalManagingLinks {
  const base = apiPublicUrl.replace(/\/$/, '');
  const key = createSecretKey(Buffer.from(secret));
  const sign = (orderId: string, returnUrl: string, expires: number) => createHmac('sha256', key).update(`${orderId}\n${returnUrl}\n${expires}`).digest('base64url');
  // The settings page asks for a link each time it opens: within a minute it gets the same one, signed once
  // (signing and encoding were a tenth of the request's cost: tools/bench/api-load.ts, OrderManagingUrl).
  const recentLinks = new LRUCache<string, string>({ max: RECENT_LINKS, ttl: MINUTE_MS });
  return {
    name: 'local',
    startCheckout: async ({ order }) => ({ url: `${base}/pay/${order.id}`, checkoutId: null }),
    managingUrl: async (order, returnUrl) => {
      const expires = Math.ceil((Date.now() + MANAGING_LINK_TTL_MS) / MINUTE_MS) * MINUTE_MS;
      const key = `${order.id}\n${returnUrl}\n${expires}`;
      let link = recentLinks.get(key);
      if (link === undefined) {
        link = `${base}/manage/${order.id}?${new URLSearchParams({ return: returnUrl, expires: String(expires), sig: sign(order.id, returnUrl, expires) })}`;
        recentLinks.set(key, link);
      }
      return link;
    },
    fetchReport: async () => null,
    cancelNow: async () => undefined,
    setMonthlyPrice: async () => undefined,
    // The gateway's checkout page asks the order itself whether it may still be paid, and it never
    // charges a payment it then refuses: there is nothing to close or return.
    expireCheckout: async () => undefined,
    refund: async () => undefined,
    verifyManagingLink: ({ orderId, returnUrl, expires, signature }) => {
      const expiresAt = Number(expires);
      if (!Number.isSafeInteger(expiresAt) || expiresAt < Date.now()) return false;
      const expected = Buffer.from(sign(orderId, returnUrl, expiresAt));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

export interface LocalManagingLinks {
  /** True when a /manage link was issued by this gateway and has not expired. */
  verifyManagingLink(link: { orderId: string; returnUrl: string; expires: string; signature: string }): boolean;
}
