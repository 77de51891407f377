import { ReactNode } from 'react';

/** A message that screen readers announce: errors as alerts, successes as status. */
export function Alert({ kind = 'error', children }: { kind?: 'error' | 'success'; children: ReactNode }) {
  return (
    <div className={`ui-alert${kind === 'success' ? ' ui-alert--success' : ''}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
