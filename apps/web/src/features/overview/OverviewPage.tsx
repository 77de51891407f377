import { useQuery } from '@apollo/client/react';
import { BONUS_STATS_QUERY, EARNINGS_SUMMARY_QUERY } from './overview.graphql';
import { DEFAULT_STATS_PERIOD, EMPTY_CHART_TEXTS, errorMessage, formatCzk, isEmptySeries, StatsPeriod } from '@bonus/domain';
import { Alert, ErrorState, Skeleton } from '@bonus/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { useLoadFailureAlert } from '../../shared/dashboard/load-failure';
import { ChartState, StatCards } from '../../shared/dashboard/StatCards';
import { ChartKind, EarningsChart } from './EarningsChart';
import './overview.css';
import { RiskPanel } from './RiskPanel';
import { TaxPositionCard } from './TaxPositionCard';
import { UpcomingDeadlines } from './UpcomingDeadlines';
import { dashboardPath } from '../../shared/dashboard/dashboard-pages';

const KINDS: Record<ChartKind, string> = { earnings: 'Výdělky', bonuses: 'Bonusy', success: 'Úspěšnost' };
const PERIODS: Record<StatsPeriod, string> = { half_year: 'Půl roku', year: 'Rok' };

/** Přehled: four stat cards, the nearest deadlines of started offers, the earnings chart and the year's tax position (spec section 2, Overview; issue #38 §3). */
export function OverviewPage() {
  const alert = useLoadFailureAlert();
  const summary = useQuery(EARNINGS_SUMMARY_QUERY, { fetchPolicy: 'cache-and-network' });
  const [period, setPeriod] = useState<StatsPeriod>(DEFAULT_STATS_PERIOD);
  const [kind, setKind] = useState<ChartKind>('earnings');
  const stats = useQuery(BONUS_STATS_QUERY, { variables: { timePeriod: period }, fetchPolicy: 'cache-and-network' });
  const { me, referralRewardsTotal } = summary.data ?? {};
  const months = stats.data?.bonusHistoryStats;
  const empty = months && isEmptySeries(months.flatMap((m) => [m.bonuses, m.reachedProfit])) && (
    <>
      <p>{EMPTY_CHART_TEXTS.earnings}</p>
      <Link to={dashboardPath('bonuses')}>Vybrat bonus</Link>
    </>
  );
  const cards = me && referralRewardsTotal !== undefined && [
    { label: 'Výdělky z bonusů', value: formatCzk(me.bonusRevenue), testId: 'stat-bonus-revenue' },
    // The same figure as Doporučení's "Vyděláno celkem" and its list's total (issue #58).
    { label: 'Výdělky z doporučení', value: formatCzk(referralRewardsTotal), testId: 'stat-referral-revenue' },
    { label: 'Odhad dalších výdělků', value: formatCzk(me.potentialBonusRevenue), testId: 'stat-potential-revenue' },
    { label: 'Splněné bonusy', value: String(me.bonusHistoryLen), testId: 'stat-completed' },
  ];

  return (
    <section className="dash-page" aria-labelledby="overview-title">
      <h1 id="overview-title">Přehled</h1>
      {alert && <Alert>{alert}</Alert>}
      {summary.error && !me ? (
        <ErrorState message={errorMessage('STATS_LOAD_FAILED')} retryLabel="try again" onRetry={() => void summary.refetch()} />
      ) : !cards ? (
        <Skeleton label="Načítám přehled…" shape="cards" count={4} />
      ) : (
        <StatCards cards={cards} />
      )}
      <UpcomingDeadlines />
      <section className="ui-card overview-chart" aria-labelledby="chart-title">
        <div className="overview-chart__header">
          <h2 id="chart-title">Vývoj výdělků</h2>
          <div role="group" aria-label="Graf" className="segmented">
            {(Object.keys(KINDS) as ChartKind[]).map((value) => (
              <button key={value} type="button" aria-pressed={kind === value} onClick={() => setKind(value)}>
                {KINDS[value]}
              </button>
            ))}
          </div>
          <div role="group" aria-label="Období" className="segmented">
            {(Object.keys(PERIODS) as StatsPeriod[]).map((value) => (
              <button key={value} type="button" aria-pressed={period === value} onClick={() => setPeriod(value)}>
                {PERIODS[value]}
              </button>
            ))}
          </div>
        </div>
        <ChartState failed={Boolean(stats.error)} loaded={Boolean(stats.data)} onRetry={() => void stats.refetch()} label={`${KINDS[kind]} za ${PERIODS[period].toLowerCase()}`} empty={empty}>
          {months && <EarningsChart months={months} kind={kind} />}
        </ChartState>
      </section>
      <TaxPositionCard />
      <RiskPanel />
    </section>
  );
}
