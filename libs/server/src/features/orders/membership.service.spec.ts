import { createTestDatabase, TestDatabase } from '../../testing/test-database';
import { ProviderFollowUps } from './provider-follow-ups';
import { createLocalGateway } from '../../integrations/payments/local/local-gateway';
import { RateLimiter } from '../rate-limit/rate-limiter';
import { UserEntity } from '../users/user.entity';
import { MembershipService } from './membership.service';
import { OrderService } from './order.service';
import { PromoCodeEntity } from './promo-code.entity';
import { PromoCodeService } from './promo-code.service';
import { ProviderCancellations } from './provider-cancellations';
import { SharedCache } from '../../cache/shared-cache';
import { SiteSettingsService } from '../settings/site-settings.service';

describe('MembershipService', () => {
  let db: TestDatabase;
  let orders: OrderService;
  let membership: MembershipService;
  let counter = 0;

  beforeAll(async () => {
    db = await createTestDatabase({ seeded: true });
    membership = new MembershipService(db.dataSource, new SharedCache(), new SiteSettingsService(db.dataSource, new SharedCache()));
    const gateway = createLocalGateway({ apiPublicUrl: 'http://api.test', secret: 'test-secret-of-the-local-gateway' });
    const promoCodes = new PromoCodeService(db.dataSource, new RateLimiter(db.dataSource));
    orders = new OrderService(db.dataSource, gateway, membership, promoCodes, { webUrl: 'http://web.test' }, new ProviderFollowUps(db.dataSource, gateway));
  });
  afterAll(() => db.drop());

  const query = (sql: string, params?: unknown[]) => db.dataSource.query(sql, params);
  const users = () => db.dataSource.getRepository(UserEntity);
  const newFreeMember = () => users().save({ name: `Člen ${counter}`, tierId: 1, firebaseUid: `membership-${counter++}-${Date.now()}` });
  const reload = (user: UserEntity) => users().findOneByOrFail({ id: user.id });
  const pay = (orderId: string, paidAt: Date, id = `pay-${counter++}`) =>
    orders.applyProviderReport({ provider: 'local', orderId, payments: [{ id, paidAt }] }, { now: paidAt });
  const seats = async () => (await query('SELECT sum(current_load)::int AS n FROM generation'))[0].n as number;
  const onSale = (number: number) =>
    db.dataSource.transaction(async (m) => {
      await m.query('UPDATE generation SET in_use = false');
      await m.query('UPDATE generation SET in_use = true WHERE number = $1', [number]);
    });
  const payments = async (orderId: string) =>
    (await query('SELECT amount_halere FROM subscription_payment WHERE order_id = $1 ORDER BY paid_at', [orderId])).map((r: { amount_halere: number }) => r.amount_halere);

  it('fills a generation to its limit and no further under 100 concurrent payments; the rest join the next at +25 %', async () => {
    const [first] = await query('SELECT current_load FROM generation WHERE number = 1');
    await query('UPDATE generation SET "limit" = current_load + 10 WHERE number = 1');
    const placed = await Promise.all(
      Array.from({ length: 100 }, async () => orders.create(await newFreeMember(), { tier_id: 2, subscription_scope: 'registration', digital_content_waiver: true })),
    );
    await Promise.all(placed.map((order, i) => pay(order.id, new Date(), `concurrent-${i}`)));

    const generations = await query('SELECT number, "limit", current_load, in_use FROM generation ORDER BY number');
    expect(generations[0]).toMatchObject({ number: 1, current_load: first.current_load + 10, limit: first.current_load + 10, in_use: false });
    expect(generations[1]).toMatchObject({ number: 2, current_load: 90, in_use: true });
    const byGeneration = await query(
      `SELECT g.number, count(*)::int AS orders, min(o.amount_halere) AS min_price, max(o.last_paid_amount_halere) AS max_paid
       FROM subscription_order o JOIN generation g ON g.id = o.generation_id WHERE o.id = ANY($1) AND o.status = 'active' GROUP BY g.number ORDER BY g.number`,
      [placed.map((o) => o.id)],
    );
    expect(byGeneration).toEqual([
      { number: 1, orders: 10, min_price: 89900, max_paid: 89900 },
      { number: 2, orders: 90, min_price: 112400, max_paid: 112400 },
    ]);
    const members = await query(
      `SELECT t.code, count(*)::int AS n, count(DISTINCT u.generation_id)::int AS generations FROM app_user u JOIN tier t ON t.id = u.tier_id
       WHERE u.id IN (SELECT user_id FROM subscription_order WHERE id = ANY($1)) GROUP BY t.code`,
      [placed.map((o) => o.id)],
    );
    expect(members).toEqual([{ code: 'basic', n: 100, generations: 2 }]);
  });

  it('applies a repeated payment once, however often and however concurrently it arrives', async () => {
    const order = await orders.create(await newFreeMember(), { tier_id: 2, subscription_scope: 'registration', digital_content_waiver: true });
    const paidAt = new Date('2026-11-22T10:00:00Z');
    const before = await seats();
    await Promise.all(Array.from({ length: 5 }, () => pay(order.id, paidAt, 'replayed-payment')));
    await pay(order.id, paidAt, 'replayed-payment');
    expect(await seats()).toBe(before + 1);
    const [row] = await query('SELECT status, expires_at, paid_periods FROM subscription_order WHERE id = $1', [order.id]);
    expect(row).toMatchObject({ status: 'active', paid_periods: 1 });
    expect(row.expires_at.toISOString()).toBe('2026-12-22T10:00:00.000Z');
  });

  it('renews: each further payment extends by a month from the paid end, without another seat', async () => {
    const order = await orders.create(await newFreeMember(), { tier_id: 2, subscription_scope: 'registration', digital_content_waiver: true });
    await pay(order.id, new Date('2026-11-22T10:00:00Z'));
    const before = await seats();
    await pay(order.id, new Date('2026-12-20T10:00:00Z'));
    expect(await seats()).toBe(before);
    const [row] = await query('SELECT expires_at FROM subscription_order WHERE id = $1', [order.id]);
    expect(row.expires_at.toISOString()).toBe('2027-01-22T10:00:00.000Z');
  });

  it('refuses to activate an order cancelled at the gateway, recording nothing', async () => {
    const order = await orders.create(await newFreeMember(), { tier_id: 2, subscription_scope: 'registration', digital_content_waiver: true });
    await orders.checkoutCancelled(order.id);
    await expect(pay(order.id, new Date(), 'late-payment')).rejects.toMatchObject({ code: 'ORDER_NOT_PAYABLE' });
    expect(await query(`SELECT count(*)::int AS n FROM subscription_payment WHERE id = 'late-payment'`)).toEqual([{ n: 0 }]);
  });

  it('keeps the price of the generation a member joined in, for renewals and upgrades', async () => {
    await onSale(2);
    const member = await newFreeMember();
    const basic = await orders.create(member, { tier_id: 2, subscription_scope: 'registration', digital_content_waiver: true });
    const paidAt = new Date();
    await pay(basic.id, paidAt);
    await onSale(3);
    const seated = await reload(member);
    const upgrade = await orders.create(seated, { tier_id: 3, subscription_scope: 'settings', digital_content_waiver: true });
    expect(upgrade.amount).toBe(1624); // generation 2's premium price, not generation 3's 2030
    const fresh = await orders.create(await newFreeMember(), { tier_id: 3, subscription_scope: 'registration', digital_content_waiver: true });
    expect(fresh.amount).toBe(2030);
    await onSale(2);
  });

  it('prices an upgrade with the prorated rest of the last payment off the first month only, and ends the old order', async () => {
    const member = await newFreeMember();
    const basic = await orders.create(member, { tier_id: 2, subscription_scope: 'registration', digital_content_waiver: true });
    const start = new Date('2026-11-01T00:00:00Z');
    await pay(basic.id, start);
    const seated = await reload(member);
    const [{ price }] = await query(`SELECT amount_halere AS price FROM subscription_order WHERE id = $1`, [basic.id]);
    // 10 of 30 days used: two thirds of the basic payment come off premium's first month.
    const upgradeAt = new Date('2026-11-11T00:00:00Z');
    const upgrade = await orders.create(seated, { tier_id: 3, subscription_scope: 'settings', digital_content_waiver: true }, upgradeAt);
    const premiumMonthly = upgrade.amount * 100;
    const discount = Math.round((price * 2) / 3);
    expect(upgrade.next_payment_amount).toBe(Math.round((premiumMonthly - discount) / 100));
    await pay(upgrade.id, upgradeAt);
    await pay(upgrade.id, new Date('2026-12-11T00:00:00Z'));
    // The first month is charged in whole crowns, exactly as shown.
    expect(await payments(upgrade.id)).toEqual([upgrade.next_payment_amount * 100, premiumMonthly]);
    const [old] = await query('SELECT status FROM subscription_order WHERE id = $1', [basic.id]);
    expect(old.status).toBe('canceled');
    expect((await reload(member)).tierId).toBe(3);
  });

  it('caps the upgrade discount at the new price and gives none once the old period is over', async () => {
    const member = await newFreeMember();
    const basic = await orders.create(member, { tier_id: 2, subscription_scope: 'registration', digital_content_waiver: true });
    await pay(basic.id, new Date());
    await query('UPDATE subscription_order SET last_paid_amount_halere = 99999999 WHERE id = $1', [basic.id]);
    const capped = await orders.create(await reload(member), { tier_id: 3, subscription_scope: 'settings', digital_content_waiver: true });
    expect(capped.next_payment_amount).toBe(0);
    await query(`UPDATE subscription_order SET expires_at = now() + interval '1 second' WHERE id = $1`, [basic.id]);
    const late = await orders.create(await reload(member), { tier_id: 3, subscription_scope: 'settings', digital_content_waiver: true }, new Date(Date.now() + 5000));
    expect(late.next_payment_amount).toBe(late.amount);
  });

  it('applies a promo code to its months only, and refuses bad, expired, used-up and non-registration codes', async () => {
    await db.dataSource.getRepository(PromoCodeEntity).save([
      { code: 'JARO20', discountPercent: 20, months: 3 },
      { code: 'STARY', discountPercent: 50, months: 1, validUntil: new Date('2020-01-01') },
      { code: 'VYCERPANO', discountPercent: 50, months: 1, maxRedemptions: 1, redemptions: 1 },
      { code: 'VYPNUTO', discountPercent: 50, months: 1, active: false },
    ]);
    const member = await newFreeMember();
    const order = await orders.create(member, { tier_id: 2, subscription_scope: 'registration', digital_content_waiver: true, promo_code: 'JARO20' });
    expect(order).toMatchObject({ promo_percent: 20, promo_months: 3 });
    const monthly = order.amount * 100;
    let at = new Date('2027-01-05T00:00:00Z');
    for (let month = 0; month < 4; month++) {
      await pay(order.id, at);
      at = new Date(at.getTime() + 31 * 24 * 3600 * 1000);
    }
    // 20 % off, charged in whole crowns as the registration screen shows it.
    const promoMonth = Math.round(order.amount * 0.8) * 100;
    expect(await payments(order.id)).toEqual([promoMonth, promoMonth, promoMonth, monthly]);
    expect(await query(`SELECT redemptions FROM promo_code WHERE code = 'JARO20'`)).toEqual([{ redemptions: 1 }]);

    const other = await newFreeMember();
    for (const code of ['NEEXISTUJE', 'STARY', 'VYCERPANO', 'VYPNUTO']) {
      await expect(orders.create(other, { tier_id: 2, subscription_scope: 'registration', digital_content_waiver: true, promo_code: code })).rejects.toMatchObject({ code: 'PROMO_CODE_INVALID', status: 400 });
    }
    await expect(orders.create(other, { tier_id: 2, subscription_scope: 'settings', digital_content_waiver: true, promo_code: 'JARO20' })).rejects.toMatchObject({ code: 'PROMO_CODE_REGISTRATION_ONLY' });
    expect(await query('SELECT count(*)::int AS n FROM subscription_order WHERE user_id = $1', [other.id])).toEqual([{ n: 0 }]);
  });

  it('keeps access after a cancel until the period ends, then the lifecycle job returns the member to free', async () => {
    const member = await newFreeMember();
    const order = await orders.create(member, { tier_id: 3, subscription_scope: 'registration', digital_content_waiver: true });
    const paidAt = new Date('2026-10-01T00:00:00Z');
    await pay(order.id, paidAt);
    await orders.applyProviderReport({ provider: 'local', orderId: order.id, cancelAtPeriodEnd: true }, { now: paidAt });
    expect((await reload(member)).tierId).toBe(3);

    await membership.runLifecycle(new Date('2026-10-31T23:00:00Z'));
    expect((await reload(member)).tierId).toBe(3);
    const result = await membership.runLifecycle(new Date('2026-11-01T00:00:01Z'));
    expect(result.ended).toBeGreaterThanOrEqual(1);
    expect((await reload(member)).tierId).toBe(1);
    const [row] = await query('SELECT status, paid_periods FROM subscription_order WHERE id = $1', [order.id]);
    expect(row).toEqual({ status: 'canceled', paid_periods: 1 });
  });

  it("renews the local gateway's subscriptions that were not cancelled, once per period however often the job runs", async () => {
    const member = await newFreeMember();
    const order = await orders.create(member, { tier_id: 2, subscription_scope: 'registration', digital_content_waiver: true });
    await pay(order.id, new Date('2026-09-01T00:00:00Z'));
    const after = new Date('2026-10-01T00:05:00Z');
    await Promise.all([membership.runLifecycle(after), membership.runLifecycle(after)]);
    await membership.runLifecycle(after);
    const [row] = await query('SELECT status, paid_periods, expires_at FROM subscription_order WHERE id = $1', [order.id]);
    expect(row.paid_periods).toBe(2);
    expect(row.expires_at.toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect((await reload(member)).tierId).toBe(2);
  });

  it('keeps the paid month through past_due, then lapses to free', async () => {
    const member = await newFreeMember();
    const order = await orders.create(member, { tier_id: 2, subscription_scope: 'registration', digital_content_waiver: true });
    const paidAt = new Date('2026-08-01T00:00:00Z');
    await pay(order.id, paidAt);
    await orders.applyProviderReport({ provider: 'local', orderId: order.id, status: 'past_due' }, { now: paidAt });
    expect((await reload(member)).tierId).toBe(2);
    await membership.runLifecycle(new Date('2026-09-01T00:00:01Z'));
    expect((await reload(member)).tierId).toBe(1);
  });

  it('ends the membership at once when the payment for the current period is fully refunded, and only once', async () => {
    const member = await newFreeMember();
    const order = await orders.create(member, { tier_id: 2, subscription_scope: 'registration', digital_content_waiver: true });
    const now = new Date();
    await orders.applyProviderReport({ provider: 'stripe', orderId: order.id, payments: [{ id: 'in_refund', amountHalere: 89900, paidAt: now, providerPaymentId: 'pi_refund' }] }, { now });
    await orders.applyProviderReport({ provider: 'stripe', orderId: order.id, refunds: [{ providerPaymentId: 'pi_refund', refundedHalere: 10000 }] }, { now });
    expect((await reload(member)).tierId).toBe(2);
    for (let i = 0; i < 3; i++) {
      await orders.applyProviderReport({ provider: 'stripe', orderId: order.id, refunds: [{ providerPaymentId: 'pi_refund', refundedHalere: 89900 }] }, { now });
    }
    expect((await reload(member)).tierId).toBe(1);
    expect(await query(`SELECT refunded_halere FROM subscription_payment WHERE id = 'in_refund'`)).toEqual([{ refunded_halere: 89900 }]);
    expect((await query('SELECT status FROM subscription_order WHERE id = $1', [order.id]))[0].status).toBe('canceled');
  });

  it('reports sold out when every generation is full, leaving the order unpaid', async () => {
    const order = await orders.create(await newFreeMember(), { tier_id: 2, subscription_scope: 'registration', digital_content_waiver: true });
    await query('UPDATE generation SET "limit" = current_load');
    await expect(pay(order.id, new Date(), 'sold-out')).rejects.toMatchObject({ code: 'GENERATION_SOLD_OUT' });
    const [row] = await query('SELECT status FROM subscription_order WHERE id = $1', [order.id]);
    expect(row.status).toBe('incomplete');
  });

  /** Room in every generation again (the sold-out test above fills them). */
  const roomInGenerations = () => query('UPDATE generation SET "limit" = current_load + 1000');

  it('admits exactly as many premium members as places are left under 100 concurrent premium payments', async () => {
    await roomInGenerations();
    const holders = async () =>
      (await query(`SELECT count(DISTINCT user_id)::int AS n FROM subscription_order WHERE tier_id = 3 AND status = ANY('{active,trialing,past_due}') AND expires_at > now()`))[0].n as number;
    await query(`UPDATE tier SET member_limit = $1 WHERE id = 3`, [(await holders()) + 10]);
    try {
      const placed = await Promise.all(Array.from({ length: 100 }, async () => orders.create(await newFreeMember(), { tier_id: 3, subscription_scope: 'registration', digital_content_waiver: true })));
      const results = await Promise.allSettled(placed.map((order, i) => pay(order.id, new Date(), `premium-place-${i}`)));
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(10);
      for (const result of results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')) expect(result.reason).toMatchObject({ code: 'TIER_SOLD_OUT', status: 409 });
      const statuses = await query(`SELECT status, count(*)::int AS n FROM subscription_order WHERE id = ANY($1) GROUP BY status ORDER BY status`, [placed.map((o) => o.id)]);
      expect(statuses).toEqual([{ status: 'active', n: 10 }, { status: 'incomplete', n: 90 }]);
      expect(await query(`SELECT count(*)::int AS n FROM subscription_payment WHERE order_id = ANY($1)`, [placed.map((o) => o.id)])).toEqual([{ n: 10 }]);
      // No more orders either; a member who holds premium keeps their place and may renew.
      await expect(orders.create(await newFreeMember(), { tier_id: 3, subscription_scope: 'registration', digital_content_waiver: true })).rejects.toMatchObject({ code: 'TIER_SOLD_OUT' });
      const holder = placed[results.findIndex((r) => r.status === 'fulfilled')];
      await expect(pay(holder.id, new Date(Date.now() + 1000), 'premium-renewal')).resolves.toBeDefined();
    } finally {
      await query(`UPDATE tier SET member_limit = 500 WHERE id = 3`);
    }
  });

  it("uses a promo code only on a member's first paid order, once per member, inside its window and up to its limit under concurrency", async () => {
    await roomInGenerations();
    await db.dataSource.getRepository(PromoCodeEntity).save([
      { code: 'PRVNI', discountPercent: 10, months: 1 },
      { code: 'DRUHY', discountPercent: 10, months: 1 },
      { code: 'BUDOUCI', discountPercent: 10, months: 1, validFrom: new Date(Date.now() + 86_400_000) },
      { code: 'TRIKRAT', discountPercent: 30, months: 1, maxRedemptions: 3 },
    ]);
    const member = await newFreeMember();
    await expect(orders.create(member, { tier_id: 2, subscription_scope: 'registration', digital_content_waiver: true, promo_code: 'BUDOUCI' })).rejects.toMatchObject({ code: 'PROMO_CODE_INVALID' });
    // Two tabs with one code before either pays: one checkout, paid once.
    const first = await orders.create(member, { tier_id: 2, subscription_scope: 'registration', digital_content_waiver: true, promo_code: 'PRVNI' });
    const second = await orders.create(member, { tier_id: 2, subscription_scope: 'registration', digital_content_waiver: true, promo_code: 'PRVNI' });
    expect(second.id).toBe(first.id);
    await pay(first.id, new Date(), 'promo-first');
    expect(await query(`SELECT order_id FROM promo_code_redemption r JOIN promo_code c ON c.id = r.promo_code_id WHERE c.code = 'PRVNI' AND r.user_id = $1`, [member.id])).toEqual([{ order_id: first.id }]);
    const paidMember = await reload(member);
    await expect(orders.create(paidMember, { tier_id: 3, subscription_scope: 'registration', digital_content_waiver: true, promo_code: 'PRVNI' })).rejects.toMatchObject({ code: 'PROMO_CODE_USED' });
    await expect(orders.create(paidMember, { tier_id: 3, subscription_scope: 'registration', digital_content_waiver: true, promo_code: 'DRUHY' })).rejects.toMatchObject({ code: 'PROMO_CODE_FIRST_ORDER_ONLY' });

    const placed = await Promise.all(Array.from({ length: 10 }, async () => orders.create(await newFreeMember(), { tier_id: 2, subscription_scope: 'registration', digital_content_waiver: true, promo_code: 'TRIKRAT' })));
    const results = await Promise.allSettled(placed.map((order, i) => pay(order.id, new Date(), `promo-limit-${i}`)));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    expect(await query(`SELECT redemptions, (SELECT count(*)::int FROM promo_code_redemption WHERE promo_code_id = c.id) AS rows FROM promo_code c WHERE code = 'TRIKRAT'`)).toEqual([{ redemptions: 3, rows: 3 }]);
  });

  it('ends billing with the membership: an erased or deactivated member is not re-activated, re-tiered or rewarded by a later provider report', async () => {
    await roomInGenerations();
    const referrer = await newFreeMember();
    const member = await newFreeMember();
    await query('INSERT INTO referral (referrer_id, referred_id) VALUES ($1, $2)', [referrer.id, member.id]);
    const order = await orders.create(member, { tier_id: 2, subscription_scope: 'registration', digital_content_waiver: true });
    const now = new Date();
    const stripeReport = (payments: { id: string; paidAt: Date }[]) => ({
      provider: 'stripe' as const,
      orderId: order.id,
      providerSubscriptionId: `sub_closed_${order.id}`,
      status: 'active' as const,
      periodEnd: new Date(now.getTime() + 30 * 86_400_000),
      payments: payments.map((p) => ({ ...p, amountHalere: 89900, providerPaymentId: `pi_${p.id}` })),
    });
    await orders.applyProviderReport(stripeReport([{ id: 'in_closed_1', paidAt: now }]), { now });
    expect((await reload(member)).tierId).toBe(2);
    const rewardsBefore = (await query('SELECT count(*)::int AS n FROM referral_reward w JOIN referral r ON r.id = w.referral_id WHERE r.referrer_id = $1', [referrer.id]))[0].n;

    await db.dataSource.transaction(async (manager) => {
      await manager.query('UPDATE app_user SET deactivated_at = $2 WHERE id = $1', [member.id, now]);
      await ProviderCancellations.endMembership(manager, member.id, now);
    });
    expect((await reload(member)).tierId).toBe(1);
    const [ended] = await query('SELECT status, provider_cancellation_due_at IS NOT NULL AS due FROM subscription_order WHERE id = $1', [order.id]);
    expect(ended).toEqual({ status: 'canceled', due: true });

    // The provider has not cancelled yet: a renewal arrives, and the same report again.
    const renewal = stripeReport([{ id: 'in_closed_1', paidAt: now }, { id: 'in_closed_2', paidAt: new Date(now.getTime() + 1000) }]);
    const applied = await membership.apply(renewal, { now });
    await membership.apply(renewal, { now });
    expect(applied.followUp.cancelOrders).toEqual([order.id]);
    expect((await reload(member)).tierId).toBe(1);
    expect((await query('SELECT status FROM subscription_order WHERE id = $1', [order.id]))[0].status).toBe('canceled');
    expect(await payments(order.id)).toEqual([89900, 89900]);
    const rewardsAfter = (await query('SELECT count(*)::int AS n FROM referral_reward w JOIN referral r ON r.id = w.referral_id WHERE r.referrer_id = $1', [referrer.id]))[0].n;
    expect(rewardsAfter).toBe(rewardsBefore);
  });

  it('cancels due subscriptions at the provider after commit, keeping failures due until a later run succeeds', async () => {
    const cancelled: string[] = [];
    let failing = true;
    const provider = { ...createLocalGateway({ apiPublicUrl: 'http://api.test', secret: 'test-secret-of-the-local-gateway' }), cancelNow: async (id: string) => {
      if (failing) throw new Error('provider unavailable');
      cancelled.push(id);
    } };
    const member = await newFreeMember();
    const order = await orders.create(member, { tier_id: 2, subscription_scope: 'registration', digital_content_waiver: true });
    await query(`UPDATE subscription_order SET provider_subscription_id = $2, status = 'active', expires_at = now() + interval '20 days' WHERE id = $1`, [order.id, `sub_due_${order.id}`]);
    await db.dataSource.transaction((manager) => ProviderCancellations.endMembership(manager, member.id, new Date()));
    const cancellations = new ProviderCancellations(db.dataSource, provider, { warn: () => undefined });

    expect((await cancellations.runDue()).failed).toBeGreaterThanOrEqual(1);
    const [afterFailure] = await query('SELECT provider_cancellation_due_at IS NOT NULL AS due, provider_cancellation_attempts AS attempts, provider_cancellation_error AS error FROM subscription_order WHERE id = $1', [order.id]);
    expect(afterFailure).toEqual({ due: true, attempts: 1, error: 'Error: provider unavailable' });

    failing = false;
    await cancellations.runDue();
    expect(cancelled).toContain(`sub_due_${order.id}`);
    expect(await query('SELECT provider_cancellation_due_at FROM subscription_order WHERE id = $1', [order.id])).toEqual([{ provider_cancellation_due_at: null }]);
    await cancellations.runDue();
    expect(cancelled.filter((id) => id === `sub_due_${order.id}`)).toHaveLength(1);
  });
});
