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
  const db = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'cluster'), port: await freePort(), database: 'postgres', persistent: false });
  process.env.TEST_POSTGRES_URL = db.url;
  globalThis.__bonusKlubPostgres = { ...db, dataDir };
}
