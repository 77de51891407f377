import { czechMonthLabel, formatCzk, periodChange, roundTicks } from '@bonus/domain';
import { CHART_AXIS_STYLE, CHART_TOOLTIP_STYLE, ChartHeadline, chartDescription, Money, useChartLayout } from '@bonus/ui';
import { VictoryAxis, VictoryBar, VictoryChart, VictoryTooltip, VictoryVoronoiContainer } from 'victory';
import type { OverviewTrendsView } from './overview.graphql';
import { toneSign } from './TrendChip';

/** Membership revenue per month for a year, under its headline: this month so far and its change against the same span of the last. */
export function RevenueChart({ trends }: { trends: OverviewTrendsView }) {
  const layout = useChartLayout();
  const points = trends.revenueByMonth.map((row) => ({ x: czechMonthLabel(row.month), y: row.value, text: `${czechMonthLabel(row.month)}: ${formatCzk(row.value)}` }));
  const ticks = roundTicks(Math.max(0, ...points.map((point) => point.y)));
  const change = periodChange(trends.revenue.current, trends.revenue.previous, trends.previousMonth);
  return (
    <section className="ui-card admin-chart" aria-labelledby="revenue-title">
      <h2 id="revenue-title">Příjmy z členství po měsících</h2>
      <ChartHeadline value={<Money czk={trends.revenue.current} />} change={toneSign(change.tone)} changeText={change.text} />
      {points.every((point) => point.y === 0) ? (
        <p className="overview-chart-empty">Za posledních 12 měsíců nepřišla žádná platba za členství.</p>
      ) : (
        <VictoryChart
          title="Příjmy z členství po měsících"
          desc={chartDescription(points)}
          height={260}
          width={layout.width}
          padding={layout.padding}
          domainPadding={{ x: 16 }}
          domain={{ y: [0, ticks[ticks.length - 1]] }}
          containerComponent={<VictoryVoronoiContainer voronoiDimension="x" labels={({ datum }) => (datum as { text: string }).text} labelComponent={<VictoryTooltip cornerRadius={6} {...CHART_TOOLTIP_STYLE} />} />}
        >
          <VictoryAxis fixLabelOverlap style={CHART_AXIS_STYLE} tickFormat={(label: string) => label.split(' ')[0]} />
          <VictoryAxis dependentAxis style={CHART_AXIS_STYLE} tickValues={ticks} tickFormat={formatCzk} />
          <VictoryBar data={points} barRatio={0.6} cornerRadius={{ top: 4 }} style={{ data: { fill: 'var(--color-primary)' } }} />
        </VictoryChart>
      )}
    </section>
  );
}
