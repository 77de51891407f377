import type { DataSource } from 'typeorm';

/** A digest of every table's rows; rate-limit hits (every refused public call counts) and last-seen times are left out. */
export async function databaseDigest(dataSource: DataSource): Promise<Record<string, string>> {
  const tables: { table_name: string }[] = await dataSource.query(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'rate_limit_hit' ORDER BY table_name`,
  );
  const digests: Record<string, string> = {};
  for (const { table_name } of tables) {
    const [row] = await dataSource.query(
      `SELECT md5(coalesce(string_agg((to_jsonb(t) - 'last_seen_at')::text, '|' ORDER BY (to_jsonb(t) - 'last_seen_at')::text), '')) AS digest FROM "${table_name}" t`,
    );
    digests[table_name] = row.digest;
  }
  return digests;
}
