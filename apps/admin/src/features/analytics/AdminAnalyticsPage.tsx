import { useQuery } from '@apollo/client/react';
import { ADMIN_ANALYTICS_QUERY } from './analytics.graphql';
import { czechMonthLabel, errorMessage, formatCzk, formatPercent, wholeNumberTicks } from '@bonus/domain';
import { CHART_AXIS_STYLE, chartDescription, ErrorState, LoadingState, useChartLayout } from '@bonus/ui';
import { VictoryAxis, VictoryBar, VictoryChart } from 'victory';

interface MonthlyBarsProps {
  title: string;
  rows: { month: string; value: number }[];
  format: (value: number) => string;
  color: string;
  /** A count: the value axis is marked at whole numbers only. */
  count?: boolean;
}

function MonthlyBars({ title, rows, format, color, count }: MonthlyBarsProps) {
  const layout = useChartLayout();
  const ticks = count ? wholeNumberTicks(Math.max(0, ...rows.map((r) => r.value))) : undefined;
  const description = chartDescription(rows.map((r) => ({ text: `${czechMonthLabel(r.month)}: ${format(r.value)}` })));
  return (
    <VictoryChart title={title} desc={description} height={240} width={layout.width} padding={layout.padding} domainPadding={{ x: 16 }} domain={ticks && { y: [0, ticks[ticks.length - 1]] }}>
      <VictoryAxis fixLabelOverlap style={CHART_AXIS_STYLE} tickFormat={(month: string) => czechMonthLabel(month).split(' ')[0]} />
      <VictoryAxis dependentAxis style={CHART_AXIS_STYLE} tickValues={ticks} tickFormat={format} />
      <VictoryBar data={rows.map((r) => ({ x: r.month, y: r.value }))} barRatio={0.6} style={{ data: { fill: color } }} />
    </VictoryChart>
  );
}

/** Analytika: registrations, earnings, the tier split and generation fill from live data. */
export function AdminAnalyticsPage() {
  const { data, error, refetch } = useQuery(ADMIN_ANALYTICS_QUERY, { fetchPolicy: 'cache-and-network' });
  const analytics = data?.adminAnalytics;
  if (error && !analytics) return <ErrorState message={errorMessage('DATA_LOAD_FAILED')} onRetry={() => void refetch()} />;
  if (!analytics) return <LoadingState />;
  return (
    <section className="admin-page" aria-labelledby="analytics-title">
      <h1 id="analytics-title">Analytika</h1>
      <section className="ui-card admin-chart" aria-labelledby="registrations-title">
        <h2 id="registrations-title">Registrace po měsících</h2>
        <MonthlyBars title="Registrace po měsících" rows={analytics.registrations} format={(v) => v.toLocaleString('cs-CZ')} color="var(--color-primary)" count />
      </section>
      <section className="ui-card admin-chart" aria-labelledby="earnings-title">
        <h2 id="earnings-title">Výdělky členů po měsících</h2>
        <MonthlyBars title="Výdělky členů po měsících" rows={analytics.earnings} format={formatCzk} color="var(--color-success)" />
      </section>
      <section className="ui-card" aria-labelledby="tiers-title">
        <h2 id="tiers-title">Rozdělení členství</h2>
        <table className="admin-table">
          <thead><tr><th scope="col">Členství</th><th scope="col">Členů</th><th scope="col">Podíl</th></tr></thead>
          <tbody>
            {analytics.tiers.map((tier) => (
              <tr key={tier.name}><td>{tier.name}</td><td>{tier.count}</td><td>{formatPercent(tier.percent)}</td></tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className="ui-card" aria-labelledby="generations-title">
        <h2 id="generations-title">Generace</h2>
        <table className="admin-table">
          <thead><tr><th scope="col">Generace</th><th scope="col">Obsazenost</th><th scope="col">Tržby</th></tr></thead>
          <tbody>
            {analytics.generations.map((g) => (
              <tr key={g.name}><td>{g.name}</td><td>{g.load} / {g.limit}</td><td>{formatCzk(g.revenue)}</td></tr>
            ))}
          </tbody>
        </table>
      </section>
    </section>
  );
}
