import { SHUTDOWN_BOUND_MS } from './run-process';
import { ApiProcess, spawnApiProcess } from './testing/api-process';
import { startPostgresProcess } from './testing/postgres-process';

// The api as `npm start` runs it (swc-node, development, jobs on, readable log lines), stopped by
// SIGTERM after its database has gone away: it must still exit, within the bound, with short log
// lines, the last one written before it exits.
jest.setTimeout(90_000);

describe('the api process on SIGTERM', () => {
  let api: ApiProcess | undefined;
  afterAll(() => api?.stop());

  it('exits within the bound, cleanly and with short log lines, even when PostgreSQL is already gone', async () => {
    const postgres = await startPostgresProcess();
    api = await spawnApiProcess({ entry: 'apps/api/src/main.ts', databaseUrl: postgres.url, env: { NODE_ENV: 'development', JOBS_ENABLED: 'true', LOG_LEVEL: 'info', LOG_FORMAT: 'pretty' } });
    await postgres.stop();
    // Let the pool, the cache listener and the jobs notice the lost connections first.
    await new Promise((resolve) => setTimeout(resolve, 1000));

    const started = Date.now();
    const exited = new Promise<number | null>((resolve) => api!.child.once('exit', resolve));
    api.child.kill('SIGTERM');
    const code = await exited;

    expect(Date.now() - started).toBeLessThan(SHUTDOWN_BOUND_MS);
    expect(code).toBe(0);
    const lines = api.output().trim().split('\n');
    expect(lines).toContain('SIGTERM received, shutting down');
    expect(lines.at(-1)).toMatch(/^\d\d:\d\d:\d\d INFO {2}api stopped$/);
    for (const line of lines) {
      expect(line.length).toBeLessThan(2000);
      expect(line).not.toMatch(/^\{|"client"/);
    }
  });
});
