-- The statements of webhooks.queries.ts, written by libs/server/src/testing/sql-snapshots.spec.ts; do not edit.

-- insertEventWithDeliveries
INSERT INTO webhook_event (type, data) VALUES ($1, $2) RETURNING id;
INSERT INTO webhook_delivery (endpoint_id, event_id) SELECT e.id, $1 FROM webhook_endpoint e WHERE e.disabled_at IS NULL AND $2 = ANY(e.events) RETURNING id;

-- claimDueDeliveries
WITH due AS (
  SELECT d.id FROM webhook_delivery d JOIN webhook_endpoint e ON e.id = d.endpoint_id
   WHERE d.status = 'pending' AND d.next_attempt_at <= now() AND (d.claimed_until IS NULL OR d.claimed_until < now()) AND e.disabled_at IS NULL
   ORDER BY d.next_attempt_at, d.id LIMIT $1 FOR UPDATE OF d SKIP LOCKED)
UPDATE webhook_delivery d SET claimed_until = now() + make_interval(secs => $2) FROM due, webhook_event v, webhook_endpoint e
 WHERE d.id = due.id AND v.id = d.event_id AND e.id = d.endpoint_id
RETURNING d.id, d.attempts, v.id AS "eventId", v.type AS "eventType", v.data AS "eventData", v.created_at AS "eventCreatedAt", e.url, e.secret;

-- recordAttempt
UPDATE webhook_delivery SET status = $2, attempts = attempts + 1, last_attempt_at = now(), last_status_code = $3, last_error = $4,
      next_attempt_at = COALESCE($5, next_attempt_at), claimed_until = NULL
WHERE id = $1;

-- deliveriesOfEndpoint
SELECT d.id, d.event_id AS "eventId", v.type AS "eventType", d.status, d.attempts, d.last_status_code AS "lastStatusCode", d.last_error AS "lastError",
      d.last_attempt_at AS "lastAttemptAt", d.next_attempt_at AS "nextAttemptAt", d.created_at AS "createdAt"
 FROM webhook_delivery d JOIN webhook_event v ON v.id = d.event_id
WHERE d.endpoint_id = $1 ORDER BY d.id DESC LIMIT $2;

-- deleteEventsBefore
DELETE FROM webhook_event WHERE id IN (SELECT id FROM webhook_event WHERE created_at < $1 ORDER BY created_at LIMIT $2);

-- allEndpoints
SELECT "WebhookEndpointEntity"."id" AS "WebhookEndpointEntity_id", "WebhookEndpointEntity"."url" AS "WebhookEndpointEntity_url", "WebhookEndpointEntity"."description" AS "WebhookEndpointEntity_description", "WebhookEndpointEntity"."events" AS "WebhookEndpointEntity_events", "WebhookEndpointEntity"."secret" AS "WebhookEndpointEntity_secret", "WebhookEndpointEntity"."disabled_at" AS "WebhookEndpointEntity_disabled_at", "WebhookEndpointEntity"."created_by_id" AS "WebhookEndpointEntity_created_by_id", "WebhookEndpointEntity"."created_at" AS "WebhookEndpointEntity_created_at" FROM "webhook_endpoint" "WebhookEndpointEntity" ORDER BY "WebhookEndpointEntity"."id" ASC;

-- endpointById
SELECT "WebhookEndpointEntity"."id" AS "WebhookEndpointEntity_id", "WebhookEndpointEntity"."url" AS "WebhookEndpointEntity_url", "WebhookEndpointEntity"."description" AS "WebhookEndpointEntity_description", "WebhookEndpointEntity"."events" AS "WebhookEndpointEntity_events", "WebhookEndpointEntity"."secret" AS "WebhookEndpointEntity_secret", "WebhookEndpointEntity"."disabled_at" AS "WebhookEndpointEntity_disabled_at", "WebhookEndpointEntity"."created_by_id" AS "WebhookEndpointEntity_created_by_id", "WebhookEndpointEntity"."created_at" AS "WebhookEndpointEntity_created_at" FROM "webhook_endpoint" "WebhookEndpointEntity" WHERE (("WebhookEndpointEntity"."id" = $1)) LIMIT 1;

-- insertEndpoint
INSERT INTO "webhook_endpoint"("url", "description", "events", "secret", "disabled_at", "created_by_id", "created_at") VALUES ($1, $2, $3, $4, $5, $6, DEFAULT) RETURNING "id", "description", "created_at";

-- saveEndpoint
SELECT "WebhookEndpointEntity"."id" AS "WebhookEndpointEntity_id", "WebhookEndpointEntity"."url" AS "WebhookEndpointEntity_url", "WebhookEndpointEntity"."description" AS "WebhookEndpointEntity_description", "WebhookEndpointEntity"."events" AS "WebhookEndpointEntity_events", "WebhookEndpointEntity"."secret" AS "WebhookEndpointEntity_secret", "WebhookEndpointEntity"."disabled_at" AS "WebhookEndpointEntity_disabled_at", "WebhookEndpointEntity"."created_by_id" AS "WebhookEndpointEntity_created_by_id", "WebhookEndpointEntity"."created_at" AS "WebhookEndpointEntity_created_at" FROM "webhook_endpoint" "WebhookEndpointEntity" WHERE "WebhookEndpointEntity"."id" = $1;
INSERT INTO "webhook_endpoint"("url", "description", "events", "secret", "disabled_at", "created_by_id", "created_at") VALUES ($1, $2, $3, $4, $5, $6, DEFAULT) RETURNING "id", "description", "created_at";

-- deleteEndpoint
DELETE FROM "webhook_endpoint" WHERE "id" = $1;
