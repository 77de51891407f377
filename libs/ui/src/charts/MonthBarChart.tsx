import { czechMonthLabel, roundTicks } from '@bonus/domain';
import { VictoryAxis, VictoryBar, VictoryChart } from 'victory';
import { chartDescription } from './chart-description';
import { CHART_AXIS_STYLE } from './chart-style';
import { pointTooltipContainer } from './GuideTooltip';
import { useChartLayout } from './useChartLayout';

interface MonthBarChartProps {
  /** Names the chart for screen readers. */
  title: string;
  /** "YYYY-MM" months, oldest first. */
  months: readonly { month: string; value: number }[];
  /** A value on the axis ("5 000 Kč", "3"). */
  axisText: (value: number) => string;
  /** A value in the tooltip ("5 000 Kč", "3 registrace"); the axis text when not given. */
  valueText?: (value: number) => string;
  color: string;
  height?: number;
  /** Month names only under the bars ("říj"), for a year of bars on a narrow card. */
  shortLabels?: boolean;
}

/** Months as bars at the container's real width: round axis steps, Czech month labels, one tooltip with a guide line per month. */
export function MonthBarChart({ title, months, axisText, valueText = axisText, color, height = 260, shortLabels = false }: MonthBarChartProps) {
  const { measure, ...layout } = useChartLayout();
  const points = months.map((row) => ({ x: czechMonthLabel(row.month), y: row.value, text: `${czechMonthLabel(row.month)}: ${valueText(row.value)}` }));
  const ticks = roundTicks(Math.max(0, ...months.map((row) => row.value)));
  return (
    <div ref={measure}>
      <VictoryChart
        title={title}
        desc={chartDescription(points)}
        height={height}
        width={layout.width}
        padding={layout.padding}
        domainPadding={{ x: shortLabels ? 16 : 24 }}
        domain={{ y: [0, ticks[ticks.length - 1]] }}
        containerComponent={pointTooltipContainer<{ text: string }>((datum) => datum.text)}
      >
        <VictoryAxis fixLabelOverlap style={CHART_AXIS_STYLE} tickFormat={shortLabels ? (label: string) => label.split(' ')[0] : undefined} />
        <VictoryAxis dependentAxis tickValues={ticks} tickFormat={axisText} style={CHART_AXIS_STYLE} />
        <VictoryBar data={points} barRatio={0.6} cornerRadius={{ top: 4 }} style={{ data: { fill: color } }} />
      </VictoryChart>
    </div>
  );
}
