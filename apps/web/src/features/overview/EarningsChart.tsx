import { MonthlyStatsView } from './overview.graphql';
import { COUNTED, czechMonthLabel, cumulativeProfit, formatCount, formatCzk, formatPercent, successRatePercent, wholeNumberTicks } from '@bonus/domain';
import { CHART_AXIS_STYLE, CHART_TOOLTIP_STYLE, chartDescription, useChartLayout } from '@bonus/ui';
import { VictoryAxis, VictoryBar, VictoryChart, VictoryLine, VictoryScatter, VictoryTooltip, VictoryVoronoiContainer } from 'victory';

export type ChartKind = 'earnings' | 'bonuses' | 'success';
const TITLES: Record<ChartKind, string> = { earnings: 'Výdělky celkem', bonuses: 'Bonusy po měsících', success: 'Úspěšnost po měsících' };
const VALUE_TEXT: Record<ChartKind, (value: number) => string> = {
  earnings: formatCzk,
  bonuses: (value) => formatCount(value, COUNTED.bonus),
  success: formatPercent,
};
const TICK_TEXT: Record<ChartKind, (value: number) => string> = { earnings: formatCzk, bonuses: (value) => value.toLocaleString('cs-CZ'), success: formatPercent };

/** Earnings (cumulative line), bonuses per month (bars) or success rate in percent (bars), drawn with Victory. */
export function EarningsChart({ months, kind }: { months: MonthlyStatsView[]; kind: ChartKind }) {
  const layout = useChartLayout();
  const labels = months.map((m) => czechMonthLabel(m.month));
  const cumulative = cumulativeProfit(months.map((m) => ({ reached_profit: m.reachedProfit })));
  const points = months.map((m, index) => {
    const y = kind === 'earnings' ? cumulative[index] : kind === 'bonuses' ? m.bonuses : successRatePercent(m.successRate);
    return { x: labels[index], y, text: `${labels[index]}: ${VALUE_TEXT[kind](y)}` };
  });
  // A count has whole-number marks only; the axis ends on its last mark so the top bar is labelled.
  const countTicks = kind === 'bonuses' ? wholeNumberTicks(Math.max(0, ...points.map((p) => p.y))) : undefined;
  const domain = kind === 'success' ? { y: [0, 100] as [number, number] } : countTicks ? { y: [0, countTicks[countTicks.length - 1]] as [number, number] } : undefined;
  return (
    <VictoryChart
      title={TITLES[kind]}
      desc={chartDescription(points)}
      height={280}
      width={layout.width}
      padding={layout.padding}
      domainPadding={{ x: 24, y: kind === 'earnings' ? 10 : 0 }}
      domain={domain}
      containerComponent={<VictoryVoronoiContainer voronoiDimension="x" labels={({ datum }) => (datum as { text: string }).text} labelComponent={<VictoryTooltip cornerRadius={6} {...CHART_TOOLTIP_STYLE} />} />}
    >
      <VictoryAxis fixLabelOverlap style={CHART_AXIS_STYLE} />
      <VictoryAxis dependentAxis tickValues={countTicks} tickFormat={TICK_TEXT[kind]} style={CHART_AXIS_STYLE} />
      {kind === 'earnings' ? (
        [
          <VictoryLine key="line" data={points} style={{ data: { stroke: 'var(--color-primary)', strokeWidth: 3 } }} />,
          <VictoryScatter key="dots" data={points} size={4} style={{ data: { fill: 'var(--color-primary)' } }} />,
        ]
      ) : (
        <VictoryBar data={points} barRatio={0.6} cornerRadius={{ top: 4 }} style={{ data: { fill: kind === 'success' ? 'var(--color-success)' : 'var(--color-accent)' } }} />
      )}
    </VictoryChart>
  );
}
