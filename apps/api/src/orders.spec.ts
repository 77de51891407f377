import { startTestApi, TestApi } from './testing/test-api';

describe('orders and the local payment gateway', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.stop());

  const page = (path: string, init?: RequestInit) => fetch(`${api.url}${path}`, { redirect: 'manual', ...init });
  const pay = (orderId: string, body = '') => page(`/pay/${orderId}/confirm`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });

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
    expect(html).toContain('Testovací platební brána: nic se neúčtuje');
    expect(html).toContain('Zrušit');
    expect(html).toMatch(/899\s*Kč/);
    const paid = await pay(id);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toMatch(/\/register\?step=3&tierId=2&result=success$/);
    expect((await api.call('GET', `/order-status?id=${id}`, { token: member.idToken })).body).toEqual({ order_status: 'active' });
    const { body: profile } = await api.call('GET', '/user', { token: member.idToken });
    expect(profile).toMatchObject({ tier_name: 'Basic', active_order: { id, status_id: 'active', last_paid_amount: 899 } });

  });

  it('records one payment per order however often, concurrently and with whatever attempt, "Zaplatit" is sent', async () => {
    const referrer = await api.newMember();
    const { body: code } = await api.call('POST', '/referral_code', { token: referrer.idToken });
    const member = await api.newMember();
    const [{ id: memberId }] = await api.db.dataSource.query(`SELECT id FROM app_user WHERE email = $1`, [member.email]);
    const [{ id: referrerId }] = await api.db.dataSource.query(`SELECT id FROM app_user WHERE email = $1`, [referrer.email]);
    await api.db.dataSource.query(`INSERT INTO referral (referrer_id, referred_id, referral_code_id) VALUES ($1, $2, $3)`, [referrerId, memberId, code.id]);
    const { body: order } = await api.call('POST', '/order', { token: member.idToken, body: { tier_id: 2, subscription_scope: 'registration' } });
    const [seatsBefore] = await api.db.dataSource.query('SELECT sum(current_load)::int AS n FROM generation');

    const answers = await Promise.all(['', '', 'attempt=00000000-0000-4000-8000-000000000001', 'attempt=replayed', 'attempt=00000000-0000-4000-8000-000000000001'].map((body) => pay(order.id, body)));
    expect(answers.map((answer) => answer.headers.get('location'))).toEqual(Array(5).fill(expect.stringMatching(/result=success$/)));

    const [counts] = await api.db.dataSource.query(
      `SELECT (SELECT count(*)::int FROM subscription_payment WHERE order_id = $1) AS payments,
              (SELECT paid_periods FROM subscription_order WHERE id = $1) AS periods,
              (SELECT count(*)::int FROM referral_reward WHERE order_id = $1) AS rewards,
              (SELECT sum(current_load)::int FROM generation) AS seats`,
      [order.id],
    );
    // Rewards: the tier share and the settings' flat reward for a first payment, each once.
    expect(counts).toEqual({ payments: 1, periods: 1, rewards: 2, seats: seatsBefore.n + 1 });
    const { body: profile } = await api.call('GET', '/user', { token: member.idToken });
    const expires = profile.active_order.expiration_timestamp * 1000;
    expect(expires - Date.now()).toBeLessThan(32 * 86_400_000);
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
    expect((await pay(order.id)).headers.get('location')).toMatch(/result=error$/);
    const { body: profile } = await api.call('GET', '/user', { token: member.idToken });
    expect(profile.tier_name).toBe('Free');
  });

  it("says on the gateway page how long a promo price holds, and the page fits a phone's width in either colour scheme", async () => {
    const member = await api.newMember();
    const { body: order } = await api.call('POST', '/order', { token: member.idToken, body: { tier_id: 2, subscription_scope: 'registration', promo_code: 'VITEJTE20' } });
    const html = await (await page(`/pay/${order.id}`)).text();
    expect(html).toContain('719\u00a0Kč');
    expect(html).toContain('Tato cena platí první 3\u00a0měsíce, pak 899\u00a0Kč měsíčně.');
    expect(html).toContain('*{box-sizing:border-box}');
    expect(html).toContain('@media (prefers-color-scheme:dark)');
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

  it('manages a local subscription through a signed page: cancel at period end and resume, nothing with a forged link', async () => {
    const member = await api.newMember();
    const { body: order } = await api.call('POST', '/order', { token: member.idToken, body: { tier_id: 2, subscription_scope: 'registration' } });
    await pay(order.id);
    const back = 'http://localhost:4200/dashboard/settings?tab=membership';
    const { body } = await api.call('GET', `/order-managing?redirection_url=${encodeURIComponent(back)}`, { token: member.idToken });
    const managing = new URL(body.managing_url);
    expect(managing.pathname).toBe(`/manage/${order.id}`);
    const html = await (await page(`${managing.pathname}${managing.search}`)).text();
    expect(html).toContain('Zrušit předplatné');
    const form = (action: string, params: URLSearchParams) =>
      page(`/manage/${order.id}/${action}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: params.toString() });
    const fields = new URLSearchParams({ return: back, expires: managing.searchParams.get('expires')!, sig: managing.searchParams.get('sig')! });

    const forged = new URLSearchParams(fields);
    forged.set('return', 'https://evil.example/');
    expect((await form('cancel', forged)).status).toBe(404);
    expect((await page(`/manage/${order.id}?return=${encodeURIComponent(back)}&expires=9999999999999&sig=x`)).status).toBe(404);

    const cancelled = await form('cancel', fields);
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe(back);
    let { body: profile } = await api.call('GET', '/user', { token: member.idToken });
    expect(profile).toMatchObject({ tier_name: 'Basic', active_order: { cancel_at_period_end: true } });
    expect(await (await page(`${managing.pathname}${managing.search}`)).text()).toContain('Obnovit předplatné');

    await form('resume', fields);
    ({ body: profile } = await api.call('GET', '/user', { token: member.idToken }));
    expect(profile.active_order.cancel_at_period_end).toBe(false);
  });

  it('checks promo codes for the registration step: the discount of a valid one, a clear error otherwise', async () => {
    await api.db.dataSource.query(`INSERT INTO promo_code (code, discount_percent, months) VALUES ('VITEJTE10', 10, 3) ON CONFLICT DO NOTHING`);
    const member = await api.newMember();
    expect(await api.call('GET', '/promo_code?code=vitejte10', { token: member.idToken })).toEqual({ status: 200, body: { code: 'VITEJTE10', discount_percent: 10, months: 3 } });
    expect(await api.call('GET', '/promo_code?code=NIC-TAKOVEHO', { token: member.idToken })).toEqual({ status: 400, body: expect.objectContaining({ error: 'Tento slevový kód neplatí.' }) });
    expect((await api.call('GET', '/promo_code?code=%3Cscript%3E', { token: member.idToken })).status).toBe(400);
    expect((await api.call('GET', '/promo_code?code=VITEJTE10')).status).toBe(401);
  });

  it('lets a basic member upgrade to premium from settings, paying the prorated first month at the gateway', async () => {
    const member = await api.newMember();
    const { body: basic } = await api.call('POST', '/order', { token: member.idToken, body: { tier_id: 2, subscription_scope: 'registration' } });
    await pay(basic.id);
    const { status, body: upgrade } = await api.call('POST', '/order', { token: member.idToken, body: { tier_id: 3, subscription_scope: 'settings' } });
    expect(status).toBe(201);
    expect(upgrade.redirection_url).toMatch(/\/dashboard\/settings\?tab=membership$/);
    // Paid a moment ago: nearly all of basic's 899 Kč comes off premium's first month.
    expect(upgrade.next_payment_amount).toBeGreaterThanOrEqual(1299 - 899);
    expect(upgrade.next_payment_amount).toBeLessThanOrEqual(1299 - 899 + 1);
    const html = await (await page(`/pay/${upgrade.id}`)).text();
    expect(html).toContain('Další měsíce: 1\u00a0299\u00a0Kč měsíčně.');
    await pay(upgrade.id);
    const { body: profile } = await api.call('GET', '/user', { token: member.idToken });
    expect(profile).toMatchObject({ tier_name: 'Premium', active_order: { id: upgrade.id, next_payment_amount: 1299 } });
    expect((await api.call('GET', `/order?id=${basic.id}`, { token: member.idToken })).body.status_id).toBe('canceled');
  });

  describe('one live order, one charge', () => {
    const activeOrders = async (email: string) =>
      api.db.dataSource.query(
        `SELECT o.id, o.tier_id, (SELECT count(*)::int FROM subscription_payment p WHERE p.order_id = o.id) AS payments
           FROM subscription_order o JOIN app_user u ON u.id = o.user_id WHERE u.email = $1 AND o.status = 'active' ORDER BY o.created_at`,
        [email],
      );
    const charges = async (email: string) =>
      (await api.db.dataSource.query(`SELECT count(*)::int AS n FROM subscription_payment p JOIN subscription_order o ON o.id = p.order_id JOIN app_user u ON u.id = o.user_id WHERE u.email = $1`, [email]))[0].n;
    const order = (token: string, body: object) => api.call('POST', '/order', { token, body });

    it('two registration tabs get one checkout: paying it in both leaves one active order and one charge', async () => {
      const member = await api.newMember();
      const first = await order(member.idToken, { tier_id: 2, subscription_scope: 'registration' });
      const second = await order(member.idToken, { tier_id: 2, subscription_scope: 'registration' });
      expect(second).toEqual({ status: 201, body: first.body });
      expect((await pay(first.body.id)).headers.get('location')).toMatch(/result=success$/);
      expect((await pay(second.body.id)).headers.get('location')).toMatch(/result=success$/);
      expect(await activeOrders(member.email)).toEqual([{ id: first.body.id, tier_id: 2, payments: 1 }]);
      expect(await charges(member.email)).toBe(1);
      expect(await order(member.idToken, { tier_id: 2, subscription_scope: 'registration' })).toEqual({ status: 409, body: expect.objectContaining({ error: 'Toto členství už máte zaplacené.' }) });
    });

    it('a checkout for another tier replaces the open one, which can then no longer be paid', async () => {
      const member = await api.newMember();
      const { body: basic } = await order(member.idToken, { tier_id: 2, subscription_scope: 'registration' });
      const { body: premium } = await order(member.idToken, { tier_id: 3, subscription_scope: 'registration' });
      expect(premium.id).not.toBe(basic.id);
      expect((await api.call('GET', `/order-status?id=${basic.id}`, { token: member.idToken })).body).toEqual({ order_status: 'canceled' });
      expect(await (await page(`/pay/${basic.id}`)).text()).toContain('Objednávka už není k zaplacení');
      expect((await pay(basic.id)).headers.get('location')).toMatch(/result=error$/);
      expect((await pay(premium.id)).headers.get('location')).toMatch(/result=success$/);
      expect(await activeOrders(member.email)).toEqual([{ id: premium.id, tier_id: 3, payments: 1 }]);
      expect(await charges(member.email)).toBe(1);
    });

    it('ten tabs ordering and paying at once leave one active order and one charge', async () => {
      const member = await api.newMember();
      const [seatsBefore] = await api.db.dataSource.query('SELECT sum(current_load)::int AS n FROM generation');
      const created = await Promise.all(Array.from({ length: 10 }, () => order(member.idToken, { tier_id: 2, subscription_scope: 'registration' })));
      expect(created.map((answer) => answer.status)).toEqual(Array(10).fill(201));
      const answers = await Promise.all(created.map((answer) => pay(answer.body.id)));
      expect(answers.every((answer) => /result=(success|error)$/.test(answer.headers.get('location') ?? ''))).toBe(true);
      expect(await activeOrders(member.email)).toEqual([{ id: expect.any(String), tier_id: 2, payments: 1 }]);
      expect(await charges(member.email)).toBe(1);
      const [seatsAfter] = await api.db.dataSource.query('SELECT sum(current_load)::int AS n FROM generation');
      expect(seatsAfter.n).toBe(seatsBefore.n + 1);
      const [open] = await api.db.dataSource.query(`SELECT count(*)::int AS n FROM subscription_order o JOIN app_user u ON u.id = o.user_id WHERE u.email = $1 AND o.status = 'incomplete'`, [member.email]);
      expect(open.n).toBe(0);
    });

    it('two upgrade tabs: one premium order, paid once at the prorated price, the basic one ended', async () => {
      const member = await api.newMember();
      const { body: basic } = await order(member.idToken, { tier_id: 2, subscription_scope: 'registration' });
      await pay(basic.id);
      const tabs = await Promise.all([1, 2].map(() => order(member.idToken, { tier_id: 3, subscription_scope: 'settings' })));
      await Promise.all(tabs.map((tab) => pay(tab.body.id)));
      const active = await activeOrders(member.email);
      expect(active).toEqual([{ id: expect.any(String), tier_id: 3, payments: 1 }]);
      const [{ amount_halere }] = await api.db.dataSource.query(`SELECT amount_halere FROM subscription_payment WHERE order_id = $1`, [active[0].id]);
      expect(amount_halere).toBeLessThan(129900);
      expect(await charges(member.email)).toBe(2);
      expect((await api.call('GET', `/order?id=${basic.id}`, { token: member.idToken })).body.status_id).toBe('canceled');
    });

    it('refuses, before it is paid, an upgrade priced against a membership that has ended since', async () => {
      const member = await api.newMember();
      const { body: basic } = await order(member.idToken, { tier_id: 2, subscription_scope: 'registration' });
      await pay(basic.id);
      const { body: upgrade } = await order(member.idToken, { tier_id: 3, subscription_scope: 'settings' });
      // The basic membership is refunded in full meanwhile: its unused rest may no longer come off premium.
      await api.db.dataSource.query(`UPDATE subscription_order SET status = 'canceled', expires_at = now() WHERE id = $1`, [basic.id]);
      await api.db.dataSource.query(`UPDATE app_user SET tier_id = 1 WHERE email = $1`, [member.email]);
      expect(await api.call('GET', `/order-paywall-url?id=${upgrade.id}`, { token: member.idToken })).toEqual({
        status: 409,
        body: expect.objectContaining({ error: 'Cena objednávky se mezitím změnila. Objednejte prosím členství znovu.' }),
      });
      expect(await (await page(`/pay/${upgrade.id}`)).text()).toContain('Cena objednávky se mezitím změnila.');
      expect((await pay(upgrade.id)).headers.get('location')).toMatch(/result=error$/);
      expect(await activeOrders(member.email)).toEqual([]);
      // A new order is priced afresh: the full premium price.
      const { body: fresh } = await order(member.idToken, { tier_id: 3, subscription_scope: 'registration' });
      expect(fresh).toMatchObject({ amount: 1299, next_payment_amount: 1299 });
    });
  });
});
