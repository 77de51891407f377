import { ClientProviders, createApolloClient, createFirebaseAuthLoader } from '@bonus/client';
import { App } from './App';
import { config } from './config';
import { SESSION_LOST_EVENT, SessionProvider } from './session/SessionProvider';

const auth = createFirebaseAuthLoader(config.firebase);
// The session provider listens for this and logs out (spec section 4: a failed token refresh logs out).
const client = createApolloClient({ apiUrl: config.apiUrl, auth, offlineCopy: true, onSessionLost: (code) => window.dispatchEvent(new CustomEvent(SESSION_LOST_EVENT, { detail: code })) });

/** Everything beyond the anonymous home page: sign-in, the session, the GraphQL client and every other route. */
export function MemberApp() {
  return (
    <ClientProviders auth={auth} client={client}>
      <SessionProvider>
        <App />
      </SessionProvider>
    </ClientProviders>
  );
}
