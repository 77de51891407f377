import type { EntityManager } from 'typeorm';
import { DomainError } from '@bonus/domain';
import { lockTier, tierHolding, tierMemberLimit } from './member-tiers.queries';

/**
 * A tier with a member limit (premium: 500) admits a new holder only while a place is left. The tier's
 * row stays locked until the caller's transaction commits, so concurrent payments take places one by
 * one, as generation seats are taken; a member who already holds the tier keeps their place.
 */
export async function takeTierPlace(manager: EntityManager, tierId: number, userId: string, now: Date): Promise<{ limited: boolean }> {
  const limit = await tierMemberLimit(manager, tierId);
  if (limit === null) return { limited: false };
  // Only a limited tier's row is locked: payments for other tiers never wait on each other here.
  await lockTier(manager, tierId);
  const { others, holds } = await tierHolding(manager, tierId, userId, now);
  if (!holds && others >= limit) throw new DomainError('TIER_SOLD_OUT', { tierId });
  return { limited: true };
}
