import { useQuery } from '@apollo/client/react';
import { REGISTRATION_STATUS_QUERY } from './auth.graphql';
import { errorMessage } from '@bonus/domain';
import { Alert, LoadingState } from '@bonus/ui';
import { ReactNode } from 'react';

/**
 * Shows the registration form only while new accounts are taken: closed or under maintenance, the
 * page says so before anything is typed (the server refuses such a registration anyway). If the
 * status cannot be read, the form shows and the server's answer decides.
 */
export function RegistrationGate({ children }: { children: ReactNode }) {
  const { data, loading } = useQuery(REGISTRATION_STATUS_QUERY, { fetchPolicy: 'network-only' });
  if (loading) return <LoadingState label="Ověřuji, zda je registrace otevřená…" />;
  const status = data?.registrationStatus ?? 'open';
  if (status === 'open') return <>{children}</>;
  return <Alert>{errorMessage(status === 'maintenance' ? 'MAINTENANCE' : 'REGISTRATION_CLOSED')}</Alert>;
}
