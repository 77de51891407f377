import { errorMessage } from '@bonus/domain';
import { ErrorState, Skeleton } from '@bonus/ui';
import { ReactNode } from 'react';

export interface StatCard {
  label: string;
  value: string;
  testId: string;
}

/** A row of headline numbers (overview, referrals). */
export function StatCards({ cards }: { cards: StatCard[] }) {
  return (
    <dl className="stat-cards">
      {cards.map((card) => (
        <div key={card.label} className="stat-card" data-testid={card.testId}>
          <dt>{card.label}</dt>
          <dd>{card.value}</dd>
        </div>
      ))}
    </dl>
  );
}

interface StatsStateProps {
  failed: boolean;
  loaded: boolean;
  onRetry: () => void;
  loadingLabel: string;
  /** The shape of what loads: lines of figures, or one block (a chart). */
  loadingShape?: 'rows' | 'block';
  children: ReactNode;
}

/** Statistics' loading and failure states (spec section 8: 'Error' with 'try again'), else the statistics. */
export function StatsState({ failed, loaded, onRetry, loadingLabel, loadingShape = 'rows', children }: StatsStateProps) {
  if (failed && !loaded) return <ErrorState message={errorMessage('STATS_LOAD_FAILED')} retryLabel="try again" onRetry={onRetry} />;
  if (!loaded) return <Skeleton label={loadingLabel} shape={loadingShape} count={2} />;
  return <>{children}</>;
}

/** A statistics chart in its loading and failure states; `empty` (what to do first) replaces a chart with nothing to draw. */
export function ChartState({ label, empty, children, ...state }: Omit<StatsStateProps, 'loadingLabel' | 'loadingShape'> & { label: string; empty?: ReactNode }) {
  return (
    <StatsState {...state} loadingLabel="Načítám graf…" loadingShape="block">
      {empty ? (
        <div className="dash-chart-empty" role="note" aria-label={label} data-testid="chart-empty">
          {empty}
        </div>
      ) : (
        <figure className="dash-chart" aria-label={label}>
          {children}
        </figure>
      )}
    </StatsState>
  );
}
