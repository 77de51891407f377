-- The statements of provider-cancellation.queries.ts, written by libs/server/src/testing/sql-snapshots.spec.ts; do not edit.

-- endLiveOrders
UPDATE subscription_order
  SET status = 'canceled', cancel_at_period_end = false, expires_at = LEAST(coalesce(expires_at, $2), $2),
      provider_cancellation_due_at = CASE WHEN provider_subscription_id IS NOT NULL THEN $2::timestamptz END
WHERE user_id = $1 AND status = ANY($3)
RETURNING id, user_id AS "userId", activated_at AS "activatedAt";

-- markCancellationDue
UPDATE subscription_order SET provider_cancellation_due_at = coalesce(provider_cancellation_due_at, $2) WHERE id = $1 AND provider_subscription_id IS NOT NULL;

-- cancellationsDue
SELECT id, provider_subscription_id FROM subscription_order
WHERE provider_cancellation_due_at IS NOT NULL AND ($2::uuid[] IS NULL OR id = ANY($2))
ORDER BY provider_cancellation_due_at LIMIT $1;

-- cancelledAtProvider
UPDATE subscription_order SET provider_cancellation_due_at = NULL, provider_cancellation_error = NULL WHERE id = $1;

-- cancellationFailed
UPDATE subscription_order SET provider_cancellation_attempts = provider_cancellation_attempts + 1, provider_cancellation_error = left($2, 500) WHERE id = $1;
