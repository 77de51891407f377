import { createTestDatabase, TestDatabase } from '../../testing/test-database';
import { createLocalGateway } from '../../integrations/payments/local/local-gateway';
import { SharedCache } from '../../cache/shared-cache';
import { RateLimiter } from '../rate-limit/rate-limiter';
import { SiteSettingsService } from '../settings/site-settings.service';
import { UserEntity } from '../users/user.entity';
import { MembershipService } from './membership.service';
import { OrderService } from './order.service';
import type { PaymentProvider } from './payment-provider';
import { PromoCodeService } from './promo-code.service';
import { ProviderFollowUps } from './provider-follow-ups';

/**
 * What an applied report asks of the provider (cancel a subscription, charge a new price) survives the provider
 * failing right after the commit: the report is applied, the work stays due with its error, and a later run
 * (the lifecycle job's) does it once.
 */
describe('provider follow-ups through a provider outage', () => {
  let db: TestDatabase;
  let orders: OrderService;
  let followUps: ProviderFollowUps;
  let counter = 0;
  /** What the provider was asked and carried out; while `down`, every call fails. */
  const provider = { down: false, cancelled: [] as string[], prices: [] as Array<[string, number]> };

  beforeAll(async () => {
    db = await createTestDatabase({ seeded: true });
    await db.dataSource.query('UPDATE generation SET "limit" = current_load + 1000');
    const membership = new MembershipService(db.dataSource, new SharedCache(), new SiteSettingsService(db.dataSource, new SharedCache()));
    const gateway: PaymentProvider = {
      ...createLocalGateway({ apiPublicUrl: 'http://api.test', secret: 'test-secret-of-the-local-gateway' }),
      cancelNow: async (id) => {
        if (provider.down) throw new Error('provider unavailable');
        provider.cancelled.push(id);
      },
      setMonthlyPrice: async (id, monthlyHalere) => {
        if (provider.down) throw new Error('provider unavailable');
        provider.prices.push([id, monthlyHalere]);
      },
    };
    followUps = new ProviderFollowUps(db.dataSource, gateway, { warn: () => undefined });
    orders = new OrderService(db.dataSource, gateway, membership, new PromoCodeService(db.dataSource, new RateLimiter(db.dataSource)), { webUrl: 'http://web.test' }, followUps);
  });
  afterAll(() => db.drop());
  afterEach(() => {
    provider.down = false;
  });

  const newMember = () => db.dataSource.getRepository(UserEntity).save({ name: `Člen ${counter}`, tierId: 1, firebaseUid: `follow-ups-${counter++}-${Date.now()}` });
  const order = (member: UserEntity, tierId = 2, scope: 'registration' | 'settings' = 'registration') => orders.create(member, { tier_id: tierId, subscription_scope: scope, digital_content_waiver: true });
  /** Stripe reports the order's subscription paid (once per call, under a payment id of its own). */
  const paid = (orderId: string, amountHalere: number, now = new Date()) =>
    orders.applyProviderReport(
      { provider: 'stripe', orderId, providerSubscriptionId: `sub_${orderId}`, status: 'active', periodEnd: new Date(now.getTime() + 30 * 86_400_000), payments: [{ id: `in_${counter++}`, amountHalere, paidAt: now, providerPaymentId: `pi_${counter++}` }] },
      { now },
    );
  const dueOf = async (orderId: string) =>
    (
      await db.dataSource.query(
        `SELECT provider_price_due_halere AS price, provider_price_attempts AS "priceAttempts", provider_price_error AS "priceError",
                provider_cancellation_due_at IS NOT NULL AS "cancellation", provider_cancellation_attempts AS "cancellationAttempts"
           FROM subscription_order WHERE id = $1`,
        [orderId],
      )
    )[0];

  it('charges the price of a dearer generation the seat landed in: kept due while the provider fails, set once when it is back', async () => {
    const member = await newMember();
    const placed = await order(member);
    // The generation the checkout was priced in fills before the payment: the seat goes to the next one, 25 % dearer.
    await db.dataSource.query('UPDATE generation SET "limit" = current_load WHERE id = (SELECT generation_id FROM subscription_order WHERE id = $1)', [placed.id]);
    provider.down = true;
    const applied = await paid(placed.id, 89900);
    expect(applied).toMatchObject({ status: 'active', amountHalere: 112400 });
    expect(await dueOf(placed.id)).toEqual({ price: 112400, priceAttempts: 1, priceError: 'Error: provider unavailable', cancellation: false, cancellationAttempts: 0 });

    provider.down = false;
    expect((await followUps.runDue()).priceChanges).toEqual({ repriced: 1, failed: 0 });
    expect(provider.prices).toEqual([[`sub_${placed.id}`, 112400]]);
    expect(await dueOf(placed.id)).toMatchObject({ price: null, priceError: null });
    await followUps.runDue();
    expect(provider.prices).toHaveLength(1);
  });

  it('cancels the subscription an upgrade replaces, though the provider failed at the time, exactly once', async () => {
    const member = await newMember();
    const basic = await order(member);
    await paid(basic.id, 89900);
    const premium = await order(member, 3, 'settings');
    provider.down = true;
    expect(await paid(premium.id, 50000)).toMatchObject({ status: 'active' });
    expect(await dueOf(basic.id)).toMatchObject({ cancellation: true, cancellationAttempts: 1 });

    provider.down = false;
    await followUps.runDue();
    await followUps.runDue();
    expect(provider.cancelled.filter((id) => id === `sub_${basic.id}`)).toEqual([`sub_${basic.id}`]);
    expect(await dueOf(basic.id)).toMatchObject({ cancellation: false });
  });

  it('keeps the cancellation of a refunded subscription due when the provider fails right after the refund ends it', async () => {
    const member = await newMember();
    const placed = await order(member);
    const now = new Date();
    await orders.applyProviderReport(
      { provider: 'stripe', orderId: placed.id, providerSubscriptionId: `sub_${placed.id}`, payments: [{ id: `in_refunded_${placed.id}`, amountHalere: 89900, paidAt: now, providerPaymentId: `pi_refunded_${placed.id}` }] },
      { now },
    );
    provider.down = true;
    const refunded = await orders.applyProviderReport({ provider: 'stripe', orderId: placed.id, refunds: [{ providerPaymentId: `pi_refunded_${placed.id}`, refundedHalere: 89900 }] }, { now });
    expect(refunded.status).toBe('canceled');
    expect(await dueOf(placed.id)).toMatchObject({ cancellation: true, cancellationAttempts: 1 });

    provider.down = false;
    await followUps.runDue();
    expect(provider.cancelled.filter((id) => id === `sub_${placed.id}`)).toHaveLength(1);
    expect(await dueOf(placed.id)).toMatchObject({ cancellation: false });
  });
});
