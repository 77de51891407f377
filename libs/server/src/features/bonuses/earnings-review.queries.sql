-- The statements of earnings-review.queries.ts, written by libs/server/src/testing/sql-snapshots.spec.ts; do not edit.

-- pendingEarnings
SELECT e.id, u.name AS member_name, b.name AS bonus_name, b.expected_value_halere AS expected, e.reached_profit_halere AS reached, e.created_at
 FROM bonus_history_entry e JOIN app_user u ON u.id = e.user_id JOIN bonus b ON b.id = e.bonus_id
WHERE e.review_status = 'pending' ORDER BY e.created_at, e.id LIMIT $1 OFFSET $2;

-- pendingEarningsCount
SELECT count(*)::int AS total FROM bonus_history_entry WHERE review_status = 'pending';

-- settleReview
WITH reviewed AS (UPDATE bonus_history_entry SET review_status = $2 WHERE id = $1 AND review_status = 'pending' RETURNING id) SELECT id FROM reviewed;

-- historyEntryExists
SELECT 1 FROM bonus_history_entry WHERE id = $1;
