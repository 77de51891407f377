import { lookup } from 'node:dns/promises';
import { hostname } from 'node:os';
import { ensureReferenceDataIn } from '../../db/seed/reference-data';
import { createTestDatabase, TestDatabase } from '../../testing/test-database';
import { startWebhookReceiver, type WebhookReceiver } from '../../testing/webhook-receiver';
import { WEBHOOK_INTERNAL_REFUSAL, WEBHOOK_MESSAGES } from '@bonus/domain';
import { WebhookService, recordWebhookEvent } from './webhook.service';
import { verifyWebhookSignature } from './webhook-signature';
import { WEBHOOK_DELIVERIES_DUE_CHANNEL } from './webhooks.queries';
import { PgListener } from '../../persistence/pg-listener';
import { isInternalAddress } from './public-address';

const MEMBER = '00000000-0000-4000-8000-00000000000a';
const ORDER = '00000000-0000-4000-8000-00000000000b';
const AT = '2026-11-24T10:00:00.000Z';
const orderPaid = { order_id: ORDER, member_id: MEMBER, payment_id: 'pay_7', amount_czk: 199, paid_at: AT };

describe('outgoing webhooks', () => {
  let db: TestDatabase;
  let webhooks: WebhookService;
  let receiver: WebhookReceiver;
  let adminId: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    await ensureReferenceDataIn(db.dataSource);
    webhooks = new WebhookService(db.dataSource, { publicOnly: false });
    receiver = await startWebhookReceiver();
    [{ id: adminId }] = await db.dataSource.query(
      `INSERT INTO app_user (name, tier_id) SELECT 'Správce webhooků', id FROM tier ORDER BY id LIMIT 1 RETURNING id`,
    );
  });
  afterAll(async () => {
    await receiver.close();
    await db.drop();
  });
  beforeEach(async () => {
    await db.dataSource.query('TRUNCATE webhook_endpoint, webhook_event, webhook_delivery CASCADE');
    receiver.received.length = 0;
    receiver.statuses.length = 0;
  });

  it('delivers a committed event once, signed with the endpoint secret, to endpoints that want it', async () => {
    const wanted = await webhooks.createEndpoint(adminId, { url: receiver.url, description: 'účetnictví', events: ['order.paid'] });
    await webhooks.createEndpoint(adminId, { url: receiver.url, description: 'jiné', events: ['member.created'] });
    await db.dataSource.transaction((manager) => recordWebhookEvent(manager, 'order.paid', orderPaid));

    expect(await webhooks.deliverDue()).toEqual({ succeeded: 1, retrying: 0, failed: 0 });
    expect(await webhooks.deliverDue()).toEqual({ succeeded: 0, retrying: 0, failed: 0 });
    expect(receiver.received).toHaveLength(1);
    const [{ body, signature, eventId }] = receiver.received;
    expect(verifyWebhookSignature(wanted.secret, signature, body)).toBe(true);
    expect(JSON.parse(body)).toEqual({ id: eventId, type: 'order.paid', created: expect.any(Number), data: orderPaid });
    expect(await webhooks.deliveries(wanted.id)).toEqual([expect.objectContaining({ eventType: 'order.paid', status: 'succeeded', attempts: 1, lastStatusCode: 200 })]);
  });

  it('wakes the delivery job at commit: one notification per transaction with deliveries, none for a rollback or an unwanted event', async () => {
    let heard = 0;
    const listener = new PgListener([WEBHOOK_DELIVERIES_DUE_CHANNEL], { onNotify: () => heard++ });
    await listener.start(db.url);
    try {
      await webhooks.createEndpoint(adminId, { url: receiver.url, description: '', events: ['order.paid'] });
      expect(await db.dataSource.transaction((manager) => recordWebhookEvent(manager, 'member.created', { member_id: MEMBER, created_at: AT }))).toEqual({ eventId: expect.any(Number), deliveries: 0 });
      await db.dataSource
        .transaction(async (manager) => {
          await recordWebhookEvent(manager, 'order.paid', orderPaid);
          throw new Error('rolled back');
        })
        .catch(() => undefined);
      await db.dataSource.transaction(async (manager) => {
        expect(await recordWebhookEvent(manager, 'order.paid', orderPaid)).toEqual({ eventId: expect.any(Number), deliveries: 1 });
        await recordWebhookEvent(manager, 'order.paid', { ...orderPaid, payment_id: 'pay_8' });
      });
      for (let waited = 0; heard === 0 && waited < 5000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
      await new Promise((resolve) => setTimeout(resolve, 300)); // room for a second one, which must not come
      expect(heard).toBe(1);
    } finally {
      await listener.close();
    }
  });

  it('records nothing and sends nothing for a change that is rolled back', async () => {
    await webhooks.createEndpoint(adminId, { url: receiver.url, description: '', events: ['order.paid'] });
    await expect(
      db.dataSource.transaction(async (manager) => {
        await recordWebhookEvent(manager, 'order.paid', orderPaid);
        throw new Error('payment write failed');
      }),
    ).rejects.toThrow('payment write failed');
    expect(await db.dataSource.query('SELECT count(*)::int AS n FROM webhook_event')).toEqual([{ n: 0 }]);
    await webhooks.deliverDue();
    expect(receiver.received).toHaveLength(0);
  });

  it('retries a failed delivery with backoff (1 min, then 5 min) and stops once it is received', async () => {
    const endpoint = await webhooks.createEndpoint(adminId, { url: receiver.url, description: '', events: ['payout.paid'] });
    await db.dataSource.transaction((manager) => recordWebhookEvent(manager, 'payout.paid', { payout_id: 3, member_id: MEMBER, amount_czk: 500, paid_on: '2026-11-24' }));
    receiver.statuses.push(500, 503);
    const waitOf = async () => {
      const [row] = await db.dataSource.query(`SELECT extract(epoch FROM next_attempt_at - last_attempt_at)::int AS wait FROM webhook_delivery`);
      return Math.round(row.wait / 60);
    };

    expect(await webhooks.deliverDue()).toEqual({ succeeded: 0, retrying: 1, failed: 0 });
    expect(await waitOf()).toBe(1);
    expect(await webhooks.deliverDue()).toEqual({ succeeded: 0, retrying: 0, failed: 0 }); // not due yet
    await db.dataSource.query(`UPDATE webhook_delivery SET next_attempt_at = now()`);
    expect(await webhooks.deliverDue()).toEqual({ succeeded: 0, retrying: 1, failed: 0 });
    expect(await waitOf()).toBe(5);
    await db.dataSource.query(`UPDATE webhook_delivery SET next_attempt_at = now()`);
    expect(await webhooks.deliverDue()).toEqual({ succeeded: 1, retrying: 0, failed: 0 });
    const eventIds = receiver.received.map((r) => r.eventId);
    expect(eventIds).toHaveLength(3);
    expect(new Set(eventIds).size).toBe(1); // the same event each time, so the receiver can de-duplicate
    expect(await webhooks.deliveries(endpoint.id)).toEqual([expect.objectContaining({ status: 'succeeded', attempts: 3, lastStatusCode: 200 })]);
  });

  it('gives a delivery up as failed once 24 hours have passed since its event', async () => {
    const endpoint = await webhooks.createEndpoint(adminId, { url: receiver.url, description: '', events: ['payout.failed'] });
    await db.dataSource.transaction((manager) => recordWebhookEvent(manager, 'payout.failed', { payout_id: 4, member_id: MEMBER, amount_czk: 500, reason: 'Účet neexistuje' }));
    await db.dataSource.query(`UPDATE webhook_event SET created_at = now() - interval '25 hours'`);
    receiver.statuses.push(500);
    expect(await webhooks.deliverDue()).toEqual({ succeeded: 0, retrying: 0, failed: 1 });
    expect(await webhooks.deliveries(endpoint.id)).toEqual([expect.objectContaining({ status: 'failed', lastStatusCode: 500, lastError: 'HTTP 500' })]);
  });

  it('sends each event once when two api copies deliver at the same time', async () => {
    await webhooks.createEndpoint(adminId, { url: receiver.url, description: '', events: ['member.created'] });
    for (let i = 0; i < 30; i++) await db.dataSource.transaction((manager) => recordWebhookEvent(manager, 'member.created', { member_id: `m${i}`, created_at: AT }));
    const otherCopy = new WebhookService(db.dataSource, { publicOnly: false });
    const runs = await Promise.all([webhooks.deliverDue(), otherCopy.deliverDue(), webhooks.deliverDue()]);
    expect(runs.reduce((sum, run) => sum + run.succeeded, 0)).toBe(30);
    expect(new Set(receiver.received.map((r) => r.eventId)).size).toBe(30);
    expect(receiver.received).toHaveLength(30);
  });

  it('in production refuses internal addresses when registering and again when sending (a name re-pointed later)', async () => {
    const production = new WebhookService(db.dataSource, { publicOnly: true });
    for (const url of ['https://127.0.0.1/hook', 'https://[::1]/hook', 'https://localhost/hook', 'https://169.254.169.254/latest', 'https://localhost./hook', 'https://[64:ff9b::a9fe:a9fe]/latest', 'https://[2002:7f00:1::]/hook']) {
      const refused = production.endpointInputSchema.safeParse({ url, events: ['order.paid'] });
      expect(refused.error?.issues.map((issue) => issue.message)).toEqual([WEBHOOK_MESSAGES.internalHost]);
    }
    // Registered before (or through a name that pointed elsewhere then): nothing reaches the receiver.
    const endpoint = await webhooks.createEndpoint(adminId, { url: receiver.url, description: '', events: ['order.paid'] });
    const refusal = { ok: false, statusCode: null, error: WEBHOOK_INTERNAL_REFUSAL };
    expect(await production.sendTest(endpoint.id, 'order.paid')).toEqual(refusal);
    await db.dataSource.transaction((manager) => recordWebhookEvent(manager, 'order.paid', orderPaid));
    expect(await production.deliverDue()).toEqual({ succeeded: 0, retrying: 1, failed: 0 });
    expect(await production.deliveries(endpoint.id)).toEqual([expect.objectContaining({ status: 'pending', lastError: refusal.error })]);
    expect(receiver.received).toHaveLength(0);

    // A name, not an address: only the lookup when connecting can tell (this machine's name resolves inside it).
    const byName = await webhooks.createEndpoint(adminId, { url: receiver.url.replace('127.0.0.1', hostname()), description: '', events: ['order.paid'] });
    expect((await lookup(hostname(), { all: true })).every(({ address }) => isInternalAddress(address))).toBe(true);
    expect(await production.sendTest(byName.id, 'order.paid')).toEqual(refusal);
    expect(receiver.received).toHaveLength(0);
  });

  it('keeps events and their deliveries 30 days, then deletes them', async () => {
    const endpoint = await webhooks.createEndpoint(adminId, { url: receiver.url, description: '', events: ['order.paid'] });
    for (const payment of ['pay_old', 'pay_recent']) await db.dataSource.transaction((manager) => recordWebhookEvent(manager, 'order.paid', { ...orderPaid, payment_id: payment }));
    await webhooks.deliverDue();
    await db.dataSource.query(`UPDATE webhook_event SET created_at = now() - interval '31 days' WHERE data->>'payment_id' = 'pay_old'`);
    await db.dataSource.query(`UPDATE webhook_event SET created_at = now() - interval '29 days' WHERE data->>'payment_id' = 'pay_recent'`);

    expect(await webhooks.pruneOld()).toBe(1);
    expect(await webhooks.pruneOld()).toBe(0);
    expect(await db.dataSource.query(`SELECT data->>'payment_id' AS payment FROM webhook_event`)).toEqual([{ payment: 'pay_recent' }]);
    expect(await webhooks.deliveries(endpoint.id)).toHaveLength(1);
  });

  it('gives a disabled endpoint no new deliveries, and sends a test event on request', async () => {
    const endpoint = await webhooks.createEndpoint(adminId, { url: receiver.url, description: '', events: ['bonus.published'] });
    await webhooks.setEndpointEnabled(endpoint.id, false);
    await db.dataSource.transaction((manager) => recordWebhookEvent(manager, 'bonus.published', { bonus_id: 1, name: 'Bonus', published_at: AT, visible_from: null, visible_until: null }));
    await webhooks.deliverDue();
    expect(receiver.received).toHaveLength(0);

    expect(await webhooks.sendTest(endpoint.id, 'bonus.published')).toEqual({ ok: true, statusCode: 200, error: null });
    expect(JSON.parse(receiver.received[0].body)).toMatchObject({ id: 'evt_test', type: 'bonus.published', data: { bonus_id: 1, name: 'Ukázkový bonus' } });
    receiver.statuses.push(410);
    expect(await webhooks.sendTest(endpoint.id, 'bonus.published')).toEqual({ ok: false, statusCode: 410, error: 'HTTP 410' });
  });
});
