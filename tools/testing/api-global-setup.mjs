// Jest global setup for the api: embedded PostgreSQL plus the Firebase Auth emulator on free ports, and a
// throw-away directory for what they write.
import { mkdtempSync, chmodSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startAuthEmulator } from '../dev/auth-emulator.mjs';
import { freePort } from '../dev/processes.mjs';
import startPostgres from './postgres-global-setup.mjs';

/** @param {{ maxWorkers: number }} globalConfig jest's: a PostgreSQL cluster is started for each of its workers */
export default async function setup(globalConfig) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bonus-klub-auth-'));
  chmodSync(dataDir, 0o755);
  const port = await freePort();
  const projectId = 'demo-bonus-klub-test';
  const [emulator] = await Promise.all([startAuthEmulator({ dataDir, port, projectId, quiet: true }), startPostgres(globalConfig)]);
  process.env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${port}`;
  process.env.FIREBASE_PROJECT_ID = projectId;
  // Mail the api writes without SMTP stays in this run's directory, not in the repository's .data/.
  process.env.MAIL_DIR = path.join(dataDir, 'mail');
  globalThis.__bonusKlubAuthEmulator = { emulator, dataDir };
}
