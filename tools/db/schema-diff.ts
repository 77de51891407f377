// Prints the SQL that would bring the database at DATABASE_URL in line with the entities.
// Used to draft a migration (then reviewed by hand) and by the test that proves migrations match entities.
import 'reflect-metadata';
import { createDataSource } from '@bonus/server';

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is required');
  const dataSource = await createDataSource({ url }).initialize();
  try {
    const sql = await dataSource.driver.createSchemaBuilder().log();
    for (const query of sql.upQueries) console.log(`${query.query};`);
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
