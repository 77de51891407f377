import type { DataSource } from 'typeorm';

/**
 * When each queue's last run completed, from pg-boss's tables (its jobs and their archive, kept a week), for
 * /health: the api reads it whether or not its own process runs jobs. A database where pg-boss never
 * started has no such tables: every queue is then reported as never run.
 */
export async function lastCompletedRuns(dataSource: DataSource, queues: readonly string[]): Promise<Map<string, Date>> {
  const [{ present }] = await dataSource.query(`SELECT to_regclass('pgboss.archive') IS NOT NULL AS present`);
  if (!present) return new Map();
  const rows: Array<{ name: string; completed_on: Date }> = await dataSource.query(
    `SELECT name, max(completed_on) AS completed_on FROM (
       SELECT name, completed_on FROM pgboss.job WHERE state = 'completed' AND name = ANY($1)
       UNION ALL
       SELECT name, completed_on FROM pgboss.archive WHERE state = 'completed' AND name = ANY($1)
     ) runs GROUP BY name`,
    [queues],
  );
  return new Map(rows.map((row) => [row.name, row.completed_on]));
}
