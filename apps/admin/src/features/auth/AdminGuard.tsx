import { useQuery } from '@apollo/client/react';
import { ME_QUERY, useAuth } from '@bonus/client';
import { ErrorState, LoadingState } from '@bonus/ui';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { AdminLayout } from './AdminLayout';

/** Only signed-in admins get past: no user → /login, a member without admin rights → their dashboard. */
export function AdminGuard() {
  const { firebaseUser } = useAuth();
  const location = useLocation();
  const { data, loading, error, refetch } = useQuery(ME_QUERY, { skip: !firebaseUser, fetchPolicy: 'network-only' });
  const isMemberOnly = data && !data.me.admin;

  useEffect(() => {
    if (isMemberOnly) window.location.assign(`${import.meta.env.VITE_WEB_URL ?? ''}/dashboard`);
  }, [isMemberOnly]);

  if (firebaseUser === undefined || loading) return <LoadingState label="Ověřuji přihlášení…" />;
  if (!firebaseUser) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  if (error) return <ErrorState message={error.message} onRetry={() => void refetch()} />;
  if (!data || isMemberOnly) return <LoadingState label="Přesměrovávám…" />;
  return (
    <AdminLayout viewerName={data.me.name}>
      <Outlet />
    </AdminLayout>
  );
}
