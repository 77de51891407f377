/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies in tests */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Stripe from 'stripe';
import { FakeFioApi, FakeStripeApi } from '@bonus/server/testing';
import type { RouteDefinition } from './rest/route-table';
import { ROUTES } from './rest/routes';
import { REGISTRATION_CONSENTS, startTestApi, TestApi } from './testing/test-api';

const WEBHOOK_SECRET = 'whsec_response_schemas';
const BANK_ACCOUNT = '19-2000145399/0800';

const keyOf = (route: RouteDefinition) => `${route.method} ${route.path}`;
/** Routes answering JSON: the ones whose body the edge serialises through `response`. */
const sendsJson = (route: RouteDefinition) => !route.raw && route.status !== 204;
const JSON_ROUTES = ROUTES.filter(sendsJson);

type Response = { status: number; body: any };

/** What each JSON route's handler last returned, before the edge wrote it through the route's schema. */
const returned = new Map<string, unknown>();
for (const route of JSON_ROUTES) {
  const { handler } = route;
  route.handler = async (context) => {
    const result = await handler(context);
    returned.set(keyOf(route), result);
    return result;
  };
}

/**
 * Every JSON route's declared response schema is exact: it accepts what the handler really returned
 * on the seeded api and drops nothing from it (zod objects strip undeclared keys, and the edge writes
 * answers through the schema, so a missing declaration would silently lose a field on the wire).
 */
