import type { DataSource, EntityManager } from 'typeorm';
import { DomainError, nextWebhookAttempt, WEBHOOK_RETENTION_DAYS, webhookEndpointInputSchema, type WebhookEndpointInput, type WebhookEventData, type WebhookEventType } from '@bonus/domain';
import type { WebhookEndpointEntity } from './webhook-endpoint.entity';
import type { WebhookDelivery, WebhookDeliveryRun, WebhookEndpoint, WebhookSendResult } from './webhook.read-model';
import { hasInternalHost } from './public-address';
import { sendWebhook } from './webhook-sender';
import { newWebhookSecret } from './webhook-signature';
import {
  allEndpoints,
  claimDueDeliveries,
  deleteEndpoint,
  deleteEventsBefore,
  deliveriesOfEndpoint,
  endpointById,
  insertEndpoint,
  insertEventWithDeliveries,
  recordAttempt,
  saveEndpoint,
} from './webhooks.queries';

/** Sends per job run at most; the job runs every minute and when a change queues it. */
const DELIVERIES_PER_RUN = 50;
/** Old events deleted per job run at most, so one run never holds a long lock. */
const PRUNED_PER_RUN = 1000;

const SAMPLE_MEMBER = '00000000-0000-4000-8000-000000000000';
const SAMPLE_ORDER = '00000000-0000-4000-8000-000000000001';
const SAMPLE_TIME = '2026-01-01T12:00:00.000Z';

/** Sample data of each event for an admin's test delivery: the shape real events have. */
const SAMPLE_DATA: { [T in WebhookEventType]: WebhookEventData[T] } = {
  'member.created': { member_id: SAMPLE_MEMBER, created_at: SAMPLE_TIME },
  'order.paid': { order_id: SAMPLE_ORDER, member_id: SAMPLE_MEMBER, payment_id: 'sample-payment', amount_czk: 199, paid_at: SAMPLE_TIME },
  'order.canceled': { order_id: SAMPLE_ORDER, member_id: SAMPLE_MEMBER, reason: 'period_ended', canceled_at: SAMPLE_TIME },
  'payout.requested': { payout_id: 1, member_id: SAMPLE_MEMBER, amount_czk: 500, automatic: false },
  'payout.paid': { payout_id: 1, member_id: SAMPLE_MEMBER, amount_czk: 500, paid_on: '2026-01-02' },
  'payout.failed': { payout_id: 1, member_id: SAMPLE_MEMBER, amount_czk: 500, reason: 'Účet neexistuje' },
  'bonus.published': { bonus_id: 1, name: 'Ukázkový bonus', published_at: SAMPLE_TIME, visible_from: null, visible_until: null },
  'bonus.terms_changed': { bonus_id: 1, name: 'Ukázkový bonus', version: 2, changed_fields: ['expected_value'], changed_at: SAMPLE_TIME, started_members: 3 },
};

/**
 * Records an event in the caller's transaction (the outbox): it exists exactly when the change it tells
 * of commits. The delivery job sends it afterwards.
 */
export function recordWebhookEvent<T extends WebhookEventType>(manager: EntityManager, type: T, data: WebhookEventData[T]): Promise<{ eventId: number; deliveries: number }> {
  return insertEventWithDeliveries(manager, type, data);
}

const endpointOf = (entity: WebhookEndpointEntity): WebhookEndpoint => ({
  id: entity.id,
  url: entity.url,
  description: entity.description,
  events: entity.events,
  secret: entity.secret,
  enabled: entity.disabledAt === null,
  createdAt: entity.createdAt,
});

/** Outgoing webhooks: the endpoints admins register and the delivery of recorded events to them. */
export class WebhookService {
  /** What an admin may register here: in production https only, and no address in an internal network. */
  readonly endpointInputSchema: ReturnType<typeof webhookEndpointInputSchema>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly options: { publicOnly: boolean },
  ) {
    this.endpointInputSchema = webhookEndpointInputSchema({ requireHttps: options.publicOnly, isInternalUrl: options.publicOnly ? hasInternalHost : undefined });
  }

  async endpoints(): Promise<WebhookEndpoint[]> {
    return (await allEndpoints(this.dataSource.manager)).map(endpointOf);
  }

  async createEndpoint(adminId: string, input: WebhookEndpointInput): Promise<WebhookEndpoint> {
    return endpointOf(await insertEndpoint(this.dataSource.manager, { ...input, secret: newWebhookSecret(), createdById: adminId, disabledAt: null }));
  }

  async setEndpointEnabled(id: number, enabled: boolean): Promise<WebhookEndpoint> {
    const endpoint = await endpointById(this.dataSource.manager, id);
    if (!endpoint) throw new DomainError('NOT_FOUND');
    if (enabled !== (endpoint.disabledAt === null)) {
      endpoint.disabledAt = enabled ? null : new Date();
      await saveEndpoint(this.dataSource.manager, endpoint);
    }
    return endpointOf(endpoint);
  }

  async deleteEndpoint(id: number): Promise<void> {
    if (!(await deleteEndpoint(this.dataSource.manager, id))) throw new DomainError('NOT_FOUND');
  }

  async deliveries(endpointId: number, limit = 100): Promise<WebhookDelivery[]> {
    return deliveriesOfEndpoint(this.dataSource.manager, endpointId, limit);
  }

  /** Sends a sample event of `type` to the endpoint at once and says how it answered; nothing is recorded. */
  async sendTest(endpointId: number, type: WebhookEventType): Promise<WebhookSendResult> {
    const endpoint = await endpointById(this.dataSource.manager, endpointId);
    if (!endpoint) throw new DomainError('NOT_FOUND');
    return sendWebhook(endpoint.url, endpoint.secret, { eventId: 'evt_test', type, createdAt: new Date(), data: SAMPLE_DATA[type] }, { publicOnly: this.options.publicOnly });
  }

  /**
   * Sends what is due: claims deliveries (another copy skips them while claimed), sends them, and
   * records each outcome; a failure is retried with backoff until 24 h after its event.
   */
  async deliverDue(now: () => Date = () => new Date()): Promise<WebhookDeliveryRun> {
    const run: WebhookDeliveryRun = { succeeded: 0, retrying: 0, failed: 0 };
    const due = await claimDueDeliveries(this.dataSource.manager, DELIVERIES_PER_RUN);
    await Promise.all(
      due.map(async (delivery) => {
        const result = await sendWebhook(delivery.url, delivery.secret, { eventId: `evt_${delivery.eventId}`, type: delivery.eventType, createdAt: delivery.eventCreatedAt, data: delivery.eventData }, { publicOnly: this.options.publicOnly });
        const nextAttemptAt = result.ok ? null : nextWebhookAttempt(delivery.attempts + 1, delivery.eventCreatedAt, now());
        const status = result.ok ? 'succeeded' : nextAttemptAt ? 'pending' : 'failed';
        await recordAttempt(this.dataSource.manager, delivery.id, { status, statusCode: result.statusCode, error: result.error, nextAttemptAt });
        run[result.ok ? 'succeeded' : nextAttemptAt ? 'retrying' : 'failed']++;
      }),
    );
    return run;
  }

  /** Deletes events older than the retention (30 days) with their deliveries; returns how many went. */
  pruneOld(now: Date = new Date()): Promise<number> {
    return deleteEventsBefore(this.dataSource.manager, new Date(now.getTime() - WEBHOOK_RETENTION_DAYS * 86_400_000), PRUNED_PER_RUN);
  }
}
