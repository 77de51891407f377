import type { EntityManager } from 'typeorm';
import type { WebhookDeliveryStatus, WebhookEventType } from '@bonus/domain';
import { WebhookEndpointEntity } from './webhook-endpoint.entity';

/** A claimed delivery with what sending it needs. */
export interface DueDeliveryRow {
  id: number;
  attempts: number;
  eventId: number;
  eventType: WebhookEventType;
  eventData: Record<string, unknown>;
  eventCreatedAt: Date;
  url: string;
  secret: string;
}

export interface DeliveryRow {
  id: number;
  eventId: number;
  eventType: WebhookEventType;
  status: WebhookDeliveryStatus;
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
  lastAttemptAt: Date | null;
  nextAttemptAt: Date;
  createdAt: Date;
}

/** How long a sender owns what it claimed: longer than one send's timeout, so two copies never send one delivery at once. */
const CLAIM_SECONDS = 60;

/** Writes the event and one pending delivery per enabled endpoint that wants it, in the caller's transaction. */
/** Notified when committed deliveries wait to be sent (the delivery job wakes on it). */
export const WEBHOOK_DELIVERIES_DUE_CHANNEL = 'bonus_webhook_deliveries_due';

export async function insertEventWithDeliveries(manager: EntityManager, type: WebhookEventType, data: Record<string, unknown>): Promise<{ eventId: number; deliveries: number }> {
  const [{ id }] = await manager.query(`INSERT INTO webhook_event (type, data) VALUES ($1, $2) RETURNING id`, [type, JSON.stringify(data)]);
  // TypeORM answers an INSERT with its rows alone (no count): RETURNING gives one row per delivery.
  const created: unknown[] = await manager.query(
    `INSERT INTO webhook_delivery (endpoint_id, event_id) SELECT e.id, $1 FROM webhook_endpoint e WHERE e.disabled_at IS NULL AND $2 = ANY(e.events) RETURNING id`,
    [id, type],
  );
  const deliveries = created.length;
  // Heard at commit by the job runner, which sends at once (PostgreSQL folds repeats within a transaction).
  if (deliveries > 0) await manager.query(`SELECT pg_notify($1, '')`, [WEBHOOK_DELIVERIES_DUE_CHANNEL]);
  return { eventId: id, deliveries };
}

/** Claims up to `limit` due deliveries of enabled endpoints, oldest first; other copies skip them while claimed. */
export async function claimDueDeliveries(manager: EntityManager, limit: number): Promise<DueDeliveryRow[]> {
  const [rows] = await manager.query(
    `WITH due AS (
       SELECT d.id FROM webhook_delivery d JOIN webhook_endpoint e ON e.id = d.endpoint_id
        WHERE d.status = 'pending' AND d.next_attempt_at <= now() AND (d.claimed_until IS NULL OR d.claimed_until < now()) AND e.disabled_at IS NULL
        ORDER BY d.next_attempt_at, d.id LIMIT $1 FOR UPDATE OF d SKIP LOCKED)
     UPDATE webhook_delivery d SET claimed_until = now() + make_interval(secs => $2) FROM due, webhook_event v, webhook_endpoint e
      WHERE d.id = due.id AND v.id = d.event_id AND e.id = d.endpoint_id
     RETURNING d.id, d.attempts, v.id AS "eventId", v.type AS "eventType", v.data AS "eventData", v.created_at AS "eventCreatedAt", e.url, e.secret`,
    [limit, CLAIM_SECONDS],
  );
  return (rows as DueDeliveryRow[]).sort((a, b) => a.id - b.id);
}

/** Records one attempt: succeeded, failed for good, or to be tried again at `nextAttemptAt`. */
export async function recordAttempt(
  manager: EntityManager,
  id: number,
  outcome: { status: WebhookDeliveryStatus; statusCode: number | null; error: string | null; nextAttemptAt: Date | null },
): Promise<void> {
  await manager.query(
    `UPDATE webhook_delivery SET status = $2, attempts = attempts + 1, last_attempt_at = now(), last_status_code = $3, last_error = $4,
            next_attempt_at = COALESCE($5, next_attempt_at), claimed_until = NULL
      WHERE id = $1`,
    [id, outcome.status, outcome.statusCode, outcome.error, outcome.nextAttemptAt],
  );
}

export async function deliveriesOfEndpoint(manager: EntityManager, endpointId: number, limit: number): Promise<DeliveryRow[]> {
  return manager.query(
    `SELECT d.id, d.event_id AS "eventId", v.type AS "eventType", d.status, d.attempts, d.last_status_code AS "lastStatusCode", d.last_error AS "lastError",
            d.last_attempt_at AS "lastAttemptAt", d.next_attempt_at AS "nextAttemptAt", d.created_at AS "createdAt"
       FROM webhook_delivery d JOIN webhook_event v ON v.id = d.event_id
      WHERE d.endpoint_id = $1 ORDER BY d.id DESC LIMIT $2`,
    [endpointId, limit],
  );
}

/** Deletes up to `limit` events created before `cutoff`, their deliveries with them (cascade); returns how many. */
export async function deleteEventsBefore(manager: EntityManager, cutoff: Date, limit: number): Promise<number> {
  // TypeORM answers a DELETE with [rows, affected count].
  const [, deleted]: [unknown[], number] = await manager.query(
    `DELETE FROM webhook_event WHERE id IN (SELECT id FROM webhook_event WHERE created_at < $1 ORDER BY created_at LIMIT $2)`,
    [cutoff, limit],
  );
  return deleted;
}

/** Every endpoint, oldest first. */
export function allEndpoints(manager: EntityManager): Promise<WebhookEndpointEntity[]> {
  return manager.find(WebhookEndpointEntity, { order: { id: 'ASC' } });
}

export function endpointById(manager: EntityManager, id: number): Promise<WebhookEndpointEntity | null> {
  return manager.findOneBy(WebhookEndpointEntity, { id });
}

export function insertEndpoint(
  manager: EntityManager,
  endpoint: Pick<WebhookEndpointEntity, 'url' | 'description' | 'events' | 'secret' | 'createdById' | 'disabledAt'>,
): Promise<WebhookEndpointEntity> {
  return manager.save(WebhookEndpointEntity, manager.create(WebhookEndpointEntity, endpoint));
}

export function saveEndpoint(manager: EntityManager, endpoint: WebhookEndpointEntity): Promise<WebhookEndpointEntity> {
  return manager.save(WebhookEndpointEntity, endpoint);
}

/** False when there is no endpoint of that id. */
export async function deleteEndpoint(manager: EntityManager, id: number): Promise<boolean> {
  const { affected } = await manager.delete(WebhookEndpointEntity, { id });
  return Boolean(affected);
}
