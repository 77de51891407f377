/** Victory axis styling (labels drawn at the chart's real width, see useChartLayout, so 12 here is 12 px on screen) on the theme tokens, shared by every chart so light and dark themes both read well. */
export const CHART_AXIS_STYLE = {
  axis: { stroke: 'var(--color-border)' },
  tickLabels: { fill: 'var(--color-text-muted)', fontSize: 12, fontFamily: 'inherit' },
  grid: { stroke: 'var(--color-border)', strokeDasharray: '4 6' },
};

/** Tooltip flyout on the raised surface. */
export const CHART_TOOLTIP_STYLE = {
  flyoutStyle: { fill: 'var(--color-surface-raised)', stroke: 'var(--color-border)' },
  style: { fill: 'var(--color-text)', fontSize: 13, fontFamily: 'inherit' },
};

/** An axis title ("Výsledek (Kč)"): a little larger than the ticks, in the text colour. */
export const CHART_AXIS_TITLE_STYLE = { ...CHART_AXIS_STYLE, axisLabel: { fill: 'var(--color-text)', fontSize: 12, fontWeight: 600, fontFamily: 'inherit' } };
