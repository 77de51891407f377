import { errorMessage } from '@bonus/domain';
import { ErrorState, LoadingState } from '@bonus/ui';
import { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from './session-context';

/** What a member who cannot be loaded now reads, by the reason. */
const UNAVAILABLE_TEXTS = {
  offline: 'Nepodařilo se načíst váš účet. Zkontrolujte připojení.',
  maintenance: errorMessage('MAINTENANCE'),
  'sign-in': errorMessage('AUTH_UNAVAILABLE'),
} as const;

/** No user → /login (spec section 2, guards); an account waiting for approval sees only `pending`, the waiting screen. */
export function RequireMember({ children, pending }: { children: ReactNode; pending: ReactNode }) {
  const { state, refresh } = useSession();
  const location = useLocation();
  if (state.status === 'loading') return <LoadingState label="Načítám váš účet…" />;
  if (state.status === 'unavailable') {
    const message = UNAVAILABLE_TEXTS[state.reason];
    return (
      <main id="main" className="maintenance-page">
        <ErrorState message={message} onRetry={() => void refresh()} />
      </main>
    );
  }
  if (state.status === 'anonymous') return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  if (state.status === 'pending') return <>{pending}</>;
  return <>{children}</>;
}
