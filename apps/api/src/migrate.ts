// One-shot migration command: production runs it as its own job before new api copies start, never on
// api start-up. It brings the schema to the latest migration and, on a new database, inserts the
// reference data (tiers and generations). `npm run db:migrate` runs the same file from source.
import { ensureReferenceDataIn, withDataSource } from '@bonus/server';

withDataSource(process.env.DATABASE_URL, async (dataSource) => {
  const applied = await dataSource.runMigrations({ transaction: 'each' });
  console.log(applied.length ? `Applied migrations: ${applied.map((m) => m.name).join(', ')}` : 'Database schema is up to date.');
  if (await ensureReferenceDataIn(dataSource)) console.log('Reference data inserted: tiers and generations.');
}).catch((error) => {
  console.error(error);
  process.exit(1);
});
