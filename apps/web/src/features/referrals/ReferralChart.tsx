import { axisTicks, czechMonthLabel, formatCzk } from '@bonus/domain';
import { CHART_AXIS_STYLE, CHART_TOOLTIP_STYLE, chartDescription, useChartLayout } from '@bonus/ui';
import { VictoryAxis, VictoryBar, VictoryChart, VictoryTooltip } from 'victory';

/** Referral rewards per month as bars; the value axis is marked at 25, 50, 75 and 100 % of the largest month. */
export function ReferralChart({ months }: { months: { month: string; reward: number }[] }) {
  const points = months.map((m) => ({ x: czechMonthLabel(m.month), y: m.reward, text: `${czechMonthLabel(m.month)}: ${formatCzk(m.reward)}` }));
  const maximum = Math.max(0, ...months.map((m) => m.reward));
  const layout = useChartLayout();
  return (
    <VictoryChart title="Odměny po měsících" desc={chartDescription(points)} height={260} width={layout.width} padding={layout.padding} domainPadding={{ x: 24 }} domain={maximum > 0 ? undefined : { y: [0, 1] }}>
      <VictoryAxis fixLabelOverlap style={CHART_AXIS_STYLE} />
      <VictoryAxis dependentAxis tickValues={maximum > 0 ? axisTicks(maximum) : [0]} tickFormat={(value: number) => formatCzk(value)} style={CHART_AXIS_STYLE} />
      <VictoryBar
        data={points}
        labels={({ datum }) => (datum as { text: string }).text}
        labelComponent={<VictoryTooltip cornerRadius={6} {...CHART_TOOLTIP_STYLE} />}
        barRatio={0.6}
        cornerRadius={{ top: 4 }}
        style={{ data: { fill: 'var(--color-success)' } }}
      />
    </VictoryChart>
  );
}
