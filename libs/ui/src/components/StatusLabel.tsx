import type { ReactNode } from 'react';

export type StatusTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

/** A coloured status label (payout states, risk, visibility). The text always says the state; colour only repeats it. */
export function StatusLabel({ tone, children }: { tone: StatusTone; children: ReactNode }) {
  return <span className={`ui-status-label ui-status-label--${tone}`}>{children}</span>;
}
