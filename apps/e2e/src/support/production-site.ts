import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiUrl, authEmulatorUrl } from './urls';

/** The production build of the web app against the running stack, served as nginx serves it. */
export async function startProductionSite(): Promise<{ url: string; directory: string; stop: () => void }> {
  const { buildApp, serveBuild } = await import('../../../../tools/dev/production-build.mjs');
  const { freePort } = await import('../../../../tools/db/embedded-postgres.mjs');
  const directory = mkdtempSync(path.join(os.tmpdir(), 'bonus-klub-build-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  buildApp({
    app: 'web',
    outDir: directory,
    env: {
      VITE_API_URL: '', // same origin: /graphql is passed to the api, as nginx does
      VITE_FIREBASE_PROJECT_ID: 'demo-bonus-klub',
      VITE_FIREBASE_API_KEY: 'demo-api-key',
      VITE_FIREBASE_AUTH_DOMAIN: 'demo-bonus-klub.firebaseapp.com',
      VITE_FIREBASE_AUTH_EMULATOR_URL: authEmulatorUrl('').replace(/\/$/, ''),
      VITE_WEB_URL: url,
    },
  });
  const server = await serveBuild({ directory, port, apiUrl: apiUrl('') });
  return {
    url,
    directory,
    stop: () => {
      server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
