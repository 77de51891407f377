import type { ReactNode } from 'react';

/**
 * The figure a chart is about, above it, so it reads at a glance: "15 415 Kč · +2 200 Kč za listopad".
 * `change` is the latest period's movement, coloured by its sign; `period` names that period ("za listopad").
 */
export function ChartHeadline({ value, change, changeText, period }: { value: ReactNode; change?: number; changeText?: ReactNode; period?: string }) {
  const tone = change === undefined ? 'even' : change > 0 ? 'up' : change < 0 ? 'down' : 'even';
  return (
    <p className="ui-chart-headline">
      <strong className="ui-chart-headline__value ui-money">{value}</strong>
      {changeText !== undefined && (
        <span className={`ui-diff-chip ui-diff-chip--${tone}`}>
          {/* One flex item, so the space before the period stays. */}
          <span>
            {changeText}
            {period ? ` ${period}` : ''}
          </span>
        </span>
      )}
    </p>
  );
}
