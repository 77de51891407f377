import { chmodSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

interface RunningStack {
  urls: { api: string; web: string; admin: string; auth: string | null };
  stop: () => Promise<void>;
}

declare global {
  var __bonusKlubStack: { stack: RunningStack; dataDir: string } | undefined;
}

/** Starts the product the way `npm start` does, but on free ports and a throw-away data directory. */
export default async function globalSetup() {
  const { startStack, freePort } = await import('../../../../tools/dev/stack.mjs');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bonus-klub-e2e-'));
  chmodSync(dataDir, 0o755);
  const ports = { api: await freePort(), web: await freePort(), admin: await freePort(), auth: await freePort(), db: await freePort() };
  const env = { ...process.env };
  for (const key of ['DATABASE_URL', 'FIREBASE_SERVICE_ACCOUNT_JSON', 'VITE_WEB_URL', 'CORS_ORIGINS']) delete env[key];
  const stack: RunningStack = await startStack({ dataDir, ports, env, quiet: true, log: () => undefined });
  globalThis.__bonusKlubStack = { stack, dataDir };
  process.env.E2E_WEB_URL = stack.urls.web;
  process.env.E2E_ADMIN_URL = stack.urls.admin;
  process.env.E2E_API_URL = stack.urls.api;
  process.env.E2E_AUTH_URL = stack.urls.auth ?? '';
}
