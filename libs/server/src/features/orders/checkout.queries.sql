-- The statements of checkout.queries.ts, written by libs/server/src/testing/sql-snapshots.spec.ts; do not edit.

-- lockMember
SELECT tier_id, generation_id, erased_at IS NOT NULL OR deactivated_at IS NOT NULL AS closed FROM app_user WHERE id = $1 FOR UPDATE;

-- orderMember
SELECT user_id FROM subscription_order WHERE id = $1;

-- liveOrders
SELECT id, tier_id AS "tierId", status, expires_at AS "expiresAt", replaces_order_id AS "replacesOrderId"
FROM subscription_order WHERE user_id = $1 AND (status = 'incomplete' OR status = ANY($2));

-- supersedeOpenCheckout
WITH closed AS (UPDATE subscription_order SET status = 'canceled' WHERE user_id = $1 AND status = 'incomplete' RETURNING provider_checkout_id)
SELECT provider_checkout_id FROM closed;

-- markRefundDue
WITH marked AS (UPDATE subscription_payment SET refund_reason = $2, refund_due_at = $3 WHERE id = $1 AND refund_reason IS NULL AND refunded_halere < amount_halere RETURNING id)
SELECT id FROM marked;

-- claimDueRefund
SELECT id AS "paymentId", order_id AS "orderId", amount_halere - refunded_halere AS "amountHalere", provider_payment_id AS "providerPaymentId", refund_reason AS reason
 FROM subscription_payment
WHERE refund_due_at IS NOT NULL AND ($1::text[] IS NULL OR id = ANY($1)) AND NOT (id = ANY($2))
ORDER BY refund_due_at LIMIT 1 FOR UPDATE SKIP LOCKED;

-- settleRefund
UPDATE subscription_payment SET refund_due_at = NULL, refund_error = NULL, refunded_halere = amount_halere WHERE id = $1;
INSERT INTO "audit_log"("actor_id", "action", "details", "created_at") VALUES ($1, $2, $3, DEFAULT) RETURNING "id", "details", "created_at";

-- refundFailed
UPDATE subscription_payment SET refund_attempts = refund_attempts + 1, refund_error = left($2, 500) WHERE id = $1;
