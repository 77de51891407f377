// Jest global setup: one throw-away embedded PostgreSQL cluster per test run; each test file creates
// its own database in it (see createTestDatabase), so files stay isolated and can run in parallel.
import { chmodSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../db/embedded-postgres.mjs';
import { freePort } from '../dev/processes.mjs';

export default async function setup() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bonus-klub-pg-'));
  chmodSync(dataDir, 0o755); // as root, the cluster runs as a separate 'postgres' user that must reach it
  // No autovacuum: its ANALYZE of a freshly seeded database commits transactions at moments of its own,
  // and each commit changes pg_current_snapshot, which the kept-answer tests hold still between two asks.
  const db = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'cluster'), port: await freePort(), database: 'postgres', persistent: false, settings: ['autovacuum=off'] });
  process.env.TEST_POSTGRES_URL = db.url;
  globalThis.__bonusKlubPostgres = { ...db, dataDir };
}
