/** Order statuses follow Stripe's subscription statuses (spec section 4, payment flow). */
export const ORDER_STATUSES = [
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'paused',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

/** What an admin reads for an order's status (the stored values are Stripe's English words). */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  incomplete: 'Čeká na platbu',
  incomplete_expired: 'Platba nedokončena',
  trialing: 'Zkušební období',
  active: 'Aktivní',
  past_due: 'Po splatnosti',
  canceled: 'Zrušeno',
  unpaid: 'Nezaplaceno',
  paused: 'Pozastaveno',
};

/** A status as read from the wire: its Czech label, or the raw value marked unknown rather than shown as if it were Czech. */
export function orderStatusLabel(status: string): string {
  return isOrderStatus(status) ? ORDER_STATUS_LABELS[status] : `Neznámý stav (${status})`;
}

export const SUBSCRIPTION_SCOPES = ['registration', 'settings'] as const;
export type SubscriptionScope = (typeof SUBSCRIPTION_SCOPES)[number];

export const PAYMENT_PROVIDERS = ['local', 'stripe'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** Payout transaction states. */
export const PAYOUT_STATUSES = ['pending', 'paid', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export const PAYOUT_STATUS_LABELS: Record<PayoutStatus, string> = { pending: 'Zpracovává se', paid: 'Vyplaceno', failed: 'Vráceno' };

/** The colour of a payout state's label, for members and admins alike: paid green, on its way blue, returned red. */
export const PAYOUT_STATUS_TONES: Record<PayoutStatus, 'success' | 'info' | 'danger'> = { paid: 'success', pending: 'info', failed: 'danger' };


export function payoutStatusLabel(status: string): string {
  return (PAYOUT_STATUSES as readonly string[]).includes(status) ? PAYOUT_STATUS_LABELS[status as PayoutStatus] : `Neznámý stav (${status})`;
}

/** Payment verification after returning from the gateway (spec section 9). */
export const PAYMENT_STATUS_POLL_MS = 3000;
export const PAYMENT_VERIFICATION_WAIT_MS = 15_000;

/**
 * Statuses under which a paid period still gives the member their tier until it ends: past_due is
 * the provider's retry window after a failed renewal, so the month already paid for is kept.
 */
export const ACCESS_STATUSES: readonly OrderStatus[] = ['active', 'trialing', 'past_due'];

export function grantsAccess(status: OrderStatus, expiresAt: Date | null, now: Date): boolean {
  return ACCESS_STATUSES.includes(status) && expiresAt !== null && expiresAt.getTime() > now.getTime();
}

/** What an order status means to the payment screen while it verifies. */
export function paymentOutcome(status: OrderStatus): 'success' | 'error' | 'pending' {
  if (status === 'active' || status === 'trialing') return 'success';
  if (status === 'canceled' || status === 'incomplete_expired') return 'error';
  return 'pending';
}
