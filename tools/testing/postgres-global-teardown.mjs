import { rmSync } from 'node:fs';

export default async function teardown() {
  const state = globalThis.__bonusKlubPostgres;
  if (!state) return;
  await Promise.all(state.clusters.map((cluster) => cluster.stop()));
  rmSync(state.dataDir, { recursive: true, force: true });
}
