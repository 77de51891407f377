import { MonthlyStatsView } from './overview.graphql';
import { COUNTED, czechMonthLabel, cumulativeProfit, formatCount, formatCzk, formatPercent, monthlyHeadline, roundTicks, successRatePercent, wholeNumberTicks } from '@bonus/domain';
import { CHART_AXIS_STYLE, ChartHeadline, chartDescription, Money, pointTooltipContainer, useChartLayout } from '@bonus/ui';
import { VictoryAxis, VictoryBar, VictoryChart, VictoryLine, VictoryScatter } from 'victory';

export type ChartKind = 'earnings' | 'bonuses' | 'success';
const TITLES: Record<ChartKind, string> = { earnings: 'Výdělky celkem', bonuses: 'Bonusy po měsících', success: 'Úspěšnost po měsících' };
const VALUE_TEXT: Record<ChartKind, (value: number) => string> = {
  earnings: formatCzk,
  bonuses: (value) => formatCount(value, COUNTED.bonus),
  success: formatPercent,
};
const TICK_TEXT: Record<ChartKind, (value: number) => string> = { earnings: formatCzk, bonuses: (value) => value.toLocaleString('cs-CZ'), success: formatPercent };

/** The figure above the chart: what the period earned, how many bonuses, or how many of them paid off. */
function Headline({ months, kind }: { months: MonthlyStatsView[]; kind: ChartKind }) {
  if (kind === 'success') {
    const bonuses = months.reduce((sum, m) => sum + m.bonuses, 0);
    const rate = bonuses ? months.reduce((sum, m) => sum + m.successRate * m.bonuses, 0) / bonuses : 0;
    const latest = months[months.length - 1];
    const headline = monthlyHeadline(months.map((m) => ({ month: m.month, value: m.bonuses })));
    const chip = latest?.bonuses ? formatPercent(successRatePercent(latest.successRate)) : undefined;
    return <ChartHeadline value={formatPercent(successRatePercent(rate))} changeText={chip} period={headline?.period} />;
  }
  const headline = monthlyHeadline(months.map((m) => ({ month: m.month, value: kind === 'earnings' ? m.reachedProfit : m.bonuses })));
  if (!headline) return null;
  return kind === 'earnings' ? (
    <ChartHeadline value={<Money czk={headline.total} />} change={headline.latest} changeText={<Money czk={headline.latest} signed />} period={headline.period} />
  ) : (
    <ChartHeadline value={formatCount(headline.total, COUNTED.bonus)} change={headline.latest} changeText={headline.latest > 0 ? `+${headline.latest}` : '0'} period={headline.period} />
  );
}

/** The value axis: whole numbers for a count, 0–100 % for success, round amounts for money (unless a loss dips below zero). */
function valueTicks(kind: ChartKind, values: number[]): number[] | undefined {
  if (kind === 'bonuses') return wholeNumberTicks(Math.max(0, ...values));
  if (kind === 'success') return roundTicks(100);
  return Math.min(0, ...values) < 0 ? undefined : roundTicks(Math.max(0, ...values));
}

/** Earnings (cumulative line), bonuses per month (bars) or success rate in percent (bars), drawn with Victory. */
export function EarningsChart({ months, kind }: { months: MonthlyStatsView[]; kind: ChartKind }) {
  const { measure, ...layout } = useChartLayout();
  const labels = months.map((m) => czechMonthLabel(m.month));
  const cumulative = cumulativeProfit(months.map((m) => ({ reached_profit: m.reachedProfit })));
  const points = months.map((m, index) => {
    const y = kind === 'earnings' ? cumulative[index] : kind === 'bonuses' ? m.bonuses : successRatePercent(m.successRate);
    return { x: labels[index], y, text: `${labels[index]}: ${VALUE_TEXT[kind](y)}` };
  });
  // The axis ends on its last mark so the highest point is labelled.
  const ticks = valueTicks(kind, points.map((p) => p.y));
  const domain = ticks ? { y: [0, ticks[ticks.length - 1]] as [number, number] } : undefined;
  return (
    <>
      <Headline months={months} kind={kind} />
      <div ref={measure}>
        <VictoryChart
          title={TITLES[kind]}
          desc={chartDescription(points)}
          height={280}
          width={layout.width}
          padding={layout.padding}
          domainPadding={{ x: 24 }}
          domain={domain}
          containerComponent={pointTooltipContainer<{ text: string }>((datum) => datum.text, ['dots'])}
        >
          <VictoryAxis fixLabelOverlap style={CHART_AXIS_STYLE} />
          <VictoryAxis dependentAxis tickValues={ticks} tickFormat={TICK_TEXT[kind]} style={CHART_AXIS_STYLE} />
          {kind === 'earnings' ? (
            [
              <VictoryLine key="line" name="line" data={points} style={{ data: { stroke: 'var(--color-primary)', strokeWidth: 3 } }} />,
              <VictoryScatter key="dots" name="dots" data={points} size={4} style={{ data: { fill: 'var(--color-primary)' } }} />,
            ]
          ) : (
            <VictoryBar data={points} barRatio={0.6} cornerRadius={{ top: 4 }} style={{ data: { fill: kind === 'success' ? 'var(--color-success)' : 'var(--color-accent)' } }} />
          )}
        </VictoryChart>
      </div>
    </>
  );
}
