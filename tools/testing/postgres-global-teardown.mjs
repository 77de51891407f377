import { rmSync } from 'node:fs';

export default async function teardown() {
  const db = globalThis.__bonusKlubPostgres;
  if (!db) return;
  await db.stop();
  rmSync(db.dataDir, { recursive: true, force: true });
}
