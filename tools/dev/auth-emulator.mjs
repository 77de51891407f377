// The Firebase Auth emulator from firebase-tools: real Firebase Authentication, locally, no network.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../db/embedded-postgres.mjs';
import { BIN, spawnService, stopChild, waitForHttp } from './processes.mjs';

/** Starts the Firebase Auth emulator on 127.0.0.1:port; resolves with its process once it answers. */
export async function startAuthEmulator({ dataDir, port, projectId, quiet = false }) {
  // The emulator's hub and logging ports are picked free so that tests and `npm start` can run side by side.
  const [hub, logging] = [await freePort(), await freePort()];
  const config = path.join(dataDir, 'firebase.json');
  writeFileSync(
    config,
    JSON.stringify({ emulators: { auth: { host: '127.0.0.1', port }, hub: { host: '127.0.0.1', port: hub }, logging: { host: '127.0.0.1', port: logging }, ui: { enabled: false } } }, null, 2),
  );
  const args = ['emulators:start', '--only', 'auth', '--project', projectId, '--config', config];
  const env = { ...process.env, NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' };
  const child = spawnService('auth', BIN('firebase'), args, env, quiet, dataDir);
  try {
    await waitForHttp(`http://127.0.0.1:${port}/`, 'Firebase Auth emulator', 90_000, child);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return child;
}

