import { useMutation } from '@apollo/client/react';
import { adminHandoverUrl } from '@bonus/domain';
import { ErrorState, LoadingState } from '@bonus/ui';
import { useEffect, useRef } from 'react';
import { Navigate, useLocation } from 'react-router';
import { config } from '../config';
import { ADMIN_SIGN_IN_TOKEN_MUTATION } from './admin-handover.graphql';
import { useSession } from './session-context';
import { failureText } from '../shared/failure-text';
import { dashboardPath } from '../shared/dashboard/dashboard-pages';

/**
 * Admin-only paths on the web app: members go to /dashboard, admins to the separately deployed back
 * office, already signed in there: the api mints a sign-in token that travels in the address's fragment.
 */
export function AdminRedirect() {
  const { state } = useSession();
  const location = useLocation();
  const [mintToken, { error }] = useMutation(ADMIN_SIGN_IN_TOKEN_MUTATION);
  const isAdmin = state.status === 'member' && state.me.admin && Boolean(config.adminUrl);
  const started = useRef(false);
  useEffect(() => {
    if (!isAdmin || started.current) return;
    started.current = true;
    void mintToken().then(({ data }) => data && window.location.replace(adminHandoverUrl(config.adminUrl, location.pathname, data.adminSignInToken)), () => undefined);
  }, [isAdmin, mintToken, location.pathname]);

  if (state.status === 'loading' || state.status === 'unavailable') return <LoadingState />;
  if (state.status === 'anonymous') return <Navigate to="/login" replace />;
  if (!isAdmin) return <Navigate to={dashboardPath()} replace />;
  if (error) {
    return (
      <main id="main" className="maintenance-page">
        <ErrorState message={failureText(error, 'ADMIN_HANDOVER_FAILED')} />
        <a className="ui-button ui-button--primary" href={`${config.adminUrl}/login`}>
          Přihlásit se do administrace
        </a>
      </main>
    );
  }
  return <LoadingState label="Přesměrovávám do administrace…" />;
}
