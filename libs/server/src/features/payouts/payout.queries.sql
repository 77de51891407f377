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
