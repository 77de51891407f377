-- The statements of admin-stats.queries.ts, written by libs/server/src/testing/sql-snapshots.spec.ts; do not edit.

-- headlineFigures
SELECT (SELECT count(*)::int FROM app_user WHERE erased_at IS NULL) AS users,
        (SELECT count(*)::int FROM app_user WHERE erased_at IS NULL AND tier_id > 1) AS paid,
        (SELECT count(*)::int FROM bonus b WHERE b.visible AND (b.visibility_start_at IS NULL OR b.visibility_start_at <= now())
AND coalesce(b.visibility_end_at, b.end_at) > now() AND b.end_at > now()) AS active_bonuses,
        (SELECT coalesce(sum(reached_profit_halere), 0)::bigint FROM bonus_history_entry e WHERE e.review_status IN ('none', 'approved')) AS earnings,
        (SELECT count(*)::int FROM app_user WHERE last_seen_at > now() - interval '15 minutes') AS active_users,
        (SELECT count(*)::int FROM bonus_history_entry WHERE created_at >= date_trunc('day', now() AT TIME ZONE 'Europe/Prague') AT TIME ZONE 'Europe/Prague') AS today_bonuses,
        (SELECT coalesce(sum(amount_halere), 0)::bigint FROM subscription_payment WHERE paid_at >= date_trunc('day', now() AT TIME ZONE 'Europe/Prague') AT TIME ZONE 'Europe/Prague') AS today_income;

-- recentEvents
(SELECT 'registration' AS kind, name AS subject, NULL::bigint AS amount, created_at AS at, id AS member_id, name AS member_name FROM app_user WHERE erased_at IS NULL ORDER BY created_at DESC LIMIT 10)
UNION ALL (SELECT 'bonus', b.name, e.reached_profit_halere, e.created_at, u.id, u.name FROM bonus_history_entry e JOIN bonus b ON b.id = e.bonus_id JOIN app_user u ON u.id = e.user_id ORDER BY e.created_at DESC LIMIT 10)
UNION ALL (SELECT 'payment', t.name, p.amount_halere, p.paid_at, u.id, u.name FROM subscription_payment p JOIN subscription_order o ON o.id = p.order_id JOIN tier t ON t.id = o.tier_id JOIN app_user u ON u.id = o.user_id ORDER BY p.paid_at DESC LIMIT 10)
UNION ALL (SELECT 'payout', p.status, p.amount_halere, p.created_at, u.id, u.name FROM payout_transaction p JOIN app_user u ON u.id = p.user_id ORDER BY p.created_at DESC LIMIT 10)
ORDER BY at DESC LIMIT 10;

-- overviewTrends
WITH bounds AS (
  SELECT $1::timestamptz AS this_now,
         date_trunc('month', $1::timestamptz AT TIME ZONE 'Europe/Prague') AT TIME ZONE 'Europe/Prague' AS this_start,
         (date_trunc('month', $1::timestamptz AT TIME ZONE 'Europe/Prague') - interval '1 month') AT TIME ZONE 'Europe/Prague' AS last_start,
         ($1::timestamptz AT TIME ZONE 'Europe/Prague' - interval '1 month') AT TIME ZONE 'Europe/Prague' AS last_now
)
SELECT (SELECT count(*)::int FROM app_user WHERE erased_at IS NULL AND created_at <= this_now) AS members_now,
       (SELECT count(*)::int FROM app_user WHERE erased_at IS NULL AND created_at <= last_now) AS members_before,
       (SELECT count(*)::int FROM app_user WHERE erased_at IS NULL AND created_at >= this_start AND created_at <= this_now) AS registrations_now,
       (SELECT count(*)::int FROM app_user WHERE erased_at IS NULL AND created_at >= last_start AND created_at <= last_now) AS registrations_before,
       (SELECT coalesce(sum(amount_halere), 0)::bigint FROM subscription_payment WHERE paid_at >= this_start AND paid_at <= this_now) AS revenue_now,
       (SELECT coalesce(sum(amount_halere), 0)::bigint FROM subscription_payment WHERE paid_at >= last_start AND paid_at <= last_now) AS revenue_before,
       (SELECT count(*)::int FROM bonus_history_entry WHERE created_at >= this_start AND created_at <= this_now) AS bonuses_now,
       (SELECT count(*)::int FROM bonus_history_entry WHERE created_at >= last_start AND created_at <= last_now) AS bonuses_before,
       (SELECT count(*)::int FROM payout_transaction WHERE status = 'pending') AS pending_count,
       (SELECT coalesce(sum(amount_halere), 0)::bigint FROM payout_transaction WHERE status = 'pending') AS pending_amount,
       (SELECT count(*)::int FROM payout_transaction WHERE status = 'pending' AND batch_id IS NULL) AS pending_unbatched
  FROM bounds;

