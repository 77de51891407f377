-- The statements of membership.queries.ts, written by libs/server/src/testing/sql-snapshots.spec.ts; do not edit.

-- insertProviderEvent
INSERT INTO payment_event (id, provider, type, order_id) VALUES ($1, $2, 'subscription_report', $3) ON CONFLICT (id) DO NOTHING;

-- knownPaymentIds
SELECT id FROM subscription_payment WHERE id = ANY($1);

-- insertPayment
INSERT INTO "subscription_payment"("id", "order_id", "amount_halere", "refunded_halere", "provider_payment_id", "paid_at", "refund_reason", "refund_due_at", "refund_attempts", "refund_error") VALUES ($1, $2, $3, DEFAULT, $4, $5, DEFAULT, DEFAULT, DEFAULT, DEFAULT) RETURNING "refunded_halere", "refund_attempts";

-- paymentByProviderId
SELECT "SubscriptionPaymentEntity"."id" AS "SubscriptionPaymentEntity_id", "SubscriptionPaymentEntity"."order_id" AS "SubscriptionPaymentEntity_order_id", "SubscriptionPaymentEntity"."amount_halere" AS "SubscriptionPaymentEntity_amount_halere", "SubscriptionPaymentEntity"."refunded_halere" AS "SubscriptionPaymentEntity_refunded_halere", "SubscriptionPaymentEntity"."provider_payment_id" AS "SubscriptionPaymentEntity_provider_payment_id", "SubscriptionPaymentEntity"."paid_at" AS "SubscriptionPaymentEntity_paid_at", "SubscriptionPaymentEntity"."refund_reason" AS "SubscriptionPaymentEntity_refund_reason", "SubscriptionPaymentEntity"."refund_due_at" AS "SubscriptionPaymentEntity_refund_due_at", "SubscriptionPaymentEntity"."refund_attempts" AS "SubscriptionPaymentEntity_refund_attempts", "SubscriptionPaymentEntity"."refund_error" AS "SubscriptionPaymentEntity_refund_error" FROM "subscription_payment" "SubscriptionPaymentEntity" WHERE (("SubscriptionPaymentEntity"."provider_payment_id" = $1) AND ("SubscriptionPaymentEntity"."order_id" = $2)) LIMIT 1;

-- setRefunded
UPDATE "subscription_payment" SET "refunded_halere" = $1 WHERE "id" = $2;

-- generationById
SELECT "GenerationEntity"."id" AS "GenerationEntity_id", "GenerationEntity"."number" AS "GenerationEntity_number", "GenerationEntity"."name" AS "GenerationEntity_name", "GenerationEntity"."limit" AS "GenerationEntity_limit", "GenerationEntity"."current_load" AS "GenerationEntity_current_load", "GenerationEntity"."in_use" AS "GenerationEntity_in_use" FROM "generation" "GenerationEntity" WHERE (("GenerationEntity"."id" = $1)) LIMIT 1;

-- lockGenerations
SELECT "GenerationEntity"."id" AS "GenerationEntity_id", "GenerationEntity"."number" AS "GenerationEntity_number", "GenerationEntity"."name" AS "GenerationEntity_name", "GenerationEntity"."limit" AS "GenerationEntity_limit", "GenerationEntity"."current_load" AS "GenerationEntity_current_load", "GenerationEntity"."in_use" AS "GenerationEntity_in_use" FROM "generation" "GenerationEntity" ORDER BY "GenerationEntity"."number" ASC FOR UPDATE;

-- updateGeneration
UPDATE "generation" SET "current_load" = $1 WHERE "id" = $2;

-- setMemberGeneration
UPDATE "app_user" SET "generation_id" = $1 WHERE "id" = $2;

-- localRenewalsDue
SELECT id, expires_at FROM subscription_order WHERE provider = 'local' AND status = 'active' AND NOT cancel_at_period_end AND expires_at <= $1;

-- endLapsedLocalOrders
UPDATE subscription_order SET status = 'canceled' WHERE provider = 'local' AND cancel_at_period_end AND status = ANY($2) AND expires_at <= $1
RETURNING id, user_id AS "userId", activated_at AS "activatedAt";
