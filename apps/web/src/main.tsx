import { configureCspSafeValidation, PublicApiUrl } from '@bonus/client';
import { ThemeProvider } from '@bonus/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { config } from './config';
import { registerServiceWorker } from './pwa';
import { Root } from './Root';

configureCspSafeValidation();
registerServiceWorker();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider>
      <PublicApiUrl.Provider value={config.apiUrl}>
        <BrowserRouter>
          <Root />
        </BrowserRouter>
      </PublicApiUrl.Provider>
    </ThemeProvider>
  </StrictMode>,
);
