// The Firebase Auth emulator from firebase-tools: real Firebase Authentication, locally, no network.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { BIN, freePort, spawnService, stopChild, waitForHttp } from './processes.mjs';

/**
 * Starts the Firebase Auth emulator on 127.0.0.1:port; resolves with its process once it answers.
 * `services` (a serviceGroup), when given, gets the process as soon as it exists.
 */
export async function startAuthEmulator({ dataDir, port, projectId, quiet = false, services = undefined }) {
  // The emulator's hub and logging ports are picked free so that tests and `npm start` can run side by side.
  const [hub, logging] = [await freePort(), await freePort()];
  const config = path.join(dataDir, 'firebase.json');
  writeFileSync(
    config,
    JSON.stringify({ emulators: { auth: { host: '127.0.0.1', port }, hub: { host: '127.0.0.1', port: hub }, logging: { host: '127.0.0.1', port: logging }, ui: { enabled: false } } }, null, 2),
  );
  const args = ['emulators:start', '--only', 'auth', '--project', projectId, '--config', config];
  // firebase-tools keeps its settings under XDG_CONFIG_HOME: in the data dir, so two stacks share no file.
  const env = { ...process.env, NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', XDG_CONFIG_HOME: path.join(dataDir, 'config') };
  const child = spawnService('auth', BIN('firebase'), args, { env, quiet, cwd: dataDir });
  services?.add(child);
  try {
    await waitForHttp(`http://127.0.0.1:${port}/`, 'Firebase Auth emulator', 90_000, child);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return child;
}

