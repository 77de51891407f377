import { TierCode } from './tiers';

/** What the pricing table's extras promise, as features the server grants by tier. */
export type TierFeature = 'riskManagement' | 'monthlyReport' | 'taxReport' | 'weeklyAnalysis';

const FEATURES: Record<TierCode, readonly TierFeature[]> = {
  free: [],
  basic: ['riskManagement', 'monthlyReport'],
  premium: ['riskManagement', 'monthlyReport', 'taxReport', 'weeklyAnalysis'],
};

export function tierHasFeature(tier: TierCode, feature: TierFeature): boolean {
  return FEATURES[tier].includes(feature);
}

/** The cheapest tier that includes the feature (for the upgrade hint). */
export function lowestTierWith(feature: TierFeature): TierCode {
  return (['free', 'basic', 'premium'] as const).find((tier) => tierHasFeature(tier, feature))!;
}
