import { rmSync } from 'node:fs';
import { stopChild } from '../dev/processes.mjs';
import stopPostgres from './postgres-global-teardown.mjs';

export default async function teardown() {
  const state = globalThis.__bonusKlubAuthEmulator;
  await Promise.all([state ? stopChild(state.emulator) : null, stopPostgres()]);
  if (state) rmSync(state.dataDir, { recursive: true, force: true });
}
