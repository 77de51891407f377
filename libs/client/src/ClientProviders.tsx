import { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ReactNode } from 'react';
import { AuthProvider } from './auth/AuthProvider';
import type { FirebaseAuthLoader } from './auth/firebase-auth';

/** Firebase sign-in and the Apollo client, as both apps need them. */
export function ClientProviders({ auth, client, children }: { auth: FirebaseAuthLoader; client: ApolloClient; children: ReactNode }) {
  return (
    <AuthProvider auth={auth}>
      <ApolloProvider client={client}>{children}</ApolloProvider>
    </AuthProvider>
  );
}
