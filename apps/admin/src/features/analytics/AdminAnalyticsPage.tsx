import { useQuery } from '@apollo/client/react';
import { ADMIN_ANALYTICS_QUERY } from './analytics.graphql';
import { errorMessage, formatCount, formatCzk, formatPercent } from '@bonus/domain';
import { ErrorState, LoadingState, Money } from '@bonus/ui';
import { MonthlyBars } from './MonthlyBars';
import './analytics.css';

const REGISTRATIONS = { one: 'registrace', few: 'registrace', other: 'registrací' };
const countText = (value: number) => value.toLocaleString('cs-CZ');

/** Analytika: registrations, earnings, the tier split and generation fill from live data. */
export function AdminAnalyticsPage() {
  const { data, error, refetch } = useQuery(ADMIN_ANALYTICS_QUERY, { fetchPolicy: 'cache-and-network' });
  const analytics = data?.adminAnalytics;
  if (error && !analytics) return <ErrorState message={errorMessage('DATA_LOAD_FAILED')} onRetry={() => void refetch()} />;
  if (!analytics) return <LoadingState />;
  const members = analytics.tiers.reduce((sum, tier) => sum + tier.count, 0);
  const revenue = analytics.generations.reduce((sum, generation) => sum + generation.revenue, 0);
  return (
    <section className="admin-page" aria-labelledby="analytics-title">
      <h1 id="analytics-title">Analytika</h1>
      <section className="ui-card admin-chart" aria-labelledby="registrations-title">
        <h2 id="registrations-title">Registrace po měsících</h2>
        <MonthlyBars title="Registrace po měsících" rows={analytics.registrations} format={countText} valueText={(value) => formatCount(value, REGISTRATIONS)} color="var(--color-primary)" />
      </section>
      <section className="ui-card admin-chart" aria-labelledby="earnings-title">
        <h2 id="earnings-title">Výdělky členů po měsících</h2>
        <MonthlyBars title="Výdělky členů po měsících" rows={analytics.earnings} format={formatCzk} color="var(--color-success)" />
      </section>
      <div className="analytics-tables">
        <section className="ui-card" aria-labelledby="tiers-title">
          <h2 id="tiers-title">Rozdělení členství</h2>
          <table className="analytics-table">
            <thead><tr><th scope="col">Členství</th><th scope="col" className="ui-num">Členů</th><th scope="col" className="ui-num">Podíl</th></tr></thead>
            <tbody>
              {analytics.tiers.map((tier) => (
                <tr key={tier.name}><th scope="row">{tier.name}</th><td className="ui-num">{tier.count.toLocaleString('cs-CZ')}</td><td className="ui-num">{formatPercent(tier.percent)}</td></tr>
              ))}
            </tbody>
            <tfoot><tr><th scope="row">Celkem</th><td className="ui-num">{members.toLocaleString('cs-CZ')}</td><td /></tr></tfoot>
          </table>
        </section>
        <section className="ui-card" aria-labelledby="generations-title">
          <h2 id="generations-title">Generace</h2>
          <table className="analytics-table">
            <thead><tr><th scope="col">Generace</th><th scope="col" className="ui-num">Obsazenost</th><th scope="col" className="ui-num">Tržby</th></tr></thead>
            <tbody>
              {analytics.generations.map((g) => (
                <tr key={g.name}><th scope="row">{g.name}</th><td className="ui-num">{g.load.toLocaleString('cs-CZ')} / {g.limit.toLocaleString('cs-CZ')}</td><td className="ui-num"><Money czk={g.revenue} /></td></tr>
              ))}
            </tbody>
            <tfoot><tr><th scope="row">Celkem</th><td /><td className="ui-num"><Money czk={revenue} /></td></tr></tfoot>
          </table>
        </section>
      </div>
    </section>
  );
}
