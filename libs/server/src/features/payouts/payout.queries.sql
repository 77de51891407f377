-- The statements of payout.queries.ts, written by libs/server/src/testing/sql-snapshots.spec.ts; do not edit.

-- lockedBalance
SELECT balance_halere::bigint AS balance FROM app_user WHERE id = $1 FOR UPDATE;

-- membersDueAutoPayout
SELECT id FROM app_user WHERE auto_withdraw AND bank_account IS NOT NULL AND balance_halere >= $1 AND erased_at IS NULL AND deactivated_at IS NULL ORDER BY id;

-- lockedAutoPayoutMember
SELECT balance_halere::bigint AS balance, bank_account FROM app_user WHERE id = $1 AND auto_withdraw AND bank_account IS NOT NULL FOR UPDATE;

-- insertPendingPayout
INSERT INTO "payout_transaction"("user_id", "amount_halere", "note", "status", "bank_account", "idempotency_key", "batch_id", "paid_on", "failure_reason", "created_at") VALUES ($1, $2, $3, $4, $5, $6, DEFAULT, DEFAULT, DEFAULT, DEFAULT) ON CONFLICT DO NOTHING  RETURNING *;

-- takeFromBalance
UPDATE app_user SET balance_halere = balance_halere - $2 WHERE id = $1;

-- payoutsOf
SELECT "PayoutTransactionEntity"."id" AS "PayoutTransactionEntity_id", "PayoutTransactionEntity"."user_id" AS "PayoutTransactionEntity_user_id", "PayoutTransactionEntity"."amount_halere" AS "PayoutTransactionEntity_amount_halere", "PayoutTransactionEntity"."note" AS "PayoutTransactionEntity_note", "PayoutTransactionEntity"."status" AS "PayoutTransactionEntity_status", "PayoutTransactionEntity"."bank_account" AS "PayoutTransactionEntity_bank_account", "PayoutTransactionEntity"."idempotency_key" AS "PayoutTransactionEntity_idempotency_key", "PayoutTransactionEntity"."batch_id" AS "PayoutTransactionEntity_batch_id", "PayoutTransactionEntity"."paid_on" AS "PayoutTransactionEntity_paid_on", "PayoutTransactionEntity"."failure_reason" AS "PayoutTransactionEntity_failure_reason", "PayoutTransactionEntity"."created_at" AS "PayoutTransactionEntity_created_at" FROM "payout_transaction" "PayoutTransactionEntity" WHERE (("PayoutTransactionEntity"."user_id" = $1)) ORDER BY "PayoutTransactionEntity"."created_at" DESC, "PayoutTransactionEntity"."id" DESC;

-- memberPayoutPage
SELECT "PayoutTransactionEntity"."id" AS "PayoutTransactionEntity_id", "PayoutTransactionEntity"."user_id" AS "PayoutTransactionEntity_user_id", "PayoutTransactionEntity"."amount_halere" AS "PayoutTransactionEntity_amount_halere", "PayoutTransactionEntity"."note" AS "PayoutTransactionEntity_note", "PayoutTransactionEntity"."status" AS "PayoutTransactionEntity_status", "PayoutTransactionEntity"."bank_account" AS "PayoutTransactionEntity_bank_account", "PayoutTransactionEntity"."idempotency_key" AS "PayoutTransactionEntity_idempotency_key", "PayoutTransactionEntity"."batch_id" AS "PayoutTransactionEntity_batch_id", "PayoutTransactionEntity"."paid_on" AS "PayoutTransactionEntity_paid_on", "PayoutTransactionEntity"."failure_reason" AS "PayoutTransactionEntity_failure_reason", "PayoutTransactionEntity"."created_at" AS "PayoutTransactionEntity_created_at" FROM "payout_transaction" "PayoutTransactionEntity" WHERE (("PayoutTransactionEntity"."user_id" = $1)) ORDER BY "PayoutTransactionEntity"."created_at" DESC, "PayoutTransactionEntity"."id" DESC LIMIT 20 OFFSET 40;
SELECT COUNT(1) AS "cnt" FROM "payout_transaction" "PayoutTransactionEntity" WHERE (("PayoutTransactionEntity"."user_id" = $1));

-- memberPayoutTotals
SELECT status, sum(amount_halere)::bigint AS total FROM payout_transaction WHERE user_id = $1 GROUP BY status;
