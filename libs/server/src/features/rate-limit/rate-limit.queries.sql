-- The statements of rate-limit.queries.ts, written by libs/server/src/testing/sql-snapshots.spec.ts; do not edit.

-- countHit
INSERT INTO rate_limit_hit (bucket, key, window_start, count) VALUES ($1, $2, $3, 1)
ON CONFLICT (bucket, key, window_start) DO UPDATE SET count = rate_limit_hit.count + 1
RETURNING count;

-- deleteOldHits
DELETE FROM rate_limit_hit WHERE window_start < now() - interval '1 day';

-- addHits
INSERT INTO rate_limit_hit (bucket, key, window_start, count)
SELECT bucket, key, window_start, count FROM unnest($1::text[], $2::text[], $3::timestamptz[], $4::int[]) WITH ORDINALITY AS hit(bucket, key, window_start, count, position)
ORDER BY position
ON CONFLICT (bucket, key, window_start) DO UPDATE SET count = rate_limit_hit.count + excluded.count
RETURNING bucket, key, window_start, count;
