-- The statements of home-stats.queries.ts, written by libs/server/src/testing/sql-snapshots.spec.ts; do not edit.

-- homeFigures
SELECT
(SELECT count(*) FROM app_user WHERE erased_at IS NULL)::int AS total_users,
(SELECT coalesce(sum(reached_profit_halere), 0) FROM bonus_history_entry e WHERE e.review_status IN ('none', 'approved'))::bigint AS total_made,
(SELECT coalesce(sum(reached_profit_halere), 0) FROM bonus_history_entry e
   WHERE e.review_status IN ('none', 'approved') AND created_at >= now() - make_interval(months => $1))::bigint AS window_made,
(SELECT count(DISTINCT user_id) FROM bonus_history_entry e
   WHERE e.review_status IN ('none', 'approved') AND created_at >= now() - make_interval(months => $1))::int AS window_earners,
(SELECT count(*) FROM bonus_history_entry e
   WHERE e.review_status IN ('none', 'approved') AND created_at >= now() - make_interval(months => $1))::int AS window_results,
(SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY reached_profit_halere) FROM bonus_history_entry e
   WHERE e.review_status IN ('none', 'approved') AND created_at >= now() - make_interval(months => $1)) AS window_median,
(SELECT count(*) FROM bonus_history_entry e WHERE e.review_status IN ('none', 'approved'))::int AS total_results;
