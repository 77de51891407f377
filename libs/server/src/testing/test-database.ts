import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { createDataSource } from '../db/data-source';

export interface TestDatabase {
  url: string;
  dataSource: DataSource;
  drop: () => Promise<void>;
}

/**
 * A fresh database in the test run's embedded PostgreSQL (TEST_POSTGRES_URL, set by the jest global
 * setup), migrated from zero unless `migrate: false`.
 */
export async function createTestDatabase({ migrate = true } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_POSTGRES_URL;
  if (!serverUrl) throw new Error('TEST_POSTGRES_URL is not set: run the tests through their jest config');
  const name = `test_${randomBytes(6).toString('hex')}`;
  await withClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = serverUrl.replace(/\/[^/]*$/, `/${name}`);
  const dataSource = await createDataSource({ url, poolSize: 20 }).initialize();
  if (migrate) await dataSource.runMigrations({ transaction: 'each' });
  return {
    url,
    dataSource,
    drop: async () => {
      if (dataSource.isInitialized) await dataSource.destroy();
      await withClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
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
