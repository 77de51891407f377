import { useQuery } from '@apollo/client/react';
import { useAuth } from '@bonus/client';
import { ME_QUERY } from './auth.graphql';
import { adminLoginPath, errorMessage } from '@bonus/domain';
import { Button, Card, ErrorState, LoadingState } from '@bonus/ui';
import { Navigate, Outlet, useLocation } from 'react-router';
import { AdminLayout, AdminNavSection } from './AdminLayout';

/**
 * A signed-in member without admin rights: a clear refusal, the way to the member section and
 * sign-out. (The old product redirected silently; the server refuses every admin call either way.)
 */
function AdminOnlyRefusal({ name }: { name: string }) {
  const { signOut } = useAuth();
  return (
    <main className="admin-login">
      <Card aria-labelledby="admin-refusal-title">
        <h1 id="admin-refusal-title">Přístup odepřen</h1>
        <p role="alert">{errorMessage('ADMIN_ONLY')}</p>
        <p>Přihlášeni jste jako {name}.</p>
        <div className="admin-actions">
          <a className="ui-button ui-button--primary" href={`${import.meta.env.VITE_WEB_URL ?? ''}/dashboard`}>
            Přejít do členské sekce
          </a>
          <Button variant="secondary" onClick={() => void signOut()}>
            Odhlásit se
          </Button>
        </div>
      </Card>
    </main>
  );
}

/** Only signed-in admins get past: no user → /login, a member without admin rights → a refusal. */
export function AdminGuard({ nav }: { nav: AdminNavSection[] }) {
  const { firebaseUser } = useAuth();
  const location = useLocation();
  const { data, loading, error, refetch } = useQuery(ME_QUERY, { skip: !firebaseUser, fetchPolicy: 'network-only' });

  if (firebaseUser === undefined || loading) return <LoadingState label="Ověřuji přihlášení…" />;
  // The asked-for page travels in the address, so it survives a reload of the login page.
  if (!firebaseUser) return <Navigate to={adminLoginPath(location.pathname + location.search + location.hash)} replace />;
  if (error || !data) return <ErrorState message={error?.message ?? errorMessage('DATA_LOAD_FAILED')} onRetry={() => void refetch()} />;
  if (!data.me.admin) return <AdminOnlyRefusal name={data.me.email ?? data.me.name} />;
  return (
    <AdminLayout viewerName={data.me.name} nav={nav}>
      <Outlet />
    </AdminLayout>
  );
}
