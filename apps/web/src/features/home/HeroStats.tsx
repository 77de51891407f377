import { HOME_STATS_DOCUMENT, usePublicQuery } from '@bonus/client';
import { countUpValue, earningsClaimBasis, formatCzk, hasEarningsClaim, STATS_COUNT_UP_MS } from '@bonus/domain';
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
 * The hero's live statistics, counting up from zero over two seconds (spec sections 2 and 9). The average
 * names its basis (period, results, members) and is left out when too few results make it meaningless.
 */
export function HeroStats() {
  const { data } = usePublicQuery(HOME_STATS_DOCUMENT);
  const elapsed = useElapsed(Boolean(data));
  if (!data) return <div className="hero-stats hero-stats--placeholder" aria-hidden="true" />;
  const { totalUsers, avgMonthRevenue, totalMade } = data.homeStats;
  const basis = claimBasisOf(data.homeStats);
  const average = {
    key: 'average',
    label: (
      <>
        průměrně měsíčně na člena <small className="hero-stats__basis">{earningsClaimBasis(basis)}</small>
      </>
    ),
    value: formatCzk(countUpValue(avgMonthRevenue, elapsed)),
    testId: 'stat-average',
  };
  const stats: { key: string; label: ReactNode; value: string; testId: string }[] = [
    { key: 'users', label: 'členů', value: countUpValue(totalUsers, elapsed).toLocaleString('cs-CZ'), testId: 'stat-users' },
    ...(hasEarningsClaim(basis) ? [average] : []),
    { key: 'total', label: 'vydělali členové celkem', value: formatCzk(countUpValue(totalMade, elapsed)), testId: 'stat-total' },
  ];
  return (
    <dl className="hero-stats" aria-live="off">
      {stats.map((stat) => (
        <div key={stat.key}>
          <dt>{stat.label}</dt>
          <dd data-testid={stat.testId}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
