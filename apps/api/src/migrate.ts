// One-shot migration command: production runs it as its own job before new api copies start, never on
// api start-up. `npm run db:migrate` runs the same file from source.
import { withDataSource } from '@bonus/server';

withDataSource(process.env.DATABASE_URL, async (dataSource) => {
  const applied = await dataSource.runMigrations({ transaction: 'each' });
  console.log(applied.length ? `Applied migrations: ${applied.map((m) => m.name).join(', ')}` : 'Database schema is up to date.');
}).catch((error) => {
  console.error(error);
  process.exit(1);
});
