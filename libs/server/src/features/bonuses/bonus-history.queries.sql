-- The statements of bonus-history.queries.ts, written by libs/server/src/testing/sql-snapshots.spec.ts; do not edit.

-- historyTotals
SELECT coalesce(sum(e.reached_profit_halere), 0)::bigint AS reached,
      coalesce(sum(b.expected_value_halere), 0)::bigint AS expected
 FROM bonus_history_entry e
 JOIN bonus b ON b.id = e.bonus_id
WHERE e.user_id = $1
  AND ($2::timestamptz IS NULL OR e.created_at >= $2)
  AND (cardinality($3::text[]) = 0 OR b.bonus_type = ANY($3::text[]));

-- countedResultsByBonus
SELECT e.bonus_id, array_agg(e.reached_profit_halere ORDER BY e.reached_profit_halere) AS results
FROM bonus_history_entry e WHERE e.review_status IN ('none', 'approved') GROUP BY e.bonus_id HAVING count(*) >= $1;
