import { startTestApi, TestApi } from './testing/test-api';

describe('orders and the local payment gateway', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.stop());

  const page = (path: string, init?: RequestInit) => fetch(`${api.url}${path}`, { redirect: 'manual', ...init });
  const pay = (orderId: string, attempt: string) =>
    page(`/pay/${orderId}/confirm`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `attempt=${attempt}` });

  it('takes a free member through order, gateway payment and back to the registration with result=success', async () => {
    const member = await api.newMember();
    const created = await api.call('POST', '/order', { token: member.idToken, body: { tier_id: 2, subscription_scope: 'registration' } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ amount: 899, status_id: 'incomplete', tier_id: 2, redirection_url: expect.stringMatching(/\/register\?step=3&tierId=2$/) });
    const id = created.body.id;

    expect((await api.call('GET', `/order-status?id=${id}`, { token: member.idToken })).body).toEqual({ order_status: 'incomplete' });
    const { body: paywall } = await api.call('GET', `/order-paywall-url?id=${id}`, { token: member.idToken });
    expect(paywall.paywall_url).toMatch(new RegExp(`/pay/${id}$`));

    const checkout = await page(`/pay/${id}`);
    const html = await checkout.text();
    expect(checkout.status).toBe(200);
    expect(html).toContain('Zaplatit');
    expect(html).toContain('Zrušit');
    expect(html).toMatch(/899\s*Kč/);
    const attempt = /name="attempt" value="([0-9a-f-]{36})"/.exec(html)![1];

    const paid = await pay(id, attempt);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toMatch(/\/register\?step=3&tierId=2&result=success$/);
    expect((await api.call('GET', `/order-status?id=${id}`, { token: member.idToken })).body).toEqual({ order_status: 'active' });
    const { body: profile } = await api.call('GET', '/user', { token: member.idToken });
    expect(profile).toMatchObject({ tier_name: 'Basic', active_order: { id, status_id: 'active', last_paid_amount: 899 } });

    // A double click (same page, same attempt) pays once.
    const [seatsBefore] = await api.db.dataSource.query('SELECT sum(current_load)::int AS n FROM generation');
    expect((await pay(id, attempt)).status).toBe(303);
    const [seatsAfter] = await api.db.dataSource.query('SELECT sum(current_load)::int AS n FROM generation');
    expect(seatsAfter.n).toBe(seatsBefore.n);
  });

  it('returns with result=error when the payer cancels, and the order cannot be paid afterwards', async () => {
    const member = await api.newMember();
    const { body: order } = await api.call('POST', '/order', { token: member.idToken, body: { tier_id: 3, subscription_scope: 'registration' } });
    const cancelled = await page(`/pay/${order.id}/cancel`, { method: 'POST' });
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toMatch(/result=error$/);
    expect((await api.call('GET', `/order-status?id=${order.id}`, { token: member.idToken })).body).toEqual({ order_status: 'canceled' });
    const paywall = await api.call('GET', `/order-paywall-url?id=${order.id}`, { token: member.idToken });
    expect(paywall).toEqual({ status: 409, body: expect.objectContaining({ error: 'Tuto objednávku už nelze zaplatit.' }) });
    expect((await pay(order.id, '00000000-0000-4000-8000-000000000001')).headers.get('location')).toMatch(/result=error$/);
    const { body: profile } = await api.call('GET', '/user', { token: member.idToken });
    expect(profile.tier_name).toBe('Free');
  });

  it('refuses free tiers, non-upgrades from settings and bad input, creating nothing', async () => {
    const member = await api.newMember();
    const cases = [
      [{ tier_id: 1, subscription_scope: 'registration' }, 400, 'Toto členství nelze zakoupit.'],
      [{ tier_id: 9, subscription_scope: 'registration' }, 400, 'Toto členství nelze zakoupit.'],
      [{ tier_id: 2, subscription_scope: 'gift' }, 400, 'Neplatný typ objednávky'],
      [{ subscription_scope: 'settings' }, 400, 'Vyberte členství'],
    ] as const;
    for (const [body, status, error] of cases) {
      expect(await api.call('POST', '/order', { token: member.idToken, body })).toEqual({ status, body: expect.objectContaining({ error }) });
    }
    const premium = await api.idToken('premium@demo.cz');
    expect((await api.call('POST', '/order', { token: premium, body: { tier_id: 2, subscription_scope: 'settings' } })).status).toBe(400);
    const [{ n }] = await api.db.dataSource.query(`SELECT count(*)::int AS n FROM subscription_order o JOIN app_user u ON u.id = o.user_id WHERE u.email = $1`, [member.email]);
    expect(n).toBe(0);
  });

  it("hides another member's order", async () => {
    const owner = await api.newMember();
    const other = await api.newMember();
    const { body: order } = await api.call('POST', '/order', { token: owner.idToken, body: { tier_id: 2, subscription_scope: 'registration' } });
    for (const path of [`/order?id=${order.id}`, `/order-status?id=${order.id}`, `/order-paywall-url?id=${order.id}`, '/order?id=not-a-uuid']) {
      expect((await api.call('GET', path, { token: other.idToken })).status).toBe(404);
    }
  });
});
