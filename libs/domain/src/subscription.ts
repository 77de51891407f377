import type { OrderStatus } from './orders';
import type { TierCode } from './tiers';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The "days remaining" badge shows only for paid plans with more than this many days left. */
export const DAYS_REMAINING_BADGE_THRESHOLD = 7;

export interface SubscriptionState {
  tier: TierCode;
  status: OrderStatus | null;
  expiresAt: Date | null;
}

/** Active if free, or status active and not past expiry (spec section 4). */
export function isSubscriptionActive(subscription: SubscriptionState, now: Date): boolean {
  if (subscription.tier === 'free') return true;
  return subscription.status === 'active' && (subscription.expiresAt === null || subscription.expiresAt.getTime() > now.getTime());
}

/** Whole days until expiry, rounded up, at least 0; null without an expiry. */
export function daysUntilExpiry(expiresAt: Date | null, now: Date): number | null {
  if (!expiresAt) return null;
  return Math.max(0, Math.ceil((expiresAt.getTime() - now.getTime()) / DAY_MS));
}

export function showsDaysRemainingBadge(tier: TierCode, daysLeft: number | null): boolean {
  return tier !== 'free' && daysLeft !== null && daysLeft > DAYS_REMAINING_BADGE_THRESHOLD;
}
