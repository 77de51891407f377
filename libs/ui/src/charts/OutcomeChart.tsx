import { formatSignedCzk, outcomeRange } from '@bonus/domain';
import { VictoryAxis, VictoryBar, VictoryChart, VictoryLabel } from 'victory';
import { chartDescription } from './chart-description';
import { CHART_AXIS_TITLE_STYLE } from './chart-style';
import { pointTooltipContainer } from './GuideTooltip';
import { useChartLayout } from './useChartLayout';

interface OutcomeChartProps {
  /** Names the chart for screen readers. */
  title: string;
  /** Outcomes from `from` up to `to` Kč and their share of the play-throughs (0–1), lowest first. */
  buckets: readonly { from: number; to: number; share: number }[];
  height?: number;
}

/** The axes' titles, with their units: what one bar stands for and how tall it is. */
export const OUTCOME_AXIS_TITLES = { x: 'Výsledek jednoho průchodu (Kč)', y: 'Podíl průchodů (%)' } as const;

const percent = (share: number) => `${Math.round(share * 100)}\u00a0%`;

/** How the outcomes of an offer spread: a bar per range of Kč, losses in the danger colour and gains in the success colour. */
export function OutcomeChart({ title, buckets, height = 200 }: OutcomeChartProps) {
  const { measure, ...layout } = useChartLayout();
  const points = buckets.map((bucket, index) => ({
    x: index + 1,
    y: bucket.share * 100,
    loss: bucket.to <= 0,
    text: `${outcomeRange({ p10: bucket.from, p90: bucket.to })}: ${percent(bucket.share)}`,
  }));
  const top = Math.max(10, Math.ceil(Math.max(0, ...points.map((point) => point.y)) / 10) * 10);
  return (
    <div ref={measure} className="ui-outcome-chart">
      <VictoryChart
        title={title}
        desc={chartDescription(points)}
        height={height + 24}
        width={layout.width}
        padding={{ ...layout.padding, left: 64, bottom: layout.padding.bottom + 24 }}
        domainPadding={{ x: 16 }}
        domain={{ y: [0, top] }}
        containerComponent={pointTooltipContainer<{ text: string }>((datum) => datum.text)}
      >
        <VictoryAxis
          fixLabelOverlap
          label={OUTCOME_AXIS_TITLES.x}
          axisLabelComponent={<VictoryLabel dy={10} />}
          style={CHART_AXIS_TITLE_STYLE}
          tickValues={points.map((point) => point.x)}
          tickFormat={(x: number) => formatSignedCzk(buckets[x - 1]?.from ?? 0)}
        />
        <VictoryAxis
          dependentAxis
          label={OUTCOME_AXIS_TITLES.y}
          axisLabelComponent={<VictoryLabel dy={-22} />}
          tickValues={[0, top / 2, top]}
          tickFormat={(value: number) => `${value}\u00a0%`}
          style={CHART_AXIS_TITLE_STYLE}
        />
        <VictoryBar
          data={points}
          barRatio={0.8}
          cornerRadius={{ top: 3 }}
          style={{ data: { fill: ({ datum }: { datum?: { loss: boolean } }) => (datum?.loss ? 'var(--color-danger)' : 'var(--color-success)') } }}
        />
      </VictoryChart>
    </div>
  );
}
