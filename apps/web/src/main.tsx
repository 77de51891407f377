import { ClientProviders, createApolloClient, initFirebaseAuth } from '@bonus/client';
import { ThemeProvider } from '@bonus/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App';
import { config } from './config';
import { SessionProvider } from './session/SessionProvider';

const auth = initFirebaseAuth(config.firebase);
const client = createApolloClient({ apiUrl: config.apiUrl, auth });

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
