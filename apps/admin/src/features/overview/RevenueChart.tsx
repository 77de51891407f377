import { formatCzk, isEmptySeries, periodChange } from '@bonus/domain';
import { ChartHeadline, Money, MonthBarChart } from '@bonus/ui';
import type { OverviewTrendsView } from './overview.graphql';
import { toneSign } from './TrendChip';

/** Membership revenue per month for a year, under its headline: this month so far and its change against the same span of the last. */
export function RevenueChart({ trends }: { trends: OverviewTrendsView }) {
  const change = periodChange(trends.revenue.current, trends.revenue.previous, trends.previousMonth);
  return (
    <section className="ui-card admin-chart" aria-labelledby="revenue-title">
      <h2 id="revenue-title">Příjmy z členství po měsících</h2>
      <ChartHeadline value={<Money czk={trends.revenue.current} />} change={toneSign(change.tone)} changeText={change.text} />
      {isEmptySeries(trends.revenueByMonth.map((row) => row.value)) ? (
        <p className="overview-chart-empty">Za posledních 12 měsíců nepřišla žádná platba za členství.</p>
      ) : (
        <MonthBarChart title="Příjmy z členství po měsících" months={trends.revenueByMonth} axisText={formatCzk} color="var(--color-primary)" shortLabels />
      )}
    </section>
  );
}
