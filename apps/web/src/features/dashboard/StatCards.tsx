import { errorMessage } from '@bonus/domain';
import { ErrorState, LoadingState } from '@bonus/ui';
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

/** A statistics chart's loading and failure states (spec section 8: 'Error' with 'try again'), else the chart. */
export function ChartState({ failed, loaded, onRetry, label, children }: { failed: boolean; loaded: boolean; onRetry: () => void; label: string; children: ReactNode }) {
  if (failed && !loaded) return <ErrorState message={errorMessage('STATS_LOAD_FAILED')} retryLabel="try again" onRetry={onRetry} />;
  if (!loaded) return <LoadingState label="Načítám graf…" />;
  return (
    <figure className="dash-chart" aria-label={label}>
      {children}
    </figure>
  );
}