describe('REST response schemas', () => {
  let api: TestApi;
  /** The webhook answers only when Stripe is the configured provider. */
  let stripeApi: TestApi;
  let stripe: FakeStripeApi;
  /** Fio banka's API for the bank connections; no window of its own here (the product's 30 s are moved back in SQL). */
  let fio: FakeFioApi;
  const token: Record<'admin' | 'basic' | 'premium', string> = { admin: '', basic: '', premium: '' };

  beforeAll(async () => {
    stripe = await new FakeStripeApi().start();
    fio = await new FakeFioApi({ windowMs: 0 }).start();
    [api, stripeApi] = await Promise.all([
      startTestApi({ env: { FIO_API_URL: fio.url } }),
      startTestApi({ env: { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_bonus_klub', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: stripe.url } }),
    ]);
    for (const tier of ['admin', 'basic', 'premium'] as const) token[tier] = await api.idToken(`${tier}@demo.cz`);
  });
  afterAll(async () => {
    await Promise.all([api?.stop(), stripeApi?.stop()]);
    await stripe?.stop();
    await fio?.stop();
  });

  const get = (path: string, as?: string) => api.call('GET', path, { token: as });
  /** A member with a Fio account connected (entries with every column filled): their token and the connection's answer. */
  let fioTokens = 0;
  const connectedFio = async () => {
    const { idToken } = await api.newMember();
    const token = `Resp${fioTokens++}`.padEnd(64, '9');
    fio.addAccount(token, {
      accountId: `24000000${String(fioTokens).padStart(2, '0')}`,
      transactions: [
        { id: 1, date: new Date().toISOString().slice(0, 10), amount: -120.5, counterAccount: '19-2000145399', bankCode: '0800', counterName: 'Obchod', constantSymbol: '308', variableSymbol: '1', specificSymbol: '2', userIdentification: 'Nákup', messageForRecipient: 'Zpráva', type: 'Platba kartou', comment: 'Komentář' },
      ],
    });
    return { idToken, connected: await api.call('POST', '/bank_connection', { token: idToken, body: { provider: 'fio', token } }) };
  };
  /** A GPC statement (the file is the body, not JSON): every field of an entry filled. */
  const uploadStatement = async (token: string) => {
    const file = readFileSync(join(__dirname, '../../../libs/server/src/features/bank-statements/fixtures/ceska-sporitelna-cp1250.gpc'));
    const response = await fetch(`${api.url}/bank_statement?bank_code=0800`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'text/plain' }, body: file });
    return { status: response.status, body: await response.json() };
  };
  /** A new member of its own on a tier, for calls that change what they touch. */
  const member = async (tier: 'free' | 'basic' | 'premium' = 'basic') => {
    const account = await api.newMember();
    await api.db.dataSource.query('UPDATE app_user SET tier_id = $2 WHERE firebase_uid = $1', [account.uid, { free: 1, basic: 2, premium: 3 }[tier]]);
    return account;
  };
  const newOrder = async (as: string) => (await api.call('POST', '/order', { token: as, body: { tier_id: 2, subscription_scope: 'registration' } })).body;
  /** A member with a basic subscription paid through the local gateway. */
  const paidMember = async () => {
    const { idToken } = await api.newMember();
    const order = await newOrder(idToken);
    await fetch(`${api.url}/pay/${order.id}/confirm`, { method: 'POST', redirect: 'manual' });
    return { idToken, order };
  };
  const openBankBonus = async (as: string) =>
    (await get('/bonus_all', as)).body.find((b: any) => b.bonus_type_name === 'bank' && !b.lock && b.step_idx === 0 && b.start_timestamp * 1000 < Date.now());
  /** Takes a bonus through all its steps; the completion is the caller's. */
  const bonusReadyToComplete = async () => {
    const { idToken } = await member('basic');
    const bonus = await openBankBonus(idToken);
    for (let step = 1; step <= bonus.step_list.length; step++) await api.call('PUT', '/bonus_progress', { token: idToken, body: { bonus_id: bonus.id, step_idx: step } });
    return { idToken, bonus };
  };
  const bonusForm = async (overrides: Record<string, unknown> = {}) => {
    const now = Math.floor(Date.now() / 1000);
    const [{ body: companies }, { body: games }] = await Promise.all([get('/company_all', token.admin), get('/game_all', token.admin)]);
    return {
      name: 'Bonus pro kontrolu schémat',
      description: '<p>Popis</p>',
      start_timestamp: now - 3600,
      end_timestamp: now + 86400,
      visibility_start_timestamp: now - 7200,
      visibility_end_timestamp: null,
      visible: true,
      expected_value: 450,
      needed_capital: 200,
      special_mark: 'recommended',
      step_list: [{ title: 'Registrace', subtitle: 'Založte účet', description: '<p>Krok</p>', icon: '📝', order: 0, category: 'custom' }],
      url_bonus_conditions: 'https://example.cz/podminky',
      url_link: 'https://example.cz/bonus',
      risk_rate: 3,
      company_id: companies.find((company: { kind: string }) => company.kind === 'casino').id,
      games_ids: games.slice(0, 2).map((g: { id: number }) => g.id),
      bonus_type_name: 'slot',
      renewing_days: [0, 3],
      ...overrides,
    };
  };
  const premiumCodes = async () => (await get('/referral_code_all', token.premium)).body as { code: string }[];
  const firstProduct = async () => {
    const [category] = (await get('/investment_category_all', token.premium)).body;
    return (await get(`/investment_all?investment_category_id=${category.id}`, token.premium)).body[0];
  };

  /** One successful call per JSON route, keyed "method path"; each sets up what it needs. */
  const CALLS: Record<string, () => Promise<Response>> = {
    'get /tier_all': () => get('/tier_all'),
    'get /generation': () => get('/generation'),
    'get /user/get_stats': () => get('/user/get_stats'),
    'post /user': async () => {
      const account = await api.signUp();
      return api.call('POST', '/user', { token: account.idToken, body: { name: 'Schéma', first_name: 'Petr', last_name: 'Schéma', birth_timestamp: 631152000, ...REGISTRATION_CONSENTS } });
    },
    // The premium demo member has an active order, a referral code and a bank account: no null hides a nested shape.
    'get /user': () => get('/user', token.premium),
    'put /user': async () => api.call('PUT', '/user', { token: (await api.newMember()).idToken, body: { name: 'Nová přezdívka', bank_account: BANK_ACCOUNT, marketing_consent: true } }),
    'get /user/password_forgotten': () => get('/user/password_forgotten?email=premium%40demo.cz'),
    'post /order': async () => api.call('POST', '/order', { token: (await api.newMember()).idToken, body: { tier_id: 2, subscription_scope: 'registration' } }),
    'get /order': async () => {
      const { idToken, order } = await paidMember();
      return get(`/order?id=${order.id}`, idToken);
    },
    'get /order-status': async () => {
      const { idToken, order } = await paidMember();
      return get(`/order-status?id=${order.id}`, idToken);
    },
    'get /order-status-manual': async () => {
      const { idToken, order } = await paidMember();
      return get(`/order-status-manual?id=${order.id}`, idToken);
    },
    'get /order-paywall-url': async () => {
      const { idToken } = await api.newMember();
      return get(`/order-paywall-url?id=${(await newOrder(idToken)).id}`, idToken);
    },
    'get /order-managing': async () => get(`/order-managing?redirection_url=${encodeURIComponent('http://localhost:4200/dashboard/settings')}`, (await paidMember()).idToken),
    'get /promo_code': async () => {
      await api.db.dataSource.query(`INSERT INTO promo_code (code, discount_percent, months) VALUES ('SCHEMA10', 10, 3) ON CONFLICT DO NOTHING`);
      return get('/promo_code?code=SCHEMA10', (await api.newMember()).idToken);
    },
    // The basic demo member sees locked VIP bonuses as well as open ones.
    'get /bonus_all': () => get('/bonus_all', token.basic),
    'get /bonus': async () => {
      const bonus = (await get('/bonus_all', token.basic)).body.find((b: any) => b.games.length && b.step_list.length);
      return get(`/bonus?id=${bonus.id}`, token.basic);
    },
    'put /bonus_hide': async () => {
      const { idToken } = await member('basic');
      return api.call('PUT', '/bonus_hide', { token: idToken, body: { id: (await openBankBonus(idToken)).id } });
    },
    'put /bonus_progress': async () => {
      const { idToken } = await member('basic');
      return api.call('PUT', '/bonus_progress', { token: idToken, body: { bonus_id: (await openBankBonus(idToken)).id, step_idx: 1 } });
    },
    'post /bonus_history': async () => {
      const { idToken, bonus } = await bonusReadyToComplete();
      return api.call('POST', '/bonus_history', { token: idToken, body: { bonus_id: bonus.id, note: 'Připsáno', reached_profit: 1500 } });
    },
    'post /bonus_history_all': () => api.call('POST', '/bonus_history_all', { token: token.basic, body: { time_period: 'all' } }),
    'put /bonus_history': async () => {
      const { idToken, bonus } = await bonusReadyToComplete();
      const { body: entry } = await api.call('POST', '/bonus_history', { token: idToken, body: { bonus_id: bonus.id, reached_profit: 1500 } });
      return api.call('PUT', '/bonus_history', { token: idToken, body: { id: entry.id, note: 'Opraveno', reached_profit: 1200 } });
    },
    'get /bonus_history_stats': () => get('/bonus_history_stats?time_period=year', token.basic),
    'get /company_all': () => get('/company_all', token.basic),
    'get /game_all': () => get('/game_all', token.basic),
    'get /bonus_all_admin': () => get('/bonus_all_admin?current_page=1', token.admin),
    'post /bonus': async () => api.call('POST', '/bonus', { token: token.admin, body: await bonusForm() }),
    'put /bonus': async () => {
      const { body: created } = await api.call('POST', '/bonus', { token: token.admin, body: await bonusForm() });
      return api.call('PUT', '/bonus', { token: token.admin, body: await bonusForm({ id: created.id, name: 'Upraveno', special_mark: 'VIP' }) });
    },
    'get /bonus_terms': async () => {
      const rule = { kind: 'no_account_within', company_id: 1, months: 12 };
      const { body: created } = await api.call('POST', '/bonus', { token: token.admin, body: await bonusForm({ eligibility_rules: [rule] }) });
      const changed = await bonusForm({ id: created.id, expected_value: 300, end_timestamp: created.end_timestamp + 86_400, eligibility_rules: [{ ...rule, months: 6 }], description: '<p>Nový popis</p>' });
      await api.call('PUT', '/bonus', { token: token.admin, body: { ...changed, step_list: changed.step_list.map((step: object) => ({ ...step, deadline_days: 7 })) } });
      return get(`/bonus_terms?bonus_id=${created.id}`, token.basic);
    },
    'get /bonus_value': async () => {
      const bonus = (await get('/bonus_all', token.basic)).body.find((b: any) => b.value_terms && b.games.length);
      return get(`/bonus_value?bonus_id=${bonus.id}&game_id=${bonus.games[0].id}`, token.basic);
    },
    'post /bonus_value': () =>
      api.call('POST', '/bonus_value', {
        token: token.basic,
        body: { bonus_amount: 500, deposit: 500, wagering_multiplier: 20, wagering_base: 'bonus', contribution_percent: 100, max_bet: 100, max_cashout: 2000, rtp: 96.5 },
      }),
    'post /bonus_reminder': async () => {
      // It runs past the day the member becomes eligible: an offer that ends first is refused a reminder.
      const endsAfter = Math.floor(Date.now() / 1000) + 86_400 * 400;
      const { body: created } = await api.call('POST', '/bonus', { token: token.admin, body: await bonusForm({ end_timestamp: endsAfter, eligibility_rules: [{ kind: 'no_account_within', company_id: 1, months: 12 }] }) });
      const { idToken } = await api.newMember();
      const closed = Math.floor(Date.now() / 1000) - 86_400 * 30;
      await api.call('POST', '/account', { token: idToken, body: { company_id: 1, opened_timestamp: closed - 86_400 * 400, closed_timestamp: closed } });
      return api.call('POST', '/bonus_reminder', { token: idToken, body: { bonus_id: created.id } });
    },
    'post /referral_code': async () => api.call('POST', '/referral_code', { token: (await api.newMember()).idToken }),
    'get /referral_code_all': () => get('/referral_code_all', token.premium),
    'get /referenced/check_validity': async () => get(`/referenced/check_validity?referral_code=${(await premiumCodes())[0].code}`),
    'post /referenced/send_reg_email': async () =>
      api.call('POST', '/referenced/send_reg_email', { body: { email: 'pozvany-schema@example.cz', referral_code: (await premiumCodes())[0].code } }),
    'get /referenced_all': () => get('/referenced_all', token.premium),
    'get /transaction_stats': () => get('/transaction_stats?time_period=year', token.premium),
    'post /transaction': async () => {
      const account = await api.newMember();
      await api.call('PUT', '/user', { token: account.idToken, body: { bank_account: BANK_ACCOUNT } });
      await api.db.dataSource.query('UPDATE app_user SET balance_halere = 100000 WHERE firebase_uid = $1', [account.uid]);
      return api.call('POST', '/transaction', { token: account.idToken, body: { amount: 500, bank_account: BANK_ACCOUNT } });
    },
    'get /transaction_all': () => get('/transaction_all', token.premium),
    'get /faq_all': () => get('/faq_all'),
    'get /investment_category_all': () => get('/investment_category_all', token.basic),
    'get /investment_all': async () => get(`/investment_all?investment_category_id=${(await firstProduct()).investment_category_id}`, token.premium),
    'get /investment': async () => get(`/investment?id=${(await firstProduct()).id}`, token.premium),
    'post /bank_statement': async () => uploadStatement((await api.newMember()).idToken),
    'get /tax_summary': () => get(`/tax_summary?year=${new Date().getFullYear()}`, token.premium),
    'get /bank_transaction_all': async () => {
      const { idToken } = await api.newMember();
      await uploadStatement(idToken);
      return get('/bank_transaction_all', idToken);
    },
    'post /bank_connection': async () => (await connectedFio()).connected,
    'get /bank_connection_all': async () => get('/bank_connection_all', (await connectedFio()).idToken),
    'post /bank_connection_sync': async () => {
      const { idToken, connected } = await connectedFio();
      await api.db.dataSource.query(`UPDATE bank_token_call SET last_called_at = now() - interval '31 seconds'`);
      return api.call('POST', `/bank_connection_sync?id=${connected.body.connection.id}`, { token: idToken });
    },
    'get /account_all': async () => {
      const { idToken } = await api.newMember();
      await api.call('POST', '/account', { token: idToken, body: { company_id: 1, opened_timestamp: 1_600_000_000, closed_timestamp: 1_650_000_000 } });
      return get('/account_all', idToken);
    },
    'post /account': async () => api.call('POST', '/account', { token: (await api.newMember()).idToken, body: { company_id: 1, opened_timestamp: 1_600_000_000 } }),
    'post /casino_declaration': async () => api.call('POST', '/casino_declaration', { token: (await api.newMember({ declared: false })).idToken }),
    'post /casino_pause': async () => api.call('POST', '/casino_pause', { token: (await api.newMember()).idToken, body: { days: 7 } }),
    'post /operator_status': async () => api.call('POST', '/operator_status', { token: (await api.newMember()).idToken, body: { company_id: 1, status: 'closed', since_timestamp: 1_700_000_000 } }),
    'get /operator_status_all': async () => {
      const { idToken } = await api.newMember();
      await api.call('POST', '/operator_status', { token: idToken, body: { company_id: 1, status: 'bonus_restricted', since_timestamp: 1_700_000_000 } });
      return get('/operator_status_all', idToken);
    },
    'put /account': async () => {
      const { idToken } = await api.newMember();
      const { body: account } = await api.call('POST', '/account', { token: idToken, body: { company_id: 1, opened_timestamp: 1_600_000_000 } });
      return api.call('PUT', '/account', { token: idToken, body: { id: account.id, closed_timestamp: 1_700_000_000 } });
    },
    'post /webhooks/stripe': async () => {
      // A correctly signed event of a type the api ignores: accepted, nothing applied.
      const payload = JSON.stringify({ id: 'evt_schema', object: 'event', type: 'customer.created', data: { object: { id: 'cus_schema', object: 'customer' } }, created: 1, livemode: false });
      const signature = new Stripe('sk_test_signer').webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
      const response = await fetch(`${stripeApi.url}/webhooks/stripe`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload });
      return { status: response.status, body: await response.json() };
    },
  };

  it('is declared by every route that answers JSON, and only by those', () => {
    expect(JSON_ROUTES.filter((route) => !route.response).map(keyOf)).toEqual([]);
    expect(ROUTES.filter((route) => !sendsJson(route) && route.response).map(keyOf)).toEqual([]);
  });

  it('has a call in this spec for every JSON route', () => {
    expect(Object.keys(CALLS).sort()).toEqual(JSON_ROUTES.map(keyOf).sort());
  });

  it.each(JSON_ROUTES.map((route) => [keyOf(route), route] as const))('%s: the real body is exactly its schema', async (key, route) => {
    const call = CALLS[key];
    expect(call).toBeDefined();
    returned.delete(key);
    const { status, body } = await call();
    expect([status, body]).toEqual([route.status ?? 200, expect.anything()]);
    // An empty list would not exercise the item schema.
    if (Array.isArray(body)) expect(body.length).toBeGreaterThan(0);
    const handed = JSON.parse(JSON.stringify(returned.get(key)));
    expect(route.response!.parse(handed)).toEqual(handed);
    expect(body).toEqual(handed);
  });
});
