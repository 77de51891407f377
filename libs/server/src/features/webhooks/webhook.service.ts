import type { DataSource, EntityManager } from 'typeorm';
import { DomainError, nextWebhookAttempt, webhookEndpointInputSchema, type WebhookEndpointInput, type WebhookEventType } from '@bonus/domain';
import { WebhookEndpointEntity } from './webhook-endpoint.entity';
import type { WebhookDelivery, WebhookDeliveryRun, WebhookEndpoint, WebhookSendResult } from './webhook.read-model';
import { sendWebhook } from './webhook-sender';
import { newWebhookSecret } from './webhook-signature';
import { claimDueDeliveries, deliveriesOfEndpoint, insertEventWithDeliveries, recordAttempt } from './webhooks.queries';

/** Sends per job run at most; the job runs every minute and when a change queues it. */
const DELIVERIES_PER_RUN = 50;

/** Sample data of each event for an admin's test delivery. */
const SAMPLE_DATA: Record<WebhookEventType, Record<string, unknown>> = {
  'member.created': { memberId: '00000000-0000-4000-8000-000000000000', tier: 'free' },
  'order.paid': { orderId: 1, memberId: '00000000-0000-4000-8000-000000000000', tier: 'basic', amount: 199 },
  'order.canceled': { orderId: 1, memberId: '00000000-0000-4000-8000-000000000000', tier: 'basic' },
  'payout.requested': { payoutId: 1, memberId: '00000000-0000-4000-8000-000000000000', amount: 500 },
  'payout.paid': { payoutId: 1, memberId: '00000000-0000-4000-8000-000000000000', amount: 500 },
  'payout.failed': { payoutId: 1, memberId: '00000000-0000-4000-8000-000000000000', amount: 500 },
  'bonus.published': { bonusId: 1, name: 'Ukázkový bonus' },
};

/**
 * Records an event in the caller's transaction (the outbox): it exists exactly when the change it tells
 * of commits. The delivery job sends it afterwards.
 */
export function recordWebhookEvent(manager: EntityManager, type: WebhookEventType, data: Record<string, unknown>): Promise<{ eventId: number; deliveries: number }> {
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
  /** What an admin may register here: https only in production. */
  readonly endpointInputSchema: ReturnType<typeof webhookEndpointInputSchema>;

  constructor(
    private readonly dataSource: DataSource,
    { requireHttps }: { requireHttps: boolean },
  ) {
    this.endpointInputSchema = webhookEndpointInputSchema({ requireHttps });
  }

  async endpoints(): Promise<WebhookEndpoint[]> {
    return (await this.dataSource.getRepository(WebhookEndpointEntity).find({ order: { id: 'ASC' } })).map(endpointOf);
  }

  async createEndpoint(adminId: string, input: WebhookEndpointInput): Promise<WebhookEndpoint> {
    const repository = this.dataSource.getRepository(WebhookEndpointEntity);
    const saved = await repository.save(repository.create({ ...input, secret: newWebhookSecret(), createdById: adminId, disabledAt: null }));
    return endpointOf(saved);
  }

  async setEndpointEnabled(id: number, enabled: boolean): Promise<WebhookEndpoint> {
    const repository = this.dataSource.getRepository(WebhookEndpointEntity);
    const endpoint = await repository.findOneBy({ id });
    if (!endpoint) throw new DomainError('NOT_FOUND');
    if (enabled !== (endpoint.disabledAt === null)) {
      endpoint.disabledAt = enabled ? null : new Date();
      await repository.save(endpoint);
    }
    return endpointOf(endpoint);
  }

  async deleteEndpoint(id: number): Promise<void> {
    const { affected } = await this.dataSource.getRepository(WebhookEndpointEntity).delete({ id });
    if (!affected) throw new DomainError('NOT_FOUND');
  }

  async deliveries(endpointId: number, limit = 100): Promise<WebhookDelivery[]> {
    return deliveriesOfEndpoint(this.dataSource.manager, endpointId, limit);
  }

  /** Sends a sample event of `type` to the endpoint at once and says how it answered; nothing is recorded. */
  async sendTest(endpointId: number, type: WebhookEventType): Promise<WebhookSendResult> {
    const endpoint = await this.dataSource.getRepository(WebhookEndpointEntity).findOneBy({ id: endpointId });
    if (!endpoint) throw new DomainError('NOT_FOUND');
    return sendWebhook(endpoint.url, endpoint.secret, { eventId: 'evt_test', type, createdAt: new Date(), data: SAMPLE_DATA[type] });
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
        const result = await sendWebhook(delivery.url, delivery.secret, { eventId: `evt_${delivery.eventId}`, type: delivery.eventType, createdAt: delivery.eventCreatedAt, data: delivery.eventData });
        const nextAttemptAt = result.ok ? null : nextWebhookAttempt(delivery.attempts + 1, delivery.eventCreatedAt, now());
        const status = result.ok ? 'succeeded' : nextAttemptAt ? 'pending' : 'failed';
        await recordAttempt(this.dataSource.manager, delivery.id, { status, statusCode: result.statusCode, error: result.error, nextAttemptAt });
        run[result.ok ? 'succeeded' : nextAttemptAt ? 'retrying' : 'failed']++;
      }),
    );
    return run;
  }
}
