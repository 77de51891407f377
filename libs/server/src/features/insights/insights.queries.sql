-- The statements of insights.queries.ts, written by libs/server/src/testing/sql-snapshots.spec.ts; do not edit.

-- profitThisMonth
SELECT coalesce(sum(reached_profit_halere), 0)::bigint AS total FROM bonus_history_entry WHERE user_id = $1 AND created_at >= (date_trunc('month', $2::timestamptz AT TIME ZONE 'Europe/Prague') AT TIME ZONE 'Europe/Prague');

-- completedInMonths
SELECT to_char(e.created_at AT TIME ZONE 'Europe/Prague', 'YYYY-MM') AS month, b.bonus_type AS type, e.reached_profit_halere AS profit
FROM bonus_history_entry e JOIN bonus b ON b.id = e.bonus_id WHERE e.user_id = $1 AND e.created_at >= (($2 || '-01')::timestamp AT TIME ZONE 'Europe/Prague') AND e.created_at < ((($3 || '-01')::timestamp + interval '1 month') AT TIME ZONE 'Europe/Prague');

-- referralIncomeByMonth
SELECT to_char(rr.created_at AT TIME ZONE 'Europe/Prague', 'YYYY-MM') AS month, sum(rr.amount_halere)::bigint AS total
FROM referral_reward rr JOIN referral r ON r.id = rr.referral_id WHERE r.referrer_id = $1 AND rr.created_at >= (($2 || '-01')::timestamp AT TIME ZONE 'Europe/Prague') AND rr.created_at < ((($3 || '-01')::timestamp + interval '1 month') AT TIME ZONE 'Europe/Prague') GROUP BY 1;

-- payoutsByMonth
SELECT to_char(paid_on, 'YYYY-MM') AS month, sum(amount_halere)::bigint AS total
FROM payout_transaction WHERE user_id = $1 AND status = 'paid' AND to_char(paid_on, 'YYYY-MM') IN ($2, $3) GROUP BY 1;
