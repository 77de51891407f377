import { pragueCalendarDate } from '@bonus/domain';
import { GRAPHQL_REGISTRATION_CONSENTS, REGISTRATION_CONSENTS, startTestApi, TestApi } from './testing/test-api';

const ADULT = 631152000; // 1990-01-01
const validBody = { name: 'Nováček', first_name: 'Nový', last_name: 'Člen', birth_timestamp: ADULT, ...REGISTRATION_CONSENTS };

describe('user calls', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.stop());

  const emulatorOobCodes = async () => {
    const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
    const response = await fetch(`http://${host}/emulator/v1/projects/${process.env.FIREBASE_PROJECT_ID}/oobCodes`);
    return ((await response.json()) as { oobCodes: { email: string; requestType: string }[] }).oobCodes;
  };
  const userRow = async (uid: string) => (await api.db.dataSource.query('SELECT * FROM app_user WHERE firebase_uid = $1', [uid]))[0];

  describe('POST /user', () => {
    it('refuses a caller without a token', async () => {
      const { status, body } = await api.call('POST', '/user', { body: validBody });
      expect(status).toBe(401);
      expect(body.error).toBe('User is not authenticated');
    });

    it('refuses bad input with the spec message and creates nothing', async () => {
      const account = await api.signUp();
      for (const [patch, message] of [
        [{ name: 'Ab' }, 'Přezdívka musí mít alespoň 3 znaky'],
        [{ first_name: '' }, 'Jméno je povinné'],
        [{ birth_timestamp: Math.floor(Date.now() / 1000) - 5 * 365 * 86400 }, 'Musíte být starší 18 let'],
        [{ birth_timestamp: oneDayShortOf18() }, 'Musíte být starší 18 let'],
      ] as const) {
        const { status, body } = await api.call('POST', '/user', { token: account.idToken, body: { ...validBody, ...patch } });
        expect(status).toBe(400);
        expect(body.error).toBe(message);
      }
      expect(await userRow(account.uid)).toBeUndefined();
    });

    it('creates a free member without a generation seat (the first payment takes one), linked to the referrer of a valid code', async () => {
      const [{ code, user_id: referrerId }] = await api.db.dataSource.query(
        `SELECT rc.code, rc.user_id FROM referral_code rc JOIN app_user u ON u.id = rc.user_id WHERE u.firebase_uid = 'demo-premium' LIMIT 1`,
      );
      const account = await api.signUp();
      const { status, body } = await api.call('POST', '/user', { token: account.idToken, body: { ...validBody, referral_code: code } });
      expect(status).toBe(201);
      expect(body).toMatchObject({ name: 'Nováček', full_name: 'Nový Člen', email: account.email, tier_name: 'Free', provider_id: 'password', active_order: null, admin: false });
      expect(body.generation_id).toBeNull();
      const row = await userRow(account.uid);
      expect(row.birth_date).toBeTruthy();
      const referrals = await api.db.dataSource.query('SELECT referrer_id FROM referral WHERE referred_id = $1', [row.id]);
      expect(referrals).toEqual([{ referrer_id: referrerId }]);
    });

    it('ignores an unknown referral code', async () => {
      const account = await api.signUp();
      expect((await api.call('POST', '/user', { token: account.idToken, body: { ...validBody, referral_code: 'NEEXISTUJE' } })).status).toBe(201);
      const row = await userRow(account.uid);
      expect(await api.db.dataSource.query('SELECT 1 FROM referral WHERE referred_id = $1', [row.id])).toEqual([]);
    });

    it('is idempotent for the same Firebase account, even when called concurrently: one member with one referral code', async () => {
      const account = await api.signUp();
      const results = await Promise.all(Array.from({ length: 5 }, () => api.call('POST', '/user', { token: account.idToken, body: validBody })));
      expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
      expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
      const [{ n }] = await api.db.dataSource.query('SELECT count(*)::int AS n FROM app_user WHERE firebase_uid = $1', [account.uid]);
      expect(n).toBe(1);
      expect(results[0].body.referral_code).toMatch(/^[A-Z2-9]{10}$/);
      expect(results.map((r) => r.body.referral_code)).toEqual(Array(5).fill(results[0].body.referral_code));
      const [{ codes }] = await api.db.dataSource.query('SELECT count(*)::int AS codes FROM referral_code c JOIN app_user u ON u.id = c.user_id WHERE u.firebase_uid = $1', [account.uid]);
      expect(codes).toBe(1);
    });
  });

  describe('GET /user', () => {
    it("tells an account without a record that it is not registered", async () => {
      const account = await api.signUp();
      const { status, body } = await api.call('GET', '/user', { token: account.idToken });
      expect(status).toBe(404);
      expect(body.error).toBe('user not registered');
    });

    it('returns the member with the active order and derived totals', async () => {
      const { status, body } = await api.call('GET', '/user', { token: await api.idToken('premium@demo.cz') });
      expect(status).toBe(200);
      expect(body).toMatchObject({ name: 'Petr', tier_name: 'Premium', tier: { code: 'premium', referral_reward: 15 }, bank_account: '19-2000145399/0800' });
      expect(body.active_order).toMatchObject({ status_id: 'active', tier_id: 3, amount: 1299 });
      expect(body.referral_code).toMatch(/^[A-Z2-9]{10}$/);
      expect(body.bonus_history_len).toBeGreaterThan(0);
      expect(body.potential_bonus_revenue).toBeGreaterThan(0);
      // Pending payouts have left the balance but are not paid out yet.
      const { body: payouts } = await api.call('GET', '/transaction_all', { token: await api.idToken('premium@demo.cz') });
      const pending = payouts.filter((p: { trans_status: string }) => p.trans_status === 'pending').reduce((sum: number, p: { amount: number }) => sum + p.amount, 0);
      expect(pending).toBeGreaterThan(0);
      expect(body.balance).toBe(body.referral_revenue - body.paid_out - pending);
    });
  });

  describe('PUT /user', () => {
    it('changes the nickname and saves a bank account in canonical form', async () => {
      const member = await api.newMember();
      const { status, body } = await api.call('PUT', '/user', { token: member.idToken, body: { name: 'Nová přezdívka', bank_account: '000019-2000145399/0800' } });
      expect(status).toBe(200);
      expect(body).toMatchObject({ name: 'Nová přezdívka', bank_account: '19-2000145399/0800' });
    });

    it('refuses a bad bank account and auto-withdraw without an account, changing nothing', async () => {
      const member = await api.newMember();
      const bad = await api.call('PUT', '/user', { token: member.idToken, body: { name: 'Jiné jméno', bank_account: '19-2000145398/0800' } });
      expect(bad.status).toBe(400);
      expect(bad.body.error).toBe('Neplatné číslo účtu. Zadejte ho ve tvaru předčíslí-číslo/kód banky.');
      for (const code of ['9999', '0000']) {
        const unknownBank = await api.call('PUT', '/user', { token: member.idToken, body: { bank_account: `19-2000145399/${code}` } });
        expect(unknownBank).toMatchObject({ status: 400, body: { error: `Kód banky ${code} není v číselníku České národní banky. Zkontrolujte číslo za lomítkem.` } });
      }
      const auto = await api.call('PUT', '/user', { token: member.idToken, body: { auto_withdraw: true } });
      expect(auto.status).toBe(400);
      expect((await userRow(member.uid)).name).toBe('Tester');
    });

    it('turns auto-withdraw off when the bank account is removed', async () => {
      const member = await api.newMember();
      await api.call('PUT', '/user', { token: member.idToken, body: { bank_account: '2000145399/0800', auto_withdraw: true } });
      const { body } = await api.call('PUT', '/user', { token: member.idToken, body: { bank_account: '' } });
      expect(body).toMatchObject({ bank_account: null, auto_withdraw: false });
    });
  });

  describe('DELETE /user (erasure)', () => {
    it('removes personal data and the Firebase account, cancels the subscription, keeps anonymised accounting', async () => {
      const member = await api.newMember();
      const row = await userRow(member.uid);
      await api.db.dataSource.query(
        `INSERT INTO subscription_order (user_id, tier_id, generation_id, amount_halere, status, subscription_scope, provider) VALUES ($1, 2, (SELECT id FROM generation WHERE in_use), 89900, 'active', 'registration', 'local')`,
        [row.id],
      );
      await api.db.dataSource.query(`INSERT INTO payout_transaction (user_id, amount_halere, status, paid_on, bank_account) VALUES ($1, 50000, 'paid', '2026-11-01', '19-2000145399/0800')`, [row.id]);
      // A payout mail still waiting in the outbox goes with the rest of the personal data.
      await api.db.dataSource.query(`INSERT INTO member_mail (user_id, subject, text, html) VALUES ($1, 'Výplata', 'účet 19-2000145399/0800', '<p>…</p>')`, [row.id]);

      expect((await api.call('DELETE', '/user', { token: member.idToken })).status).toBe(204);

      const [erased] = await api.db.dataSource.query('SELECT * FROM app_user WHERE id = $1', [row.id]);
      expect(erased).toMatchObject({ firebase_uid: null, email: null, first_name: null, last_name: null, birth_date: null, bank_account: null });
      expect(erased.erased_at).toBeTruthy();
      expect(await api.db.dataSource.query('SELECT status FROM subscription_order WHERE user_id = $1', [row.id])).toEqual([{ status: 'canceled' }]);
      expect(await api.db.dataSource.query('SELECT amount_halere, bank_account FROM payout_transaction WHERE user_id = $1', [row.id])).toEqual([
        { amount_halere: 50000, bank_account: '*********5399/0800' },
      ]);
      expect(await api.db.dataSource.query('SELECT id FROM member_mail WHERE user_id = $1', [row.id])).toEqual([]);
      const signIn = await fetch(`http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=k`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: member.email, password: 'Tester123!', returnSecureToken: true }),
      });
      expect(signIn.status).toBe(400);
      expect((await api.call('GET', '/user', { token: member.idToken })).status).toBe(401);
    });
  });

  describe('DELETE /user/firebase_deletion', () => {
    it('deletes an account that never got a user record', async () => {
      const account = await api.signUp();
      expect((await api.call('DELETE', '/user/firebase_deletion', { token: account.idToken })).status).toBe(204);
      expect((await api.call('GET', '/user', { token: account.idToken })).status).toBe(401);
    });

    it('refuses to delete a registered member this way', async () => {
      const member = await api.newMember();
      const { status, body } = await api.call('DELETE', '/user/firebase_deletion', { token: member.idToken });
      expect(status).toBe(409);
      expect(body.error).toBe('Tento účet je už zaregistrovaný.');
    });
  });

  describe('GET /user/password_forgotten', () => {
    it('checks the address with the spec messages', async () => {
      expect((await api.call('GET', '/user/password_forgotten')).body.error).toBe('Vyplňte prosím email');
      const bad = await api.call('GET', '/user/password_forgotten?email=nope');
      expect(bad).toEqual({ status: 400, body: expect.objectContaining({ error: 'Zadejte platný email' }) });
    });

    it('has Firebase send the reset mail (recorded by the emulator)', async () => {
      const member = await api.newMember();
      const { status } = await api.call('GET', `/user/password_forgotten?email=${encodeURIComponent(member.email)}`);
      expect(status).toBe(200);
      expect(await emulatorOobCodes()).toContainEqual(expect.objectContaining({ email: member.email, requestType: 'PASSWORD_RESET' }));
    });

    it('answers the same for an unknown address', async () => {
      expect((await api.call('GET', '/user/password_forgotten?email=nikdo@example.cz')).status).toBe(200);
    });

    it('limits mails per address', async () => {
      const email = `limit-${Date.now()}@example.cz`;
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await api.call('GET', `/user/password_forgotten?email=${email}`)).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
    });
  });

  describe('GraphQL twins', () => {
    const gql = (token: string | undefined, query: string, variables?: unknown) => api.call('POST', '/graphql', { token, body: { query, variables } });

    it('registers, reads and updates through GraphQL with the same rules', async () => {
      const account = await api.signUp();
      const bad = await gql(account.idToken, 'mutation($i: RegisterUserInput!) { registerUser(input: $i) { id } }', { i: { name: 'Ab', firstName: 'A', lastName: 'B', birthTimestamp: ADULT, ...GRAPHQL_REGISTRATION_CONSENTS } });
      expect(bad.body.errors[0]).toMatchObject({ message: 'Přezdívka musí mít alespoň 3 znaky', extensions: { code: 'VALIDATION_FAILED', fields: { name: 'Přezdívka musí mít alespoň 3 znaky' } } });
      const created = await gql(account.idToken, 'mutation($i: RegisterUserInput!) { registerUser(input: $i) { name tier { code } } }', { i: { name: 'GraphQL', firstName: 'G', lastName: 'Q', birthTimestamp: ADULT, ...GRAPHQL_REGISTRATION_CONSENTS } });
      expect(created.body.data.registerUser).toEqual({ name: 'GraphQL', tier: { code: 'free' } });
      const updated = await gql(account.idToken, 'mutation { updateUser(input: { name: "GraphQL 2" }) { name } }');
      expect(updated.body.data.updateUser).toEqual({ name: 'GraphQL 2' });
      const me = await gql(account.idToken, '{ me { name fullName activeOrder { id } } }');
      expect(me.body.data.me).toEqual({ name: 'GraphQL 2', fullName: 'G Q', activeOrder: null });
    });
  });
});

/** The birth_timestamp (UTC midnight) of someone who turns 18 tomorrow, Prague time. */
function oneDayShortOf18(): number {
  const today = pragueCalendarDate(new Date());
  return Date.UTC(today.year - 18, today.month - 1, today.day + 1) / 1000;
}
