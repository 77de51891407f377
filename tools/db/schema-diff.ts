// Prints the SQL that would bring the database at DATABASE_URL in line with the entities.
// Used to draft a migration, which is then reviewed by hand.
import { withDataSource } from '@bonus/server';

withDataSource(process.env.DATABASE_URL, async (dataSource) => {
  const sql = await dataSource.driver.createSchemaBuilder().log();
  for (const query of sql.upQueries) console.log(`${query.query};`);
}).catch((error) => {
  console.error(error);
  process.exit(1);
});
