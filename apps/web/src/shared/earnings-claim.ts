import type { HomeStatsView } from '@bonus/client';
import type { EarningsClaimBasis } from '@bonus/domain';

/** The public statistics as the basis of the one earnings claim the public pages make. */
export function claimBasisOf(stats: HomeStatsView): EarningsClaimBasis {
  return { medianResult: stats.medianResult, months: stats.averageMonths, results: stats.averageResults, earners: stats.averageEarners };
}
