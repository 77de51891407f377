import { rmSync } from 'node:fs';

export default async function globalTeardown() {
  const running = globalThis.__bonusKlubStack;
  if (!running) return;
  await running.stack.stop();
  await running.stopFio?.();
  rmSync(running.dataDir, { recursive: true, force: true });
}
