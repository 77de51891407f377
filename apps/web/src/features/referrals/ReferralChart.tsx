import { czechMonthLabel, formatCzk, monthlyHeadline, roundTicks } from '@bonus/domain';
import { CHART_AXIS_STYLE, ChartHeadline, chartDescription, Money, pointTooltipContainer, useChartLayout } from '@bonus/ui';
import { VictoryAxis, VictoryBar, VictoryChart } from 'victory';

/** Referral rewards per month as bars under the period's total; the value axis steps by round amounts. */
export function ReferralChart({ months }: { months: { month: string; reward: number }[] }) {
  const points = months.map((m) => ({ x: czechMonthLabel(m.month), y: m.reward, text: `${czechMonthLabel(m.month)}: ${formatCzk(m.reward)}` }));
  const ticks = roundTicks(Math.max(0, ...months.map((m) => m.reward)));
  const headline = monthlyHeadline(months.map((m) => ({ month: m.month, value: m.reward })));
  const { measure, ...layout } = useChartLayout();
  return (
    <>
      {headline && <ChartHeadline value={<Money czk={headline.total} />} change={headline.latest} changeText={<Money czk={headline.latest} signed />} period={headline.period} />}
      <div ref={measure}>
        <VictoryChart
          title="Odměny po měsících"
          desc={chartDescription(points)}
          height={260}
          width={layout.width}
          padding={layout.padding}
          domainPadding={{ x: 24 }}
          domain={{ y: [0, ticks[ticks.length - 1]] }}
          containerComponent={pointTooltipContainer<{ text: string }>((datum) => datum.text)}
        >
          <VictoryAxis fixLabelOverlap style={CHART_AXIS_STYLE} />
          <VictoryAxis dependentAxis tickValues={ticks} tickFormat={(value: number) => formatCzk(value)} style={CHART_AXIS_STYLE} />
          <VictoryBar data={points} barRatio={0.6} cornerRadius={{ top: 4 }} style={{ data: { fill: 'var(--color-success)' } }} />
        </VictoryChart>
      </div>
    </>
  );
}
