import type { EntityManager } from 'typeorm';

/** The SQL of the rate limiter: one atomic upsert per hit. */

/** Counts a hit in the window; how many the window holds now. */
export async function countHit(manager: EntityManager, bucket: string, key: string, windowStart: Date): Promise<number> {
  const [{ count }] = await manager.query(
    `INSERT INTO rate_limit_hit (bucket, key, window_start, count) VALUES ($1, $2, $3, 1)
     ON CONFLICT (bucket, key, window_start) DO UPDATE SET count = rate_limit_hit.count + 1
     RETURNING count`,
    [bucket, key, windowStart],
  );
  return count;
}

/** Windows older than a day. */
export async function deleteOldHits(manager: EntityManager): Promise<void> {
  await manager.query(`DELETE FROM rate_limit_hit WHERE window_start < now() - interval '1 day'`);
}

/** Counts of several keys' windows to add at once. */
export interface HitCount {
  bucket: string;
  key: string;
  windowStart: Date;
  count: number;
}

/**
 * Adds several counts in one statement and returns each window's total after. The rows are locked in
 * one order (bucket, key, window) whoever sends them, so two api copies flushing at once cannot deadlock;
 * each (bucket, key, window) may appear once.
 */
export async function addHits(manager: EntityManager, hits: readonly HitCount[]): Promise<HitCount[]> {
  if (!hits.length) return [];
  const sorted = [...hits].sort((a, b) => (a.bucket < b.bucket ? -1 : a.bucket > b.bucket ? 1 : a.key < b.key ? -1 : a.key > b.key ? 1 : a.windowStart.getTime() - b.windowStart.getTime()));
  const rows: { bucket: string; key: string; window_start: Date; count: number }[] = await manager.query(
    `INSERT INTO rate_limit_hit (bucket, key, window_start, count)
     SELECT bucket, key, window_start, count FROM unnest($1::text[], $2::text[], $3::timestamptz[], $4::int[]) WITH ORDINALITY AS hit(bucket, key, window_start, count, position)
     ORDER BY position
     ON CONFLICT (bucket, key, window_start) DO UPDATE SET count = rate_limit_hit.count + excluded.count
     RETURNING bucket, key, window_start, count`,
    [sorted.map((hit) => hit.bucket), sorted.map((hit) => hit.key), sorted.map((hit) => hit.windowStart), sorted.map((hit) => hit.count)],
  );
  return rows.map((row) => ({ bucket: row.bucket, key: row.key, windowStart: new Date(row.window_start), count: Number(row.count) }));
}
