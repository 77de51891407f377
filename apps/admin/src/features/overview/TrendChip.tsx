import { ChangeTone, periodChange } from '@bonus/domain';
import { Minus, TrendingDown, TrendingUp } from 'lucide-react';

const ICONS = { up: TrendingUp, down: TrendingDown, even: Minus } as const;

/** ChartHeadline colours a change by its sign. */
export const toneSign = (tone: ChangeTone) => (tone === 'up' ? 1 : tone === 'down' ? -1 : 0);

/** A figure against the same span of the previous month as a coloured chip: "+12 % proti říjnu". */
export function TrendChip({ current, previous, previousMonth }: { current: number; previous: number; previousMonth: string }) {
  const change = periodChange(current, previous, previousMonth);
  const Icon = ICONS[change.tone];
  return (
    <span className={`ui-diff-chip ui-diff-chip--${change.tone} overview-trend`} data-testid="trend-chip">
      <Icon aria-hidden="true" size={14} strokeWidth={2.5} />
      {change.text}
    </span>
  );
}
