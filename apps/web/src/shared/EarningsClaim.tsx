import { HOME_STATS_DOCUMENT, usePublicQuery } from '@bonus/client';
import { earningsClaim } from '@bonus/domain';
import { claimBasisOf } from './earnings-claim';

/** The members' average monthly earnings with its basis (the same figure as the home page), or nothing from too few results. */
export function EarningsClaim({ className }: { className?: string }) {
  const { data } = usePublicQuery(HOME_STATS_DOCUMENT);
  const claim = data && earningsClaim(claimBasisOf(data.homeStats));
  if (!claim) return null;
  return (
    <p className={className} data-testid="earnings-claim">
      {claim} Výsledek závisí na podmínkách bank a kasin i na vás.
    </p>
  );
}
