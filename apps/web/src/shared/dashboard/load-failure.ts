import { ErrorCode, errorMessage } from '@bonus/domain';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { dashboardPath } from './dashboard-pages';

interface OverviewState {
  alert?: string;
}

/** A dashboard page that cannot load sends the member to the overview with the spec's message (spec section 8). */
export function useRedirectOnLoadFailure(failed: boolean, code: ErrorCode): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (failed) navigate(dashboardPath(), { state: { alert: errorMessage(code) } satisfies OverviewState });
  }, [failed, code, navigate]);
}

/** The message a failed page left for the overview, if any. */
export function useLoadFailureAlert(): string | null {
  return (useLocation().state as OverviewState | null)?.alert ?? null;
}
