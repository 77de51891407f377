import { czechMonthLabel, czechMonthName, finishedMonthChange, roundTicks } from '@bonus/domain';
import { CHART_AXIS_STYLE, CHART_TOOLTIP_STYLE, ChartHeadline, chartDescription, useChartLayout } from '@bonus/ui';
import { VictoryAxis, VictoryBar, VictoryChart, VictoryTooltip, VictoryVoronoiContainer } from 'victory';

const SIGN = { up: 1, down: -1, even: 0 } as const;

interface MonthlyBarsProps {
  title: string;
  rows: { month: string; value: number }[];
  /** A value on the axis ("5 000 Kč", "3"). */
  format: (value: number) => string;
  /** A value in the headline and tooltip ("5 000 Kč", "3 registrace"); the axis format when not given. */
  valueText?: (value: number) => string;
  color: string;
}

/**
 * Twelve months as bars under their headline (the last finished month against the one before), with round
 * axis steps, Czech month labels and one tooltip per month.
 */
export function MonthlyBars({ title, rows, format, valueText = format, color }: MonthlyBarsProps) {
  const layout = useChartLayout();
  const points = rows.map((row) => ({ x: row.month, y: row.value, text: `${czechMonthLabel(row.month)}: ${valueText(row.value)}` }));
  const ticks = roundTicks(Math.max(0, ...rows.map((row) => row.value)));
  const headline = finishedMonthChange(rows);
  return (
    <>
      {headline && (
        <ChartHeadline
          value={`${valueText(headline.value)} za ${czechMonthName(headline.month).split(' ')[0]}`}
          change={SIGN[headline.change.tone]}
          changeText={headline.change.text}
        />
      )}
      <VictoryChart
        title={title}
        desc={chartDescription(points)}
        height={240}
        width={layout.width}
        padding={layout.padding}
        domainPadding={{ x: 16 }}
        domain={{ y: [0, ticks[ticks.length - 1]] }}
        containerComponent={<VictoryVoronoiContainer voronoiDimension="x" labels={({ datum }) => (datum as { text: string }).text} labelComponent={<VictoryTooltip cornerRadius={6} {...CHART_TOOLTIP_STYLE} />} />}
      >
        <VictoryAxis fixLabelOverlap style={CHART_AXIS_STYLE} tickFormat={(month: string) => czechMonthLabel(month).split(' ')[0]} />
        <VictoryAxis dependentAxis style={CHART_AXIS_STYLE} tickValues={ticks} tickFormat={format} />
        <VictoryBar data={points} barRatio={0.6} cornerRadius={{ top: 4 }} style={{ data: { fill: color } }} />
      </VictoryChart>
    </>
  );
}
