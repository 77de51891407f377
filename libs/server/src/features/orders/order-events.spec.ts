import { createTestDatabase, TestDatabase } from '../../testing/test-database';
import { ProviderFollowUps } from './provider-follow-ups';
import { createLocalGateway } from '../../integrations/payments/local/local-gateway';
import { SharedCache } from '../../cache/shared-cache';
import { RateLimiter } from '../rate-limit/rate-limiter';
import { SiteSettingsService } from '../settings/site-settings.service';
import { UserEntity } from '../users/user.entity';
import { MembershipService } from './membership.service';
import { OrderService } from './order.service';
import { PromoCodeService } from './promo-code.service';
import { ProviderCancellations } from './provider-cancellations';

/** `order.canceled` is recorded once, with its reason, in the transaction that ends a paid order. */
describe('order.canceled events', () => {
  let db: TestDatabase;
  let orders: OrderService;
  let membership: MembershipService;
  let counter = 0;

  beforeAll(async () => {
    db = await createTestDatabase({ seeded: true });
    await db.dataSource.query('UPDATE generation SET "limit" = current_load + 1000');
    membership = new MembershipService(db.dataSource, new SharedCache(), new SiteSettingsService(db.dataSource, new SharedCache()));
    const gateway = createLocalGateway({ apiPublicUrl: 'http://api.test', secret: 'test-secret-of-the-local-gateway' });
    orders = new OrderService(db.dataSource, gateway, membership, new PromoCodeService(db.dataSource, new RateLimiter(db.dataSource)), { webUrl: 'http://web.test' }, new ProviderFollowUps(db.dataSource, gateway));
  });
  afterAll(() => db.drop());

  const newMember = () => db.dataSource.getRepository(UserEntity).save({ name: `Člen ${counter}`, tierId: 1, firebaseUid: `order-events-${counter++}-${Date.now()}` });
  const reload = (user: UserEntity) => db.dataSource.getRepository(UserEntity).findOneByOrFail({ id: user.id });
  const order = async (member: UserEntity, tierId = 2) => orders.create(member, { tier_id: tierId, subscription_scope: 'registration', digital_content_waiver: true });
  const pay = (orderId: string, paidAt: Date) => orders.applyProviderReport({ provider: 'local', orderId, payments: [{ id: `pay-${counter++}`, paidAt }] }, { now: paidAt });
  const canceled = async (orderId: string) =>
    (await db.dataSource.query(`SELECT data FROM webhook_event WHERE type = 'order.canceled' AND data->>'order_id' = $1`, [orderId])).map((row: { data: unknown }) => row.data);

  it('tells of a cancelled subscription when its paid period ends, once however often the job runs', async () => {
    const member = await newMember();
    const { id } = await order(member);
    await pay(id, new Date('2026-10-01T00:00:00Z'));
    await orders.applyProviderReport({ provider: 'local', orderId: id, cancelAtPeriodEnd: true }, { now: new Date('2026-10-02T00:00:00Z') });
    expect(await canceled(id)).toEqual([]);
    const end = new Date('2026-11-01T00:00:01Z');
    await membership.runLifecycle(end);
    await membership.runLifecycle(end);
    expect(await canceled(id)).toEqual([{ order_id: id, member_id: member.id, reason: 'period_ended', canceled_at: end.toISOString() }]);
  });

  it('tells of an order replaced by an upgrade', async () => {
    const member = await newMember();
    const basic = await order(member);
    await pay(basic.id, new Date('2026-11-01T00:00:00Z'));
    const upgrade = await orders.create(await reload(member), { tier_id: 3, subscription_scope: 'settings', digital_content_waiver: true }, new Date('2026-11-11T00:00:00Z'));
    await pay(upgrade.id, new Date('2026-11-11T00:00:00Z'));
    expect(await canceled(basic.id)).toEqual([expect.objectContaining({ reason: 'upgraded', member_id: member.id })]);
    expect(await canceled(upgrade.id)).toEqual([]);
  });

  it('tells of a full refund of the current period once, and of a provider-ended subscription', async () => {
    const refunded = await order(await newMember());
    const now = new Date();
    await orders.applyProviderReport({ provider: 'stripe', orderId: refunded.id, providerSubscriptionId: `sub_${refunded.id}`, payments: [{ id: `in_${refunded.id}`, amountHalere: 89900, paidAt: now, providerPaymentId: `pi_${refunded.id}` }] }, { now });
    for (let i = 0; i < 3; i++) {
      await orders.applyProviderReport({ provider: 'stripe', orderId: refunded.id, refunds: [{ providerPaymentId: `pi_${refunded.id}`, refundedHalere: 89900 }] }, { now });
    }
    expect(await canceled(refunded.id)).toEqual([expect.objectContaining({ reason: 'refunded' })]);
    // Until the provider has cancelled, it still reports the subscription live and may even charge it:
    // the order stays ended (no access, no second event) and its cancellation is due again (applied without the
    // follow-up run that would carry it out at once).
    const later = new Date(now.getTime() + 60_000);
    await membership.apply(
      { provider: 'stripe', orderId: refunded.id, status: 'active', periodEnd: new Date(now.getTime() + 30 * 86_400_000), payments: [{ id: `in2_${refunded.id}`, amountHalere: 89900, paidAt: later, providerPaymentId: `pi2_${refunded.id}` }] },
      { now: later },
    );
    const [row] = await db.dataSource.query('SELECT o.status, o.provider_cancellation_due_at IS NOT NULL AS due, t.code AS tier FROM subscription_order o JOIN app_user u ON u.id = o.user_id JOIN tier t ON t.id = u.tier_id WHERE o.id = $1', [refunded.id]);
    expect(row).toEqual({ status: 'canceled', due: true, tier: 'free' });
    expect(await canceled(refunded.id)).toHaveLength(1);

    const ended = await order(await newMember());
    await orders.applyProviderReport({ provider: 'stripe', orderId: ended.id, payments: [{ id: `in_${ended.id}`, amountHalere: 89900, paidAt: now, providerPaymentId: `pi_${ended.id}` }] }, { now });
    await orders.applyProviderReport({ provider: 'stripe', orderId: ended.id, status: 'canceled' }, { now });
    await orders.applyProviderReport({ provider: 'stripe', orderId: ended.id, status: 'canceled' }, { now });
    expect(await canceled(ended.id)).toEqual([expect.objectContaining({ reason: 'provider' })]);

    // Set to end with its period, but ended by the provider before that: the provider ended it.
    const early = await order(await newMember());
    await orders.applyProviderReport({ provider: 'stripe', orderId: early.id, payments: [{ id: `in_${early.id}`, amountHalere: 89900, paidAt: now, providerPaymentId: `pi_${early.id}` }] }, { now });
    await orders.applyProviderReport({ provider: 'stripe', orderId: early.id, cancelAtPeriodEnd: true }, { now });
    await orders.applyProviderReport({ provider: 'stripe', orderId: early.id, status: 'canceled' }, { now });
    expect(await canceled(early.id)).toEqual([expect.objectContaining({ reason: 'provider' })]);

    // The same, reported once the period is over: it ended with its period.
    const onTime = await order(await newMember());
    const paidAt = new Date(now.getTime() - 40 * 86_400_000);
    await orders.applyProviderReport({ provider: 'stripe', orderId: onTime.id, payments: [{ id: `in_${onTime.id}`, amountHalere: 89900, paidAt, providerPaymentId: `pi_${onTime.id}` }] }, { now: paidAt });
    await orders.applyProviderReport({ provider: 'stripe', orderId: onTime.id, cancelAtPeriodEnd: true }, { now: paidAt });
    await orders.applyProviderReport({ provider: 'stripe', orderId: onTime.id, status: 'canceled' }, { now });
    expect(await canceled(onTime.id)).toEqual([expect.objectContaining({ reason: 'period_ended' })]);
  });

  it('tells of orders ended with the membership (erasure, deactivation), not again on a later provider report', async () => {
    const member = await newMember();
    const { id } = await order(member);
    const now = new Date();
    await pay(id, now);
    await db.dataSource.transaction(async (manager) => {
      await manager.query('UPDATE app_user SET deactivated_at = $2 WHERE id = $1', [member.id, now]);
      await ProviderCancellations.endMembership(manager, member.id, now);
    });
    await membership.apply({ provider: 'local', orderId: id, payments: [{ id: `late-${id}`, paidAt: now }] }, { now });
    expect(await canceled(id)).toEqual([expect.objectContaining({ reason: 'membership_closed' })]);
  });

  it('tells nothing of an order never paid (an abandoned checkout)', async () => {
    const member = await newMember();
    const abandoned = await order(member);
    await orders.checkoutCancelled(abandoned.id);
    // Still awaiting payment when the membership ends: ended too, but nothing to tell.
    const unpaid = await order(member);
    await db.dataSource.transaction((manager) => ProviderCancellations.endMembership(manager, member.id, new Date()));
    expect(await db.dataSource.query('SELECT status FROM subscription_order WHERE id = $1', [unpaid.id])).toEqual([{ status: 'canceled' }]);
    expect(await canceled(abandoned.id)).toEqual([]);
    expect(await canceled(unpaid.id)).toEqual([]);
  });
});
