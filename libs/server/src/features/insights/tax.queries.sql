-- The statements of tax.queries.ts, written by libs/server/src/testing/sql-snapshots.spec.ts; do not edit.

-- taxYearRecords
SELECT e.created_at AS at, b.name, b.bonus_type AS type, e.reached_profit_halere AS profit
FROM bonus_history_entry e JOIN bonus b ON b.id = e.bonus_id WHERE e.user_id = $1 AND e.created_at >= (make_timestamp($2, 1, 1, 0, 0, 0) AT TIME ZONE 'Europe/Prague') AND e.created_at < (make_timestamp($2 + 1, 1, 1, 0, 0, 0) AT TIME ZONE 'Europe/Prague');
SELECT rr.created_at AS at, rr.amount_halere AS amount FROM referral_reward rr JOIN referral r ON r.id = rr.referral_id WHERE r.referrer_id = $1 AND rr.created_at >= (make_timestamp($2, 1, 1, 0, 0, 0) AT TIME ZONE 'Europe/Prague') AND rr.created_at < (make_timestamp($2 + 1, 1, 1, 0, 0, 0) AT TIME ZONE 'Europe/Prague');
