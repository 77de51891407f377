import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { createDataSource } from '../db/data-source';
import { seedDemoData } from '../db/seed/seed';

export interface TestDatabase {
  url: string;
  dataSource: DataSource;
  drop: () => Promise<void>;
}

/** How a test database starts: empty, migrated, or migrated with the demo data. */
export type TestDatabaseStart = 'empty' | 'migrated' | 'seeded';

/**
 * A fresh database in the jest worker's own embedded PostgreSQL cluster (TEST_POSTGRES_URL_<worker>, set by
 * the jest global setup): migrated from zero (the default), empty (`migrate: false`), or with the demo data too (`seeded`).
 * Migrated and seeded ones are copies of a template built once per run (see templateOf), which takes a file
 * copy instead of thirty migrations and the seed in every test file.
 */
export async function createTestDatabase({ migrate = true, seeded = false } = {}): Promise<TestDatabase> {
  // The cluster of this jest worker (the global setup starts one per worker), or the run's first.
  const serverUrl = process.env[`TEST_POSTGRES_URL_${process.env.JEST_WORKER_ID}`] ?? process.env.TEST_POSTGRES_URL;
  if (!serverUrl) throw new Error('TEST_POSTGRES_URL is not set: run the tests through their jest config');
  const start: TestDatabaseStart = seeded ? 'seeded' : migrate ? 'migrated' : 'empty';
  const name = `test_${randomBytes(6).toString('hex')}`;
  const template = start === 'empty' ? null : await templateOf(serverUrl, start);
  await withClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`));
  const url = databaseUrl(serverUrl, name);
  const dataSource = await createDataSource({ url, poolSize: 20 }).initialize();
  return {
    url,
    dataSource,
    drop: async () => {
      if (dataSource.isInitialized) await dataSource.destroy();
      await withClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

const TEMPLATE_NAMES: Record<Exclude<TestDatabaseStart, 'empty'>, string> = { migrated: 'test_template_migrated', seeded: 'test_template_seeded' };
/** The advisory lock the test files of a run (in several jest workers) build the templates under. */
const TEMPLATE_LOCK = 4_053_053;

const databaseUrl = (serverUrl: string, name: string) => serverUrl.replace(/\/[^/]*$/, `/${name}`);

/**
 * The template a test database is copied from, built by the first test file that asks: under an advisory
 * lock, so a second jest worker waits for it, and under another name until it is whole, so a file that
 * failed while building leaves nothing half made behind. The seed is the demo data as of the moment it was
 * built, minutes at most before a test reads it.
 */
async function templateOf(serverUrl: string, start: Exclude<TestDatabaseStart, 'empty'>): Promise<string> {
  return withClient(serverUrl, async (client) => {
    await client.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      return await buildTemplate(client, serverUrl, start);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
  });
}

async function buildTemplate(client: Client, serverUrl: string, start: Exclude<TestDatabaseStart, 'empty'>): Promise<string> {
  const name = TEMPLATE_NAMES[start];
  if ((await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount) return name;
  const building = `${name}_building`;
  await client.query(`DROP DATABASE IF EXISTS ${building}`);
  const base = start === 'seeded' ? await buildTemplate(client, serverUrl, 'migrated') : null;
  await client.query(`CREATE DATABASE ${building}${base ? ` TEMPLATE ${base}` : ''}`);
  const dataSource = await createDataSource({ url: databaseUrl(serverUrl, building), poolSize: 5 }).initialize();
  try {
    if (start === 'migrated') await dataSource.runMigrations({ transaction: 'each' });
    else await seedDemoData(dataSource);
  } finally {
    await dataSource.destroy();
  }
  await client.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
  return name;
}

async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
