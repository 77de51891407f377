-- The statements of provider-price-change.queries.ts, written by libs/server/src/testing/sql-snapshots.spec.ts; do not edit.

-- priceChangesDue
SELECT id, provider_subscription_id AS "providerSubscriptionId", provider_price_due_halere AS "monthlyHalere"
 FROM subscription_order
WHERE provider_price_due_halere IS NOT NULL AND provider_subscription_id IS NOT NULL AND ($2::uuid[] IS NULL OR id = ANY($2))
ORDER BY activated_at LIMIT $1;

-- priceSetAtProvider
UPDATE subscription_order SET provider_price_due_halere = NULL, provider_price_error = NULL WHERE id = $1 AND provider_price_due_halere = $2;

-- priceChangeFailed
UPDATE subscription_order SET provider_price_attempts = provider_price_attempts + 1, provider_price_error = left($2, 500) WHERE id = $1;