-- revenuePerMonth
WITH months AS (
  SELECT date_trunc('month', $1::timestamptz AT TIME ZONE 'Europe/Prague') - back * interval '1 month' AS month
    FROM generate_series(0, 12 - 1) AS back
) SELECT to_char(m.month, 'YYYY-MM') AS month,
     (SELECT coalesce(sum(p.amount_halere), 0)::bigint FROM subscription_payment p WHERE date_trunc('month', p.paid_at AT TIME ZONE 'Europe/Prague') = m.month) AS amount FROM months m ORDER BY m.month;

-- registrationsPerMonth
WITH months AS (
  SELECT date_trunc('month', $1::timestamptz AT TIME ZONE 'Europe/Prague') - back * interval '1 month' AS month
    FROM generate_series(0, 12 - 1) AS back
) SELECT to_char(m.month, 'YYYY-MM') AS month,
     (SELECT count(*)::int FROM app_user u WHERE date_trunc('month', u.created_at AT TIME ZONE 'Europe/Prague') = m.month) AS value FROM months m ORDER BY m.month;

-- earningsPerMonth
WITH months AS (
  SELECT date_trunc('month', $1::timestamptz AT TIME ZONE 'Europe/Prague') - back * interval '1 month' AS month
    FROM generate_series(0, 12 - 1) AS back
) SELECT to_char(m.month, 'YYYY-MM') AS month,
     (SELECT coalesce(sum(e.reached_profit_halere), 0)::bigint FROM bonus_history_entry e WHERE e.review_status IN ('none', 'approved') AND date_trunc('month', e.created_at AT TIME ZONE 'Europe/Prague') = m.month) AS amount FROM months m ORDER BY m.month;

-- membersPerTier
SELECT t.name, count(u.id)::int AS count FROM tier t LEFT JOIN app_user u ON u.tier_id = t.id AND u.erased_at IS NULL GROUP BY t.id, t.name ORDER BY t.id;

-- generationFills
SELECT g.name, g."limit", g.current_load AS load,
     (SELECT coalesce(sum(p.amount_halere), 0)::bigint FROM subscription_payment p JOIN subscription_order o ON o.id = p.order_id WHERE o.generation_id = g.id) AS revenue
FROM generation g ORDER BY g.number;

-- missedStepsPerMonth
WITH months AS (
  SELECT date_trunc('month', $1::timestamptz AT TIME ZONE 'Europe/Prague') - back * interval '1 month' AS month
    FROM generate_series(0, 12 - 1) AS back
),
   missed AS (
     SELECT (p.started_at + s.deadline_days * interval '24 hours') AS due_at
       FROM user_bonus_progress p
       JOIN bonus_step s ON s.bonus_id = p.bonus_id AND s.deadline_days IS NOT NULL AND s.position >= p.step_idx
      WHERE p.step_idx > 0 AND NOT EXISTS (SELECT 1 FROM bonus_history_entry e WHERE e.user_id = p.user_id AND e.bonus_id = p.bonus_id)
    AND NOT EXISTS (SELECT 1 FROM hidden_bonus h WHERE h.user_id = p.user_id AND h.bonus_id = p.bonus_id)
   )
   SELECT to_char(m.month, 'YYYY-MM') AS month,
     (SELECT count(*)::int FROM missed WHERE missed.due_at <= $1 AND date_trunc('month', missed.due_at AT TIME ZONE 'Europe/Prague') = m.month) AS value FROM months m ORDER BY m.month;
