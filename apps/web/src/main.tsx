import { configureCspSafeValidation, PublicApiUrl } from '@bonus/client';
import { ThemeProvider } from '@bonus/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { config } from './config';
import { Root } from './Root';

configureCspSafeValidation();
// The installable app (PWA): production builds keep the shell and assets for offline starts.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined));
}

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
