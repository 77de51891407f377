// Loads the Czech demo catalogue and demo members into an empty, migrated database.
import { seedDemoData, withDataSource } from '@bonus/server';

withDataSource(process.env.DATABASE_URL, async (dataSource) => {
  console.log((await seedDemoData(dataSource)) ? 'Demo data loaded.' : 'Database already has data; seed skipped.');
}).catch((error) => {
  console.error(error);
  process.exit(1);
});
