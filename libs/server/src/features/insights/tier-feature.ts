import { DomainError, TierCode, TierFeature, tierHasFeature } from '@bonus/domain';

/** Refuses (403, FEATURE_LOCKED) a member whose tier does not include the feature. */
export function requireFeature(tier: TierCode, feature: TierFeature): void {
  if (!tierHasFeature(tier, feature)) throw new DomainError('FEATURE_LOCKED', { tier, feature });
}
