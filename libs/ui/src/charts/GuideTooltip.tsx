import { VictoryTooltip, VictoryTooltipProps, VictoryVoronoiContainer } from 'victory';
import { CHART_TOOLTIP_STYLE } from './chart-style';

type GuideTooltipProps = VictoryTooltipProps & { scale?: { y: { range: () => number[] } } };

/**
 * The tooltip of the point under the pointer, with a vertical guide line from the top of the plot to the
 * axis so the eye finds the month. Given to a VictoryVoronoiContainer as its labelComponent, with one
 * labelled series, it is the one tooltip of that point.
 */
export function GuideTooltip(props: GuideTooltipProps) {
  const { x, scale, active } = props;
  const range = scale?.y.range() ?? [];
  return (
    <g className="ui-chart-guide">
      {active && typeof x === 'number' && range.length === 2 && (
        <line x1={x} x2={x} y1={Math.min(...range)} y2={Math.max(...range)} stroke="var(--color-text-muted)" strokeWidth={1} strokeDasharray="3 3" pointerEvents="none" />
      )}
      <VictoryTooltip {...props} cornerRadius={6} flyoutPadding={{ top: 6, bottom: 6, left: 10, right: 10 }} {...CHART_TOOLTIP_STYLE} />
    </g>
  );
}

/**
 * The chart container that shows one tooltip per point: the points nearest the pointer along x, from the
 * labelled series only (`unlabelled` names the series, e.g. dots over a line, that repeat the same points).
 */
export function pointTooltipContainer<T>(text: (datum: T) => string, unlabelled: string[] = []) {
  return <VictoryVoronoiContainer voronoiDimension="x" voronoiBlacklist={unlabelled} labels={({ datum }) => text(datum as T)} labelComponent={<GuideTooltip />} />;
}
