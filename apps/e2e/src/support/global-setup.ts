import { chmodSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FakeFioApi } from '../../../../libs/server/src/testing/fake-fio-api';
import { E2E_FIO_TOKEN, e2eFioAccount } from './fio';

interface RunningStack {
  urls: { api: string; web: string; admin: string; auth: string | null };
  stop: () => Promise<void>;
}

declare global {
  var __bonusKlubStack: { stack: RunningStack; dataDir: string; stopFio?: () => Promise<void> } | undefined;
}

/** Starts the product as `npm start` does, but on free ports, a throw-away data directory and the apps built. */
export default async function globalSetup() {
  const { startStack, freePort } = await import('../../../../tools/dev/stack.mjs');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bonus-klub-e2e-'));
  chmodSync(dataDir, 0o755);
  const ports = { api: await freePort(), web: await freePort(), admin: await freePort(), auth: await freePort(), db: await freePort() };
  const env = { ...process.env };
  for (const key of ['DATABASE_URL', 'FIREBASE_SERVICE_ACCOUNT_JSON', 'VITE_WEB_URL', 'CORS_ORIGINS']) delete env[key];
  // Fio banka's API as a local stand-in (members' bank connections), with the token the e2e test pastes.
  const fio = await new FakeFioApi().start();
  fio.addAccount(E2E_FIO_TOKEN, e2eFioAccount());
  env.FIO_API_URL = fio.url;
  // Every browser of every worker calls from 127.0.0.1, and the files register dozens of members: the edge's
  // limits are raised to what a run needs with room to spare, yet stay on (docs/operations.md, "Rate limits").
  env.RATE_LIMIT_PER_IP ??= '60000';
  env.RATE_LIMIT_PER_CREDENTIAL ??= '6000';
  env.RATE_LIMIT_STRICT ??= '2000';
  // The apps as production serves them (built, behind nginx): what ships is what is tested, and a page loads
  // a few files instead of Vite's hundreds of modules in every new browser context.
  const stack: RunningStack = await startStack({ dataDir, ports, env, quiet: true, log: () => undefined, clients: 'built' });
  globalThis.__bonusKlubStack = { stack, dataDir, stopFio: () => fio.stop() };
  process.env.E2E_WEB_URL = stack.urls.web;
  process.env.E2E_ADMIN_URL = stack.urls.admin;
  process.env.E2E_API_URL = stack.urls.api;
  process.env.E2E_AUTH_URL = stack.urls.auth ?? '';
  // What nginx serves as the web app: the production-build test reads the built files.
  process.env.E2E_WEB_BUILD_DIR = path.join(dataDir, 'build', 'web');
}
