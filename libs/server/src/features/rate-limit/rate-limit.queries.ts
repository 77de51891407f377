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
