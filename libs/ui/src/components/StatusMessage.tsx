import { HTMLAttributes, ReactNode } from 'react';

/** Loading indicator announced to screen readers. */
export function LoadingState({ label = 'Načítám…' }: { label?: string }) {
  return (
    <div className="ui-status" role="status" aria-live="polite">
      <span className="ui-spinner" aria-hidden="true" /> {label}
    </div>
  );
}

/** An error with an optional retry action. */
export function ErrorState({ message, onRetry, retryLabel = 'Zkusit znovu' }: { message: string; onRetry?: () => void; retryLabel?: string }) {
  return (
    <div className="ui-status ui-status--error" role="alert">
      <p>{message}</p>
      {onRetry && (
        <button type="button" className="ui-button ui-button--secondary" onClick={onRetry}>
          {retryLabel}
        </button>
      )}
    </div>
  );
}

export function Card({ children, className, ...rest }: { children: ReactNode; className?: string } & HTMLAttributes<HTMLElement>) {
  return (
    <section className={['ui-card', className].filter(Boolean).join(' ')} {...rest}>
      {children}
    </section>
  );
}
