-- The statements of member-tiers.queries.ts, written by libs/server/src/testing/sql-snapshots.spec.ts; do not edit.

-- syncMemberTiers
UPDATE app_user u SET tier_id = t.tier_id
FROM (SELECT u2.id, coalesce((SELECT max(o.tier_id) FROM subscription_order o
        WHERE o.user_id = u2.id AND o.status = ANY($2) AND o.expires_at > $1), $3) AS tier_id
      FROM app_user u2 WHERE ($4::uuid IS NULL OR u2.id = $4)) t
WHERE u.id = t.id AND u.tier_id <> t.tier_id;

-- tierHolders
SELECT o.tier_id, count(DISTINCT o.user_id)::int AS holders FROM subscription_order o
WHERE o.status = ANY($1) AND o.expires_at > $2 GROUP BY o.tier_id;

-- tierMemberLimit
SELECT member_limit FROM tier WHERE id = $1;

-- lockTier
SELECT 1 FROM tier WHERE id = $1 FOR UPDATE;

-- tierHolding
SELECT count(DISTINCT user_id) FILTER (WHERE user_id <> $4)::int AS others, bool_or(user_id = $4) AS holds
FROM subscription_order WHERE tier_id = $3 AND status = ANY($1) AND expires_at > $2;

-- findCurrentPaidOrder
SELECT "OrderEntity"."id" AS "OrderEntity_id", "OrderEntity"."user_id" AS "OrderEntity_user_id", "OrderEntity"."tier_id" AS "OrderEntity_tier_id", "OrderEntity"."generation_id" AS "OrderEntity_generation_id", "OrderEntity"."amount_halere" AS "OrderEntity_amount_halere", "OrderEntity"."last_paid_amount_halere" AS "OrderEntity_last_paid_amount_halere", "OrderEntity"."first_payment_halere" AS "OrderEntity_first_payment_halere", "OrderEntity"."promo_code_id" AS "OrderEntity_promo_code_id", "OrderEntity"."promo_percent" AS "OrderEntity_promo_percent", "OrderEntity"."promo_months" AS "OrderEntity_promo_months", "OrderEntity"."paid_periods" AS "OrderEntity_paid_periods", "OrderEntity"."status" AS "OrderEntity_status", "OrderEntity"."subscription_scope" AS "OrderEntity_subscription_scope", "OrderEntity"."provider" AS "OrderEntity_provider", "OrderEntity"."provider_checkout_id" AS "OrderEntity_provider_checkout_id", "OrderEntity"."provider_subscription_id" AS "OrderEntity_provider_subscription_id", "OrderEntity"."provider_customer_id" AS "OrderEntity_provider_customer_id", "OrderEntity"."replaces_order_id" AS "OrderEntity_replaces_order_id", "OrderEntity"."redirection_url" AS "OrderEntity_redirection_url", "OrderEntity"."cancel_at_period_end" AS "OrderEntity_cancel_at_period_end", "OrderEntity"."activated_at" AS "OrderEntity_activated_at", "OrderEntity"."provider_cancellation_due_at" AS "OrderEntity_provider_cancellation_due_at", "OrderEntity"."provider_cancellation_attempts" AS "OrderEntity_provider_cancellation_attempts", "OrderEntity"."provider_cancellation_error" AS "OrderEntity_provider_cancellation_error", "OrderEntity"."provider_price_due_halere" AS "OrderEntity_provider_price_due_halere", "OrderEntity"."provider_price_attempts" AS "OrderEntity_provider_price_attempts", "OrderEntity"."provider_price_error" AS "OrderEntity_provider_price_error", "OrderEntity"."digital_content_waiver_at" AS "OrderEntity_digital_content_waiver_at", "OrderEntity"."digital_content_waiver_terms_version" AS "OrderEntity_digital_content_waiver_terms_version", "OrderEntity"."created_at" AS "OrderEntity_created_at", "OrderEntity"."expires_at" AS "OrderEntity_expires_at" FROM "subscription_order" "OrderEntity" WHERE (("OrderEntity"."user_id" = $1) AND ("OrderEntity"."status" IN ($2, $3, $4)) AND ("OrderEntity"."expires_at" > $5)) ORDER BY "OrderEntity"."tier_id" DESC, "OrderEntity"."expires_at" DESC LIMIT 1;
