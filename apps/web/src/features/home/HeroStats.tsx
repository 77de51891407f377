import { HOME_STATS_DOCUMENT, usePublicQuery } from '@bonus/client';
import { countUpValue, EARNINGS_CLAIM_CAVEAT, earningsClaimBasis, formatCzk, hasEarningsClaim, STATS_COUNT_UP_MS, totalMadeBasis } from '@bonus/domain';
import { ReactNode, useEffect, useState } from 'react';
import { claimBasisOf } from '../../shared/earnings-claim';

/** Milliseconds since `running` turned true, re-rendered each frame until the count-up is over. */
function useElapsed(running: boolean): number {
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    if (!running) return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
      setElapsed(STATS_COUNT_UP_MS);
      return;
    }
    const start = performance.now();
    let frame = requestAnimationFrame(function tick(now) {
      setElapsed(now - start);
      if (now - start < STATS_COUNT_UP_MS) frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [running]);
  return elapsed;
}

/**
 * The hero's live statistics, counting up from zero over two seconds (spec sections 2 and 9). Every earnings
 * figure names its basis (period, results, members); the median is left out when too few results make it
 * meaningless, and no figure is a monthly one (issue #38 §2: nothing implies a steady income).
 */
export function HeroStats() {
  const { data } = usePublicQuery(HOME_STATS_DOCUMENT);
  const elapsed = useElapsed(Boolean(data));
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
    value: formatCzk(countUpValue(medianResult, elapsed)),
    testId: 'stat-median',
  };
  const stats: { key: string; label: ReactNode; value: string; testId: string }[] = [
    { key: 'users', label: 'členů', value: countUpValue(totalUsers, elapsed).toLocaleString('cs-CZ'), testId: 'stat-users' },
    ...(hasEarningsClaim(basis) ? [median] : []),
    {
      key: 'total',
      label: (
        <>
          zapsali členové celkem <small className="hero-stats__basis">{totalMadeBasis(totalResults)}</small>
        </>
      ),
      value: formatCzk(countUpValue(totalMade, elapsed)),
      testId: 'stat-total',
    },
  ];
  return (
    <>
      <dl className="hero-stats" aria-live="off">
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
