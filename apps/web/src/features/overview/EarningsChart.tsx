import { MonthlyStatsView } from '@bonus/client';
import { czechMonthLabel, cumulativeProfit, formatCzk, successRatePercent } from '@bonus/domain';
import { CHART_AXIS_STYLE, CHART_TOOLTIP_STYLE, chartDescription } from '@bonus/ui';
import { VictoryAxis, VictoryBar, VictoryChart, VictoryLine, VictoryScatter, VictoryTooltip, VictoryVoronoiContainer } from 'victory';

export type ChartKind = 'earnings' | 'bonuses' | 'success';
const TITLES: Record<ChartKind, string> = { earnings: 'Výdělky celkem', bonuses: 'Bonusy po měsících', success: 'Úspěšnost po měsících' };

/** Earnings (cumulative line), bonuses per month (bars) or success rate in percent (bars), drawn with Victory. */
export function EarningsChart({ months, kind }: { months: MonthlyStatsView[]; kind: ChartKind }) {
  const labels = months.map((m) => czechMonthLabel(m.month));
  const cumulative = cumulativeProfit(months.map((m) => ({ reached_profit: m.reachedProfit })));
  const points = months.map((m, index) => {
    const y = kind === 'earnings' ? cumulative[index] : kind === 'bonuses' ? m.bonuses : successRatePercent(m.successRate);
    const text = kind === 'earnings' ? formatCzk(y) : kind === 'bonuses' ? `${y} bonusů` : `${y} %`;
    return { x: labels[index], y, text: `${labels[index]}: ${text}` };
  });
  const tickFormat = (value: number) => (kind === 'earnings' ? formatCzk(value) : kind === 'success' ? `${value} %` : String(value));
  return (
    <VictoryChart
      title={TITLES[kind]}
      desc={chartDescription(points)}
      height={280}
      width={640}
      padding={{ top: 20, bottom: 40, left: 80, right: 20 }}
      domainPadding={{ x: 24, y: kind === 'earnings' ? 10 : 0 }}
      domain={kind === 'success' ? { y: [0, 100] } : undefined}
      containerComponent={<VictoryVoronoiContainer voronoiDimension="x" labels={({ datum }) => (datum as { text: string }).text} labelComponent={<VictoryTooltip cornerRadius={6} {...CHART_TOOLTIP_STYLE} />} />}
    >
      <VictoryAxis style={CHART_AXIS_STYLE} />
      <VictoryAxis dependentAxis tickFormat={tickFormat} style={CHART_AXIS_STYLE} />
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
