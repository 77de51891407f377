// npm run db:restore: a backup of npm run db:backup into a new, empty database (docs/operations.md, "Backup and restore").
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { withDataSource } from '@bonus/server';
import { databaseUrl, runCommand, runPgTool, shownUrl, UsageError } from './pg-client-tools';

const USAGE = `Usage: npm run db:restore -- <file.dump> --target postgres://…/new_database

Restores a backup made by npm run db:backup into --target (or TARGET_DATABASE_URL), a database that
must exist and be empty: a restore never writes over data. All of it or nothing (one transaction).
Then, in this order: DATABASE_URL=<target> npm run db:migrate, DATABASE_URL=<target> npm run db:check,
and point the api and the worker at it (docs/operations.md, "Backup and restore").`;

runCommand(USAGE, async () => {
  const { values, positionals } = parseArgs({ options: { target: { type: 'string' }, help: { type: 'boolean' } }, allowPositionals: true, strict: true });
  if (values.help) return console.log(USAGE);
  const [file, ...extra] = positionals;
  if (!file) throw new UsageError('The backup file is required.');
  if (extra.length) throw new UsageError(`One backup file only (also got ${extra.join(' ')}).`);
  if (!existsSync(file)) throw new UsageError(`${file} does not exist.`);
  const target = databaseUrl(values.target ?? process.env.TARGET_DATABASE_URL, '--target (or TARGET_DATABASE_URL), the new database to restore into,');
  const tables = await withDataSource(target, async (dataSource) => Number((await dataSource.query(`SELECT count(*) AS n FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`))[0].n));
  if (tables > 0) throw new UsageError(`${shownUrl(target)} is not empty (${tables} tables): restore into a new database.`);
  runPgTool('pg_restore', ['--no-owner', '--no-acl', '--exit-on-error', '--single-transaction', `--dbname=${target}`, file], 'Nothing was restored (one transaction); the database is still empty.');
  console.log(`Restored ${file} into ${shownUrl(target)}. Next: DATABASE_URL=<target> npm run db:migrate, then npm run db:check.`);
});
