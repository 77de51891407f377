import { HOME_STATS_DOCUMENT, usePublicQuery } from '@bonus/client';
import { EARNINGS_CLAIM_CAVEAT, earningsClaim } from '@bonus/domain';
import { claimBasisOf } from './earnings-claim';

/** The median result of one completed bonus with its basis (the same figure as the home page), or nothing from too few results. */
export function EarningsClaim({ className }: { className?: string }) {
  const { data } = usePublicQuery(HOME_STATS_DOCUMENT);
  const claim = data && earningsClaim(claimBasisOf(data.homeStats));
  if (!claim) return null;
  return (
    <p className={className} data-testid="earnings-claim">
      {claim} {EARNINGS_CLAIM_CAVEAT}
    </p>
  );
}
