// Jest global setup: throw-away embedded PostgreSQL clusters, one per jest worker of this run; each test file creates its
// own database in its worker's cluster (see createTestDatabase), so files stay isolated and run in parallel,
// and a file never sees the transaction ids of another worker's commits (pg_current_snapshot is per cluster,
// and the kept-answer tests hold it still between two asks).
import { chmodSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../db/embedded-postgres.mjs';
import { freePort } from '../dev/processes.mjs';

/** @param {{ maxWorkers: number }} globalConfig jest's, with the workers this run really uses (a --maxWorkers included) */
export default async function setup(globalConfig) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bonus-klub-pg-'));
  chmodSync(dataDir, 0o755); // as root, the cluster runs as a separate 'postgres' user that must reach it
  // No autovacuum: its ANALYZE of a freshly seeded database commits transactions at moments of its own,
  // and each commit changes pg_current_snapshot, which the kept-answer tests hold still between two asks.
  const clusters = await Promise.all(
    Array.from({ length: Math.max(1, globalConfig.maxWorkers) }, async (_, index) =>
      startEmbeddedPostgres({ dataDir: path.join(dataDir, `cluster-${index + 1}`), port: await freePort(), database: 'postgres', persistent: false, settings: ['autovacuum=off'] }),
    ),
  );
  // TEST_POSTGRES_URL_<n> for jest worker n (JEST_WORKER_ID counts from 1); TEST_POSTGRES_URL for anything else.
  clusters.forEach((cluster, index) => (process.env[`TEST_POSTGRES_URL_${index + 1}`] = cluster.url));
  process.env.TEST_POSTGRES_URL = clusters[0].url;
  globalThis.__bonusKlubPostgres = { clusters, dataDir };
}
