/* eslint-disable @typescript-eslint/no-explicit-any -- log lines in tests */
import pino from 'pino';
import Stripe from 'stripe';
import { createServices } from '@bonus/server';
import { FakeStripeApi } from '@bonus/server/testing';
import { MEMBERSHIP_LIFECYCLE_QUEUE } from './jobs/queues';
import { scheduledJobs } from './jobs/schedules';
import { startTestApi, TestApi } from './testing/test-api';

const WEBHOOK_SECRET = 'whsec_test_secret_for_signatures';
const signer = new Stripe('sk_test_signer');
const DAY = 24 * 3600;
/** STRIPE_TIMEOUT_MS here: how long one call to a Stripe that does not answer is waited for (tried three times). */
const STRIPE_TIMEOUT_MS = 1000;

describe('Stripe: checkout, portal and signed webhooks (real SDK against a local Stripe stand-in)', () => {
  let api: TestApi;
  let stripe: FakeStripeApi;
  let eventCounter = 0;

  beforeAll(async () => {
    stripe = await new FakeStripeApi().start();
    api = await startTestApi({
      env: { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_bonus_klub', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: stripe.url, STRIPE_TIMEOUT_MS: String(STRIPE_TIMEOUT_MS) },
    });
  });
  afterAll(async () => {
    await api.stop();
    await stripe.stop();
  });

  const query = (sql: string, params?: unknown[]) => api.db.dataSource.query(sql, params);
  const event = (type: string, object: Record<string, unknown>) => ({ id: `evt_${++eventCounter}`, object: 'event', type, data: { object }, created: 1, livemode: false, api_version: '2026-10-28' });
  const post = (payload: string, signature: string) =>
    fetch(`${api.url}/webhooks/stripe`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload });
  const deliver = (evt: object) => {
    const payload = JSON.stringify(evt);
    return post(payload, signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }));
  };
  const orderState = async (orderId: string) => {
    const [order] = await query(
      `SELECT o.status, o.expires_at, o.paid_periods, o.last_paid_amount_halere, o.cancel_at_period_end, o.provider_subscription_id IS NOT NULL AS linked, t.code AS tier
       FROM subscription_order o JOIN app_user u ON u.id = o.user_id JOIN tier t ON t.id = u.tier_id WHERE o.id = $1`,
      [orderId],
    );
    const [{ payments }] = await query('SELECT count(*)::int AS payments FROM subscription_payment WHERE order_id = $1', [orderId]);
    return { ...order, payments };
  };
  const seats = async () => (await query('SELECT sum(current_load)::int AS n FROM generation'))[0].n as number;

  /** A member with an unpaid basic order, a Stripe subscription paid once and the events Stripe sends for it. */
  async function paidSubscription(name: string) {
    const member = await api.newMember();
    const { body: order } = await api.call('POST', '/order', { token: member.idToken, body: { tier_id: 2, subscription_scope: 'registration' } });
    const periodEnd = Math.floor(Date.now() / 1000) + 30 * DAY;
    stripe.subscriptions.set(`sub_${name}`, { id: `sub_${name}`, customer: `cus_${name}`, status: 'active', orderId: order.id, currentPeriodEnd: periodEnd, cancelAtPeriodEnd: false });
    stripe.invoices.set(`in_${name}_1`, { id: `in_${name}_1`, subscription: `sub_${name}`, amountPaid: 89900, paidAt: periodEnd - 30 * DAY, paymentIntent: `pi_${name}_1` });
    const events = [
      event('checkout.session.completed', { id: `cs_${name}`, object: 'checkout.session', subscription: `sub_${name}`, metadata: { order_id: order.id } }),
      event('customer.subscription.created', { id: `sub_${name}`, object: 'subscription', status: 'incomplete' }),
      event('invoice.paid', { id: `in_${name}_1`, object: 'invoice', parent: { subscription_details: { subscription: `sub_${name}` } } }),
      event('customer.subscription.updated', { id: `sub_${name}`, object: 'subscription', status: 'active' }),
    ];
    return { member, order, events, periodEnd };
  }

  it('opens Checkout in subscription mode with the member price in haléře (CZK) and returns with result', async () => {
    const member = await api.newMember();
    const { body: order } = await api.call('POST', '/order', { token: member.idToken, body: { tier_id: 2, subscription_scope: 'registration' } });
    const { status, body } = await api.call('GET', `/order-paywall-url?id=${order.id}`, { token: member.idToken });
    expect(status).toBe(200);
    expect(body.paywall_url).toMatch(/^https:\/\/checkout\.stripe\.test\/cs_test_/);
    const [request] = stripe.received('POST', '/v1/checkout/sessions').slice(-1);
    expect(request.form).toMatchObject({
      mode: 'subscription',
      client_reference_id: order.id,
      'metadata[order_id]': order.id,
      'subscription_data[metadata][order_id]': order.id,
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'czk',
      'line_items[0][price_data][unit_amount]': '89900',
      'line_items[0][price_data][recurring][interval]': 'month',
      customer_email: member.email,
      success_url: expect.stringMatching(/\/register\?step=3&tierId=2&result=success$/),
      cancel_url: expect.stringMatching(/\/register\?step=3&tierId=2&result=error$/),
    });
    expect(request.form).not.toHaveProperty('discounts[0][coupon]');
  });

  it('rejects a webhook with a bad or missing signature with 400 and changes nothing', async () => {
    const { order, events } = await paidSubscription('forged');
    const payload = JSON.stringify(events[2]);
    const forged = signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    for (const signature of [forged, '', 't=1,v1=deadbeef']) {
      const response = await post(payload, signature);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: 'Neplatný podpis události.' });
    }
    expect(await orderState(order.id)).toMatchObject({ status: 'incomplete', payments: 0, tier: 'free' });
    expect(await query('SELECT count(*)::int AS n FROM payment_event WHERE id = $1', [events[2].id])).toEqual([{ n: 0 }]);
  });

  it('ends in the same state whether the events arrive once in order or five times each, shuffled', async () => {
    const inOrder = await paidSubscription('ordered');
    for (const evt of inOrder.events) expect((await deliver(evt)).status).toBe(200);
    const expected = await orderState(inOrder.order.id);
    expect(expected).toMatchObject({ status: 'active', paid_periods: 1, payments: 1, last_paid_amount_halere: 89900, tier: 'basic', linked: true });
    expect(expected.expires_at.getTime()).toBe(inOrder.periodEnd * 1000);

    const shuffled = await paidSubscription('shuffled');
    const seatsBefore = await seats();
    const deliveries = shuffled.events.flatMap((evt) => Array.from({ length: 5 }, () => evt));
    for (let i = deliveries.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1));
      [deliveries[i], deliveries[j]] = [deliveries[j], deliveries[i]];
    }
    for (let i = 0; i < deliveries.length; i += 4) {
      const responses = await Promise.all(deliveries.slice(i, i + 4).map(deliver));
      expect(responses.map((r) => r.status)).toEqual(responses.map(() => 200));
    }
    const state = await orderState(shuffled.order.id);
    expect({ ...state, expires_at: state.expires_at.getTime() - shuffled.periodEnd * 1000 }).toEqual({ ...expected, expires_at: expected.expires_at.getTime() - inOrder.periodEnd * 1000 });
    expect(await seats()).toBe(seatsBefore + 1);
  });

  it('renews on the next paid invoice, keeps access after a cancel, and a full refund ends the membership and the Stripe subscription', async () => {
    const { member, order, events, periodEnd } = await paidSubscription('lifecycle');
    for (const evt of events) await deliver(evt);
    const subscription = stripe.subscriptions.get('sub_lifecycle')!;

    subscription.currentPeriodEnd = periodEnd + 31 * DAY;
    stripe.invoices.set('in_lifecycle_2', { id: 'in_lifecycle_2', subscription: 'sub_lifecycle', amountPaid: 89900, paidAt: periodEnd, paymentIntent: 'pi_lifecycle_2' });
    await deliver(event('invoice.paid', { id: 'in_lifecycle_2', object: 'invoice', parent: { subscription_details: { subscription: 'sub_lifecycle' } } }));
    const state = await orderState(order.id);
    expect(state).toMatchObject({ paid_periods: 2, payments: 2, tier: 'basic' });
    expect(state.expires_at.getTime()).toBe((periodEnd + 31 * DAY) * 1000);

    subscription.cancelAtPeriodEnd = true;
    await deliver(event('customer.subscription.updated', { id: 'sub_lifecycle', object: 'subscription' }));
    expect(await orderState(order.id)).toMatchObject({ cancel_at_period_end: true, status: 'active', tier: 'basic' });

    subscription.status = 'past_due';
    await deliver(event('invoice.payment_failed', { id: 'in_lifecycle_3', object: 'invoice', parent: { subscription_details: { subscription: 'sub_lifecycle' } } }));
    expect(await orderState(order.id)).toMatchObject({ status: 'past_due', tier: 'basic' });

    const refund = event('charge.refunded', { id: 'ch_lifecycle_2', object: 'charge', payment_intent: 'pi_lifecycle_2', amount_refunded: 89900 });
    await deliver(refund);
    await deliver(refund);
    expect(await orderState(order.id)).toMatchObject({ status: 'canceled', tier: 'free' });
    expect(stripe.received('DELETE', '/v1/subscriptions/sub_lifecycle')).toHaveLength(1);
    const { body: profile } = await api.call('GET', '/user', { token: member.idToken });
    expect(profile).toMatchObject({ tier_name: 'Free', active_order: null });
  });

  it('reads the state from Stripe on a manual status check, without waiting for a webhook', async () => {
    const member = await api.newMember();
    const { body: order } = await api.call('POST', '/order', { token: member.idToken, body: { tier_id: 3, subscription_scope: 'registration' } });
    await api.call('GET', `/order-paywall-url?id=${order.id}`, { token: member.idToken });
    expect((await api.call('GET', `/order-status-manual?id=${order.id}`, { token: member.idToken })).body).toEqual({ order_status: 'incomplete' });
    const periodEnd = Math.floor(Date.now() / 1000) + 30 * DAY;
    stripe.subscriptions.set('sub_manual', { id: 'sub_manual', customer: 'cus_manual', status: 'active', orderId: order.id, currentPeriodEnd: periodEnd, cancelAtPeriodEnd: false });
    stripe.invoices.set('in_manual', { id: 'in_manual', subscription: 'sub_manual', amountPaid: 129900, paidAt: periodEnd - 30 * DAY, paymentIntent: 'pi_manual' });
    expect((await api.call('GET', `/order-status-manual?id=${order.id}`, { token: member.idToken })).body).toEqual({ order_status: 'active' });
    expect((await api.call('GET', '/user', { token: member.idToken })).body.tier_name).toBe('Premium');
  });

  it('sends the member to the Billing Portal of their customer, back to the web app only', async () => {
    const { member, events } = await paidSubscription('portal');
    for (const evt of events) await deliver(evt);
    const back = 'http://localhost:4200/dashboard/settings?tab=membership';
    const { status, body } = await api.call('GET', `/order-managing?redirection_url=${encodeURIComponent(back)}`, { token: member.idToken });
    expect(status).toBe(200);
    expect(body.managing_url).toBe('https://billing.stripe.test/session/cus_portal');
    expect(stripe.received('POST', '/v1/billing_portal/sessions').slice(-1)[0].form).toMatchObject({ customer: 'cus_portal', return_url: back });
    const foreign = await api.call('GET', `/order-managing?redirection_url=${encodeURIComponent('https://evil.example/')}`, { token: member.idToken });
    expect(foreign.status).toBe(400);
    const free = await api.newMember();
    expect((await api.call('GET', `/order-managing?redirection_url=${encodeURIComponent(back)}`, { token: free.idToken })).status).toBe(404);
  });

  it('while Stripe is down or too slow: checkout, the portal and status checks answer 503 in Czech within bounded time, events wait for their redelivery; then all works and each event counts once', async () => {
    const unavailable = { status: 503, body: expect.objectContaining({ code: 'PAYMENT_GATEWAY_UNAVAILABLE', error: 'Platební brána teď neodpovídá. Zkuste to prosím za pár minut.' }) };
    const subscriber = await paidSubscription('outage-portal');
    for (const evt of subscriber.events) expect((await deliver(evt)).status).toBe(200);
    const { member, order, events } = await paidSubscription('outage');
    const back = 'http://localhost:4200/dashboard/settings?tab=membership';
    const checkout = () => api.call('GET', `/order-paywall-url?id=${order.id}`, { token: member.idToken });
    const portal = () => api.call('GET', `/order-managing?redirection_url=${encodeURIComponent(back)}`, { token: subscriber.member.idToken });
    const statusCheck = (of: { order: { id: string }; member: { idToken: string } }) => api.call('GET', `/order-status-manual?id=${of.order.id}`, { token: of.member.idToken });
    const untouched = await orderState(order.id);

    for (const outage of ['down', 'slow'] as const) {
      stripe.outage = outage;
      stripe.slowMs = STRIPE_TIMEOUT_MS * 3;
      const started = Date.now();
      // Members at the checkout, the portal and a status check, and Stripe delivering an event, all at once.
      const [opened, managed, checked, delivered] = await Promise.all([checkout(), portal(), statusCheck(subscriber), deliver(events[2])]);
      // Three tries of STRIPE_TIMEOUT_MS and the SDK's pauses between them (at most 1.5 s), not the SDK's 80 s.
      expect(Date.now() - started).toBeLessThan(3 * STRIPE_TIMEOUT_MS + 2500);
      expect([opened, managed, checked]).toEqual([unavailable, unavailable, unavailable]);
      // An event that cannot be checked with Stripe is refused (Stripe delivers it again later) and changes nothing.
      expect([delivered.status, await delivered.json()]).toEqual([503, expect.objectContaining({ code: 'PAYMENT_GATEWAY_UNAVAILABLE' })]);
      expect(await orderState(order.id)).toEqual(untouched);
      expect(await query('SELECT count(*)::int AS n FROM payment_event WHERE id = $1', [events[2].id])).toEqual([{ n: 0 }]);
    }

    stripe.outage = null;
    expect((await checkout()).body.paywall_url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    expect((await portal()).body.managing_url).toBe('https://billing.stripe.test/session/cus_outage-portal');
    // Stripe's redeliveries after the outage: every event twice, then one from before them, late.
    for (const evt of [...events, ...events, events[1]]) expect((await deliver(evt)).status).toBe(200);
    expect(await orderState(order.id)).toMatchObject({ status: 'active', paid_periods: 1, payments: 1, tier: 'basic', linked: true });
    expect((await statusCheck(subscriber)).body).toEqual({ order_status: 'active' });
    expect((await statusCheck({ order, member })).body).toEqual({ order_status: 'active' });
  });

  it('charges an upgrade the prorated first month through a one-off coupon, then cancels the old subscription', async () => {
    const { member, events } = await paidSubscription('upgrade');
    for (const evt of events) await deliver(evt);
    const { body: upgrade } = await api.call('POST', '/order', { token: member.idToken, body: { tier_id: 3, subscription_scope: 'settings' } });
    expect(upgrade.next_payment_amount).toBeLessThan(upgrade.amount);
    await api.call('GET', `/order-paywall-url?id=${upgrade.id}`, { token: member.idToken });
    const [coupon] = stripe.received('POST', '/v1/coupons').slice(-1);
    expect(coupon.form).toMatchObject({ duration: 'once', currency: 'czk', amount_off: String((upgrade.amount - upgrade.next_payment_amount) * 100) });
    const [checkout] = stripe.received('POST', '/v1/checkout/sessions').slice(-1);
    expect(checkout.form).toMatchObject({ 'discounts[0][coupon]': expect.stringMatching(/^coupon_/), customer: 'cus_upgrade', 'line_items[0][price_data][unit_amount]': '129900' });

    const periodEnd = Math.floor(Date.now() / 1000) + 30 * DAY;
    stripe.subscriptions.set('sub_upgrade_2', { id: 'sub_upgrade_2', customer: 'cus_upgrade', status: 'active', orderId: upgrade.id, currentPeriodEnd: periodEnd, cancelAtPeriodEnd: false });
    stripe.invoices.set('in_upgrade_2', { id: 'in_upgrade_2', subscription: 'sub_upgrade_2', amountPaid: upgrade.next_payment_amount * 100, paidAt: periodEnd - 30 * DAY, paymentIntent: 'pi_upgrade_2' });
    await deliver(event('customer.subscription.updated', { id: 'sub_upgrade_2', object: 'subscription' }));
    expect(stripe.received('DELETE', '/v1/subscriptions/sub_upgrade')).toHaveLength(1);
    expect((await api.call('GET', '/user', { token: member.idToken })).body).toMatchObject({ tier_name: 'Premium', active_order: { id: upgrade.id } });
  });

  /** One run of the lifecycle job (jobs/schedules.ts) against this Stripe: its summary line. */
  async function runLifecycleJob() {
    const services = createServices(api.db.dataSource, {
      accounts: {} as any,
      payments: { provider: 'stripe', secretKey: 'sk_test_bonus_klub', webhookSecret: WEBHOOK_SECRET, apiUrl: stripe.url, timeoutMs: STRIPE_TIMEOUT_MS },
      urls: { webUrl: 'http://web.test', apiUrl: 'http://api.test' },
      mailer: { send: async () => undefined },
    });
    const logged: any[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => logged.push(JSON.parse(line)) });
    await scheduledJobs(services).find((job) => job.queue === MEMBERSHIP_LIFECYCLE_QUEUE)!.run(log as any, undefined);
    return logged.find((line) => line.msg === 'membership lifecycle done');
  }

  it("keeps what Stripe fails to do after an applied event (cancel the replaced subscription, charge a dearer seat's price) and does it once when the job runs after Stripe is back", async () => {
    // An upgrade whose payment ends the basic subscription at Stripe.
    const upgrader = await paidSubscription('fu_basic');
    for (const evt of upgrader.events) await deliver(evt);
    const { body: upgrade } = await api.call('POST', '/order', { token: upgrader.member.idToken, body: { tier_id: 3, subscription_scope: 'settings' } });
    const periodEnd = Math.floor(Date.now() / 1000) + 30 * DAY;
    stripe.subscriptions.set('sub_fu_premium', { id: 'sub_fu_premium', customer: 'cus_fu_basic', status: 'active', orderId: upgrade.id, currentPeriodEnd: periodEnd, cancelAtPeriodEnd: false });
    stripe.invoices.set('in_fu_premium', { id: 'in_fu_premium', subscription: 'sub_fu_premium', amountPaid: upgrade.next_payment_amount * 100, paidAt: periodEnd - 30 * DAY, paymentIntent: 'pi_fu_premium' });
    // A first payment whose generation filled since the checkout opened: the seat, and later months, cost 25 % more.
    const dearer = await paidSubscription('fu_dearer');
    const [priced] = await query('SELECT id, "limit" FROM generation WHERE id = (SELECT generation_id FROM subscription_order WHERE id = $1)', [dearer.order.id]);
    await query('UPDATE generation SET "limit" = current_load WHERE id = $1', [priced.id]);
    const events = [event('customer.subscription.updated', { id: 'sub_fu_premium', object: 'subscription' }), ...dearer.events];
    const due = async () =>
      query(
        `SELECT provider_cancellation_due_at IS NOT NULL AS cancellation, provider_price_due_halere AS price, provider_price_error IS NOT NULL AS failed FROM subscription_order WHERE id = ANY($1) ORDER BY id = $2 DESC`,
        [[upgrader.order.id, dearer.order.id], upgrader.order.id],
      );

    try {
      // Stripe reads but fails every change: the events are applied and answered 200 all the same.
      stripe.failing = (request) => request.method !== 'GET';
      for (const evt of events) expect((await deliver(evt)).status).toBe(200);
      expect((await api.call('GET', '/user', { token: upgrader.member.idToken })).body).toMatchObject({ tier_name: 'Premium', active_order: { id: upgrade.id } });
      expect(await orderState(dearer.order.id)).toMatchObject({ status: 'active', tier: 'basic' });
      expect(stripe.subscriptions.get('sub_fu_basic')!.status).toBe('active');
      expect(stripe.subscriptions.get('sub_fu_dearer')!.unitAmount).toBeUndefined();
      expect(await due()).toEqual([
        { cancellation: true, price: null, failed: false },
        { cancellation: false, price: 112400, failed: true },
      ]);
      // Stripe delivers the events again: already applied, so only what was kept due can still do the work.
      for (const evt of events) expect((await deliver(evt)).status).toBe(200);
      expect(stripe.subscriptions.get('sub_fu_basic')!.status).toBe('active');
    } finally {
      stripe.failing = null;
      await query('UPDATE generation SET "limit" = $2 WHERE id = $1', [priced.id, priced.limit]);
    }

    const run = await runLifecycleJob();
    expect(run).toMatchObject({ cancellations: { cancelled: 1, failed: 0 }, priceChanges: { repriced: 1, failed: 0 } });
    expect(stripe.subscriptions.get('sub_fu_basic')!.status).toBe('canceled');
    expect(stripe.subscriptions.get('sub_fu_dearer')!.unitAmount).toBe(112400);
    expect(await due()).toEqual([
      { cancellation: false, price: null, failed: false },
      { cancellation: false, price: null, failed: false },
    ]);
    const changes = () => [stripe.received('DELETE', '/v1/subscriptions/sub_fu_basic').length, stripe.received('POST', '/v1/subscriptions/sub_fu_dearer').length];
    const afterFirstRun = changes();
    await runLifecycleJob();
    for (const evt of events) await deliver(evt);
    expect(changes()).toEqual(afterFirstRun);
  });

  it('turns a promo code into a repeating coupon of the whole crowns the screens show', async () => {
    await query(`INSERT INTO promo_code (code, discount_percent, months) VALUES ('STRIPE25', 25, 2)`);
    const member = await api.newMember();
    const { body: order } = await api.call('POST', '/order', { token: member.idToken, body: { tier_id: 2, subscription_scope: 'registration', promo_code: ' stripe25 ' } });
    expect(order).toMatchObject({ promo_percent: 25, promo_months: 2, next_payment_amount: 674 });
    await api.call('GET', `/order-paywall-url?id=${order.id}`, { token: member.idToken });
    // 25 % off 899 Kč is 674,25 Kč: the member is shown and charged 674 Kč, so the coupon takes 225 Kč off.
    expect(stripe.received('POST', '/v1/coupons').slice(-1)[0].form).toMatchObject({ amount_off: '22500', currency: 'czk', duration: 'repeating', duration_in_months: '2' });
  });

  it("cancels the Stripe subscription when the member erases the account, and Stripe's later news changes nothing", async () => {
    const { member, order, events } = await paidSubscription('erased');
    for (const evt of events) expect((await deliver(evt)).status).toBe(200);
    expect(await orderState(order.id)).toMatchObject({ status: 'active', tier: 'basic' });

    expect((await api.call('DELETE', '/user', { token: member.idToken })).status).toBe(204);
    expect(stripe.received('DELETE', '/v1/subscriptions/sub_erased')).toHaveLength(1);
    const [erased] = await query(`SELECT o.status, o.provider_cancellation_due_at, t.code AS tier FROM subscription_order o JOIN app_user u ON u.id = o.user_id JOIN tier t ON t.id = u.tier_id WHERE o.id = $1`, [order.id]);
    expect(erased).toEqual({ status: 'canceled', provider_cancellation_due_at: null, tier: 'free' });

    // A renewal Stripe had already charged, reported afterwards (and repeated), books the money and nothing else.
    stripe.subscriptions.get('sub_erased')!.status = 'active';
    stripe.invoices.set('in_erased_2', { id: 'in_erased_2', subscription: 'sub_erased', amountPaid: 89900, paidAt: Math.floor(Date.now() / 1000), paymentIntent: 'pi_erased_2' });
    const renewal = event('invoice.paid', { id: 'in_erased_2', object: 'invoice', parent: { subscription_details: { subscription: 'sub_erased' } } });
    expect((await deliver(renewal)).status).toBe(200);
    expect((await deliver(renewal)).status).toBe(200);
    expect(await orderState(order.id)).toMatchObject({ status: 'canceled', tier: 'free', payments: 2 });
    expect(stripe.received('DELETE', '/v1/subscriptions/sub_erased').length).toBeGreaterThanOrEqual(2);
  });

  it("cancels the Stripe subscription when an admin deactivates the member", async () => {
    const { member, order, events } = await paidSubscription('deactivated');
    for (const evt of events) await deliver(evt);
    const [{ id }] = await query(`SELECT user_id AS id FROM subscription_order WHERE id = $1`, [order.id]);
    const admin = await api.idToken('admin@demo.cz');
    const deactivated = await api.call('POST', '/graphql', { token: admin, body: { query: 'mutation($id: ID!) { updateAdminUser(input: { id: $id, active: false }) { active tierName } }', variables: { id } } });
    expect(deactivated.body).toEqual({ data: { updateAdminUser: { active: false, tierName: 'Free' } } });
    expect(stripe.received('DELETE', '/v1/subscriptions/sub_deactivated')).toHaveLength(1);
    expect(await orderState(order.id)).toMatchObject({ status: 'canceled', tier: 'free' });
    // The disabled Firebase account's token no longer verifies.
    expect((await api.call('GET', '/user', { token: member.idToken })).status).toBe(401);
  });

  describe('one live order, one charge: what Stripe charged for an order we cannot serve is refunded', () => {
    const DAY_MS = 86_400_000;
    /** Stripe charges the order's checkout: a subscription with one paid invoice, and its events delivered `times` times. */
    async function stripeCharges(orderId: string, name: string, amountPaid: number, times = 1) {
      const periodEnd = Math.floor((Date.now() + 30 * DAY_MS) / 1000);
      stripe.subscriptions.set(`sub_${name}`, { id: `sub_${name}`, customer: `cus_${name}`, status: 'active', orderId, currentPeriodEnd: periodEnd, cancelAtPeriodEnd: false });
      stripe.invoices.set(`in_${name}`, { id: `in_${name}`, subscription: `sub_${name}`, amountPaid, paidAt: periodEnd - 30 * DAY, paymentIntent: `pi_${name}` });
      const paid = event('invoice.paid', { id: `in_${name}`, object: 'invoice', parent: { subscription_details: { subscription: `sub_${name}` } } });
      for (let i = 0; i < times; i++) expect((await deliver(paid)).status).toBe(200);
    }
    const refundsOf = (paymentIntent: string) => [...stripe.refunds.values()].filter((refund) => refund.paymentIntent === paymentIntent);
    const paymentOf = async (invoiceId: string) =>
      (await query(`SELECT refunded_halere, refund_reason, refund_due_at FROM subscription_payment WHERE id = $1`, [invoiceId]))[0];
    const auditOf = async (paymentId: string) =>
      (await query(`SELECT action, actor_id, details->>'reason' AS reason FROM audit_log WHERE details->>'paymentId' = $1 ORDER BY id`, [paymentId])).map(
        (row: { action: string; actor_id: string | null; reason: string }) => `${row.action} ${row.reason} ${row.actor_id ?? 'system'}`,
      );

    it('closes the replaced checkout at Stripe, and refunds it in full (once, however often Stripe reports it) if it is paid anyway', async () => {
      const member = await api.newMember();
      const { body: basic } = await api.call('POST', '/order', { token: member.idToken, body: { tier_id: 2, subscription_scope: 'registration' } });
      await api.call('GET', `/order-paywall-url?id=${basic.id}`, { token: member.idToken });
      const [basicSession] = stripe.received('POST', '/v1/checkout/sessions').slice(-1);
      const sessionId = [...stripe.sessions.entries()].find(([, orderId]) => orderId === basic.id)![0];
      expect(basicSession.form['metadata[order_id]']).toBe(basic.id);

      const { body: premium } = await api.call('POST', '/order', { token: member.idToken, body: { tier_id: 3, subscription_scope: 'registration' } });
      expect(stripe.received('POST', `/v1/checkout/sessions/${sessionId}/expire`)).toHaveLength(1);
      expect((await api.call('GET', `/order-paywall-url?id=${basic.id}`, { token: member.idToken })).status).toBe(409);

      // The member had the old page open and paid it before it closed.
      await stripeCharges(basic.id, 'replaced', 89900, 3);
      expect(refundsOf('pi_replaced')).toEqual([{ id: expect.any(String), paymentIntent: 'pi_replaced', amount: 89900 }]);
      expect(await paymentOf('in_replaced')).toEqual({ refunded_halere: 89900, refund_reason: 'superseded', refund_due_at: null });
      expect(await auditOf('in_replaced')).toEqual(['system:refundDue superseded system', 'system:refunded superseded system']);
      const admin = await api.idToken('admin@demo.cz');
      const { body: log } = await api.call('POST', '/graphql', { token: admin, body: { query: '{ auditLog { actorName action details } }' } });
      expect(log.data.auditLog).toContainEqual({ actorName: 'Systém', action: 'system:refunded', details: expect.objectContaining({ paymentId: 'in_replaced', amountHalere: 89900 }) });
      expect(stripe.received('DELETE', '/v1/subscriptions/sub_replaced').length).toBeGreaterThanOrEqual(1);
      const mails = await query(`SELECT m.subject, m.text FROM member_mail m JOIN app_user u ON u.id = m.user_id WHERE u.email = $1`, [member.email]);
      expect(mails).toEqual([{ subject: 'Platbu za členství vám vracíme', text: expect.stringContaining('platbu 899\u00a0Kč za členství Basic vám vracíme v plné výši, protože patřila k objednávce, kterou mezitím nahradila novější.') }]);
      expect(await orderState(basic.id)).toMatchObject({ status: 'canceled', tier: 'free', payments: 1 });

      await stripeCharges(premium.id, 'kept', 129900);
      expect(await orderState(premium.id)).toMatchObject({ status: 'active', tier: 'premium', payments: 1 });
      expect(refundsOf('pi_kept')).toEqual([]);
    });

    it('refunds a payment for a tier the member already holds, and one made after premium sold out', async () => {
      const { member, order, events } = await paidSubscription('holder');
      for (const evt of events) await deliver(evt);
      // An order made before the first one was paid (older data, or a second provider path) is paid too.
      const [{ user_id }] = await query(`SELECT user_id FROM subscription_order WHERE id = $1`, [order.id]);
      const [{ id: duplicate }] = await query(
        `INSERT INTO subscription_order (user_id, tier_id, generation_id, amount_halere, status, subscription_scope, provider, digital_content_waiver_at, digital_content_waiver_terms_version)
         SELECT user_id, tier_id, generation_id, amount_halere, 'incomplete', subscription_scope, provider, now(), '2026-11-01' FROM subscription_order WHERE id = $1 RETURNING id`,
        [order.id],
      );
      await stripeCharges(duplicate, 'duplicate', 89900);
      expect(await paymentOf('in_duplicate')).toMatchObject({ refunded_halere: 89900, refund_reason: 'tier_held' });
      expect((await query(`SELECT count(*)::int AS n FROM subscription_order WHERE user_id = $1 AND status = 'active'`, [user_id]))[0].n).toBe(1);
      expect((await api.call('GET', '/user', { token: member.idToken })).body.active_order.id).toBe(order.id);

      const late = await api.newMember();
      const { body: premium } = await api.call('POST', '/order', { token: late.idToken, body: { tier_id: 3, subscription_scope: 'registration' } });
      const [{ holders }] = await query(`SELECT count(DISTINCT user_id)::int AS holders FROM subscription_order WHERE tier_id = 3 AND status = 'active' AND expires_at > now()`);
      await query(`UPDATE tier SET member_limit = $1 WHERE id = 3`, [holders]);
      try {
        await stripeCharges(premium.id, 'soldout', 129900);
      } finally {
        await query(`UPDATE tier SET member_limit = 500 WHERE id = 3`);
      }
      expect(await paymentOf('in_soldout')).toMatchObject({ refunded_halere: 129900, refund_reason: 'sold_out' });
      expect(await orderState(premium.id)).toMatchObject({ status: 'canceled', tier: 'free' });
    });

    it('refunds a payment whose promo code ran out since the checkout opened, instead of keeping it without service', async () => {
      await query(`INSERT INTO promo_code (code, discount_percent, months, max_redemptions) VALUES ('JEDINY', 50, 1, 1)`);
      const [first, second] = [await api.newMember(), await api.newMember()];
      const orders = [];
      for (const member of [first, second]) {
        orders.push((await api.call('POST', '/order', { token: member.idToken, body: { tier_id: 2, subscription_scope: 'registration', promo_code: 'JEDINY' } })).body);
      }
      await stripeCharges(orders[0].id, 'promo_first', 45000);
      await stripeCharges(orders[1].id, 'promo_second', 45000);
      expect(await orderState(orders[0].id)).toMatchObject({ status: 'active', tier: 'basic' });
      expect(await paymentOf('in_promo_second')).toMatchObject({ refunded_halere: 45000, refund_reason: 'promo_unavailable' });
      expect(await orderState(orders[1].id)).toMatchObject({ status: 'canceled', tier: 'free' });
    });

    it('ten checkouts paid at Stripe at once: one active order; the nine replaced ones refunded', async () => {
      const member = await api.newMember();
      const placed: string[] = [];
      for (let i = 0; i < 10; i++) {
        const { body } = await api.call('POST', '/order', { token: member.idToken, body: { tier_id: i % 2 === 0 ? 2 : 3, subscription_scope: 'registration' } });
        await api.call('GET', `/order-paywall-url?id=${body.id}`, { token: member.idToken });
        placed.push(body.id);
      }
      await Promise.all(placed.map((orderId, i) => stripeCharges(orderId, `tab_${i}`, i % 2 === 0 ? 89900 : 129900)));
      const [{ user_id }] = await query(`SELECT user_id FROM subscription_order WHERE id = $1`, [placed[0]]);
      expect(await query(`SELECT id FROM subscription_order WHERE user_id = $1 AND status = 'active'`, [user_id])).toEqual([{ id: placed[9] }]);
      const [money] = await query(
        `SELECT count(*)::int AS charges, count(*) FILTER (WHERE p.refunded_halere = p.amount_halere)::int AS refunded, sum(p.amount_halere - p.refunded_halere)::int AS kept
           FROM subscription_payment p JOIN subscription_order o ON o.id = p.order_id WHERE o.user_id = $1`,
        [user_id],
      );
      expect(money).toEqual({ charges: 10, refunded: 9, kept: 129900 });
      expect(placed.slice(0, 9).flatMap((_, i) => refundsOf(`pi_tab_${i}`))).toHaveLength(9);
    });
  });
});
