// npm run db:backup: a pg_dump of DATABASE_URL in PostgreSQL's custom format (docs/operations.md, "Backup and restore").
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { databaseUrl, runCommand, runPgTool, shownUrl, UsageError } from './pg-client-tools';

const USAGE = `Usage: DATABASE_URL=postgres://… npm run db:backup -- [--file bonus-klub-YYYY-MM-DD.dump]

Writes a backup of DATABASE_URL (pg_dump --format=custom, without owners and grants) to --file,
by default bonus-klub-<today>.dump in the current directory. An existing file is never overwritten.
pg_dump must be of the server's major version or newer.`;

runCommand(USAGE, async () => {
  const { values } = parseArgs({ options: { file: { type: 'string' }, help: { type: 'boolean' } }, strict: true });
  if (values.help) return console.log(USAGE);
  const source = databaseUrl(process.env.DATABASE_URL, 'DATABASE_URL (the database to back up)');
  const file = values.file ?? `bonus-klub-${new Date().toISOString().slice(0, 10)}.dump`;
  if (existsSync(file)) throw new UsageError(`${file} exists already; give another --file.`);
  runPgTool('pg_dump', ['--format=custom', '--no-owner', '--no-acl', `--file=${file}`, `--dbname=${source}`], 'A "server version mismatch" needs a pg_dump of the server\'s major version or newer.');
  console.log(`Backup of ${shownUrl(source)} written to ${file}.`);
});
