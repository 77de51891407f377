import { ClientProviders, configureCspSafeValidation, createApolloClient, createFirebaseAuthLoader } from '@bonus/client';
import { ThemeProvider } from '@bonus/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { App } from './App';
import { HandoverSignIn, takeHandoverToken } from './features/auth/HandoverSignIn';
import './admin.css';

configureCspSafeValidation();
const auth = createFirebaseAuthLoader({
  apiKey: import.meta.env.VITE_FIREBASE_API_KEY,
  authDomain: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN,
  projectId: import.meta.env.VITE_FIREBASE_PROJECT_ID,
  emulatorUrl: import.meta.env.VITE_FIREBASE_AUTH_EMULATOR_URL,
});
const handoverToken = takeHandoverToken();
const client = createApolloClient({ apiUrl: import.meta.env.VITE_API_URL ?? '', auth });
// A data router (one catch-all route around the app's own <Routes>): the bonus editor's leave warning needs useBlocker, which only a data router has.
const router = createBrowserRouter([
  {
    path: '*',
    element: (
      <HandoverSignIn token={handoverToken}>
        <App />
      </HandoverSignIn>
    ),
  },
]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider>
      <ClientProviders auth={auth} client={client}>
        <RouterProvider router={router} />
      </ClientProviders>
    </ThemeProvider>
  </StrictMode>,
);
