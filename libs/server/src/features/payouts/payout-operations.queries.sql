-- The statements of payout-operations.queries.ts, written by libs/server/src/testing/sql-snapshots.spec.ts; do not edit.

-- pendingPayoutsOfMonth
SELECT p.id, p.created_at, p.idempotency_key IS NOT NULL AS auto, p.amount_halere, p.status, u.name AS member_name, u.email AS member_email, p.bank_account, p.batch_id FROM payout_transaction p JOIN app_user u ON u.id = p.user_id
WHERE p.status = 'pending' AND p.created_at >= (($1 || '-01')::timestamp AT TIME ZONE 'Europe/Prague') AND p.created_at < ((($1 || '-01')::timestamp + interval '1 month') AT TIME ZONE 'Europe/Prague') ORDER BY p.created_at, p.id;

-- assignToBatch
UPDATE payout_transaction p SET batch_id = $1
WHERE p.status = 'pending' AND p.batch_id IS NULL AND p.created_at >= (($2 || '-01')::timestamp AT TIME ZONE 'Europe/Prague') AND p.created_at < ((($2 || '-01')::timestamp + interval '1 month') AT TIME ZONE 'Europe/Prague')
  AND ($3::int[] IS NULL OR p.id = ANY($3::int[]))
RETURNING p.id;

-- batchPayments
SELECT id, bank_account, amount_halere FROM payout_transaction WHERE batch_id = $1 ORDER BY id;

-- batchSummaries
SELECT b.id, b.created_at, u.name AS created_by_name, b.format, to_char(b.paid_on, 'YYYY-MM-DD') AS paid_on,
      to_char(b.created_at AT TIME ZONE 'Europe/Prague', 'YYYY-MM-DD') AS exported_on,
      count(p.id) FILTER (WHERE p.status = 'pending') AS pending_count, coalesce(sum(p.amount_halere) FILTER (WHERE p.status = 'pending'), 0) AS pending_halere, count(p.id) FILTER (WHERE p.status = 'paid') AS paid_count, coalesce(sum(p.amount_halere) FILTER (WHERE p.status = 'paid'), 0) AS paid_halere, count(p.id) FILTER (WHERE p.status = 'failed') AS failed_count, coalesce(sum(p.amount_halere) FILTER (WHERE p.status = 'failed'), 0) AS failed_halere
 FROM payout_batch b LEFT JOIN app_user u ON u.id = b.created_by LEFT JOIN payout_transaction p ON p.batch_id = b.id
WHERE $1::int IS NULL OR b.id = $1 GROUP BY b.id, u.name ORDER BY b.id DESC LIMIT $2;

-- settleBatchPaid
UPDATE payout_transaction p SET status = 'paid', paid_on = $2 WHERE p.batch_id = $1 AND p.status = 'pending' RETURNING p.id, p.user_id, p.amount_halere, p.bank_account, (SELECT email FROM app_user WHERE id = p.user_id AND erased_at IS NULL) AS email;
UPDATE app_user u SET paid_out_halere = u.paid_out_halere + t.total FROM unnest($1::uuid[], $2::bigint[]) AS t(id, total) WHERE u.id = t.id;
UPDATE payout_batch SET paid_on = $2 WHERE id = $1;

-- settlePayoutFailed
UPDATE payout_transaction p SET status = 'failed', failure_reason = $2 WHERE p.id = $1 AND p.status = 'pending' RETURNING p.id, p.user_id, p.amount_halere, p.bank_account, (SELECT email FROM app_user WHERE id = p.user_id AND erased_at IS NULL) AS email;

-- payoutStatus
SELECT status FROM payout_transaction WHERE id = $1;

-- adminPayout
SELECT p.id, p.created_at, p.idempotency_key IS NOT NULL AS auto, p.amount_halere, p.status, u.name AS member_name, u.email AS member_email, p.bank_account, p.batch_id FROM payout_transaction p JOIN app_user u ON u.id = p.user_id WHERE p.id = $1;

-- insertBatch
INSERT INTO "payout_batch"("created_by", "format", "paid_on", "created_at") VALUES ($1, $2, DEFAULT, DEFAULT) RETURNING "id", "created_at";
