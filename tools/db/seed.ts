// Loads the Czech demo catalogue and demo members into an empty, migrated database.
import { createDataSource, seedDemoData } from '@bonus/server';

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is required');
  const dataSource = await createDataSource({ url, poolSize: 1 }).initialize();
  try {
    console.log((await seedDemoData(dataSource)) ? 'Demo data loaded.' : 'Database already has data; seed skipped.');
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
