import type { MeView } from './session.graphql';
import { daysUntilExpiry } from '@bonus/domain';

/** Days left of the member's paid period (null without one), for the header badge and the membership tab. */
export function membershipDaysLeft(me: MeView, now: Date = new Date()): number | null {
  const expiresAt = me.activeOrder?.expirationTimestamp ? new Date(me.activeOrder.expirationTimestamp * 1000) : null;
  return daysUntilExpiry(expiresAt, now);
}
