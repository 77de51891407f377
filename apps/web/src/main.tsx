import { ApolloProvider } from '@apollo/client/react';
import { createApolloClient } from '@bonus/client';
import { ThemeProvider } from '@bonus/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App';

const client = createApolloClient({ apiUrl: import.meta.env.VITE_API_URL ?? '' });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider>
      <ApolloProvider client={client}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </ApolloProvider>
    </ThemeProvider>
  </StrictMode>,
);
