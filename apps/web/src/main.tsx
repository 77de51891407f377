import { ClientProviders, configureCspSafeValidation, createApolloClient, createFirebaseAuthLoader } from '@bonus/client';
import { ThemeProvider } from '@bonus/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App';
import { config } from './config';
import { SESSION_LOST_EVENT, SessionProvider } from './session/SessionProvider';

configureCspSafeValidation();
const auth = createFirebaseAuthLoader(config.firebase);
// The session provider listens for this and logs out (spec section 4: a failed token refresh logs out).
const client = createApolloClient({ apiUrl: config.apiUrl, auth, onSessionLost: (code) => window.dispatchEvent(new CustomEvent(SESSION_LOST_EVENT, { detail: code })) });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider>
      <ClientProviders auth={auth} client={client}>
        <BrowserRouter>
          <SessionProvider>
            <App />
          </SessionProvider>
        </BrowserRouter>
      </ClientProviders>
    </ThemeProvider>
  </StrictMode>,
);
