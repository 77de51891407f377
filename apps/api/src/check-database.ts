// Read checks of a database before the api is pointed at it, e.g. after restoring a backup:
//   DATABASE_URL=… node dist/apps/api/src/check-database.js     (from source: npm run db:check)
// Prints the rows per table and any problem; exits 1 when the database is not fit to serve.
import { checkDatabase, withDataSource } from '@bonus/server';

withDataSource(process.env.DATABASE_URL, checkDatabase).then(
  ({ rows, problems }) => {
    for (const [table, count] of Object.entries(rows)) console.log(`${String(count).padStart(9)}  ${table}`);
    for (const problem of problems) console.error(`PROBLEM: ${problem}`);
    console.log(problems.length ? 'The database is NOT fit to serve.' : 'The database is fit to serve.');
    process.exitCode = problems.length ? 1 : 0;
  },
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
