import { HOME_STATS_DOCUMENT, usePublicQuery } from '@bonus/client';
import { EARNINGS_CLAIM_CAVEAT, earningsClaimBasis, formatCzk, hasEarningsClaim, totalMadeBasis } from '@bonus/domain';
import type { ReactNode } from 'react';
import { claimBasisOf } from '../../shared/earnings-claim';

/**
 * The hero's live statistics, shown at their values at once (issue #58 §2 replaces the spec's two-second
 * count-up: figures that spin up read as a sales trick). Every earnings figure names its basis (period, results,
 * members); the median is left out when too few results make it meaningless, and no figure is a monthly one
 * (issue #38 §2: nothing implies a steady income).
 */
export function HeroStats() {
  const { data } = usePublicQuery(HOME_STATS_DOCUMENT);
  if (!data) return <div className="hero-stats hero-stats--placeholder" aria-hidden="true" />;
  const { totalUsers, medianResult, totalMade, totalResults } = data.homeStats;
  const basis = claimBasisOf(data.homeStats);
  const median = {
    key: 'median',
    label: (
      <>
        medián výsledku jednoho bonusu <small className="hero-stats__basis">{earningsClaimBasis(basis)}</small>
      </>
    ),
    value: formatCzk(medianResult),
    testId: 'stat-median',
  };
  const stats: { key: string; label: ReactNode; value: string; testId: string }[] = [
    { key: 'users', label: 'členů', value: totalUsers.toLocaleString('cs-CZ'), testId: 'stat-users' },
    ...(hasEarningsClaim(basis) ? [median] : []),
    {
      key: 'total',
      label: (
        <>
          zapsali členové celkem <small className="hero-stats__basis">{totalMadeBasis(totalResults)}</small>
        </>
      ),
      value: formatCzk(totalMade),
      testId: 'stat-total',
    },
  ];
  return (
    <>
      <dl className="hero-stats">
        {stats.map((stat) => (
          <div key={stat.key}>
            <dt>{stat.label}</dt>
            <dd data-testid={stat.testId}>{stat.value}</dd>
          </div>
        ))}
      </dl>
      <p className="hero-stats__caveat">{EARNINGS_CLAIM_CAVEAT}</p>
    </>
  );
}
