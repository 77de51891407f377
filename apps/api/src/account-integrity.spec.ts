import { TERMS_VERSION } from '@bonus/domain';
import { GRAPHQL_REGISTRATION_CONSENTS, REGISTRATION_CONSENTS, startTestApi, TestApi } from './testing/test-api';

const body = { name: 'Souhlasný', first_name: 'Sou', last_name: 'Hlas', birth_timestamp: 631152000 };
const NOT_YOURS = 'Uložit lze jen e-mail, kterým se přihlašujete. Nový e-mail nejdřív změňte v Nastavení → Zabezpečení.';

/** Issue 23, "Accounts keep their integrity": e-mail from the token, consents kept, no orphan accounts. */
describe('accounts keep their integrity', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.stop());

  const gql = (token: string | undefined, query: string, variables?: unknown) => api.call('POST', '/graphql', { token, body: { query, variables } });
  const emailOf = async (uid: string) => (await api.db.dataSource.query('SELECT email FROM app_user WHERE firebase_uid = $1', [uid]))[0]?.email;
  const consentRows = async (uid: string) =>
    api.db.dataSource.query(`SELECT c.kind, c.granted, c.terms_version, c.recorded_at FROM user_consent c JOIN app_user u ON u.id = c.user_id WHERE u.firebase_uid = $1 ORDER BY c.id`, [uid]);
  /**
   * Changes the account's e-mail in the Auth emulator, as the web's Security tab does through Firebase, and signs in
   * again with the new address. The change revokes earlier sessions at whole seconds, so the token the update returns
   * (which keeps the first sign-in's auth_time) is refused whenever the two fall in different seconds.
   */
  const changeFirebaseEmail = async (idToken: string, email: string): Promise<string> => {
    const response = await fetch(`http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:update?key=demo-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ idToken, email, returnSecureToken: true }),
    });
    expect(response.status).toBe(200);
    return api.idToken(email, 'Tester123!');
  };

  describe("the member record's e-mail is the signed-in account's", () => {
    it("refuses another address in PUT /user and GraphQL updateUser, so two members never share one", async () => {
      const [victim, attacker] = [await api.newMember(), await api.newMember()];
      expect(await api.call('PUT', '/user', { token: attacker.idToken, body: { email: victim.email } })).toEqual({ status: 400, body: expect.objectContaining({ error: NOT_YOURS, code: 'EMAIL_NOT_ACCOUNT_EMAIL' }) });
      // Nothing else in the same request is saved either.
      expect((await api.call('PUT', '/user', { token: attacker.idToken, body: { email: 'someone@else.cz', name: 'Přejmenovaný' } })).status).toBe(400);
      const refused = await gql(attacker.idToken, 'mutation($e: String!) { updateUser(input: { email: $e }) { email } }', { e: victim.email });
      expect(refused.body.errors[0]).toMatchObject({ message: NOT_YOURS, extensions: { code: 'EMAIL_NOT_ACCOUNT_EMAIL' } });
      expect(await emailOf(attacker.uid)).toBe(attacker.email);
      expect((await api.call('GET', '/user', { token: attacker.idToken })).body.name).toBe('Tester');
      const [{ n }] = await api.db.dataSource.query('SELECT count(*)::int AS n FROM app_user WHERE lower(email) = lower($1)', [victim.email]);
      expect(n).toBe(1);
    });

    it('takes the e-mail at registration from the token: an e-mail in the body is no field of POST /user and changes nothing', async () => {
      const account = await api.signUp();
      const created = await api.call('POST', '/user', { token: account.idToken, body: { ...body, ...REGISTRATION_CONSENTS, email: 'someone@else.cz' } });
      expect(created.status).toBe(201);
      expect(created.body.email).toBe(account.email);
      expect(await emailOf(account.uid)).toBe(account.email);
      const [{ n }] = await api.db.dataSource.query('SELECT count(*)::int AS n FROM app_user WHERE lower(email) = lower($1)', ['someone@else.cz']);
      expect(n).toBe(0);
    });

    it('follows a change made in Firebase once the fresh token asks for it; an old token cannot bring the old address back', async () => {
      // The change revokes sessions signed in before its whole second: start at one, so the old token stays valid
      // and can show the rule (refused for its old address) rather than being refused as revoked.
      await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000)));
      const member = await api.newMember();
      const newEmail = `zmena-${Date.now()}@example.cz`;
      const fresh = await changeFirebaseEmail(member.idToken, newEmail);
      const synced = await gql(fresh, 'mutation($e: String!) { updateUser(input: { email: $e }) { email } }', { e: newEmail });
      expect(synced.body.data.updateUser).toEqual({ email: newEmail });
      expect(await emailOf(member.uid)).toBe(newEmail);
      // The token from before the change still carries the old address: it may not set it again.
      const stale = await api.call('PUT', '/user', { token: member.idToken, body: { email: member.email } });
      expect(stale.status).toBe(400);
      expect(await emailOf(member.uid)).toBe(newEmail);
    });
  });

  describe('consents of registration', () => {
    it.each([
      ['age_confirmed', 'Chybí potvrzení, že je vám více než 18 let.'],
      ['terms_accepted', 'Chybí souhlas s obchodními podmínkami.'],
      ['lost_guarantee', 'Chybí potvrzení, že berete na vědomí, že výdělek z bonusů není zaručen.'],
      ['digital_content_waiver', 'Chybí žádost o zpřístupnění obsahu ihned po zaplacení se ztrátou práva odstoupit od smlouvy (§ 1837 písm. l) NOZ).'],
    ])('refuses a registration without %s, naming it, and creates nothing', async (missing, message) => {
      const account = await api.signUp();
      for (const value of [undefined, false]) {
        const consents = { ...REGISTRATION_CONSENTS, [missing]: value };
        expect(await api.call('POST', '/user', { token: account.idToken, body: { ...body, ...consents } })).toEqual({ status: 400, body: expect.objectContaining({ error: message }) });
      }
      expect(await emailOf(account.uid)).toBeUndefined();
      const graphql = await gql(account.idToken, 'mutation($i: RegisterUserInput!) { registerUser(input: $i) { id } }', {
        i: { name: 'Souhlasný', firstName: 'S', lastName: 'H', birthTimestamp: 631152000, ...GRAPHQL_REGISTRATION_CONSENTS, [missing.replace(/_(\w)/g, (_m, c: string) => c.toUpperCase())]: false },
      });
      expect(graphql.body.errors[0].message).toBe(message);
    });

    it('stores every consent with its time and the terms version, shows them to the member and the admin, and records marketing changes', async () => {
      const account = await api.signUp();
      const before = Date.now();
      expect((await api.call('POST', '/user', { token: account.idToken, body: { ...body, ...REGISTRATION_CONSENTS, marketing_consent: true } })).status).toBe(201);
      const rows = await consentRows(account.uid);
      expect(rows.map((r: { kind: string; granted: boolean; terms_version: string }) => [r.kind, r.granted, r.terms_version])).toEqual([
        ['adult', true, TERMS_VERSION],
        ['terms', true, TERMS_VERSION],
        ['lost_guarantee', true, TERMS_VERSION],
        ['digital_content_waiver', true, TERMS_VERSION],
        ['marketing', true, TERMS_VERSION],
      ]);
      for (const row of rows) expect(row.recorded_at.getTime()).toBeGreaterThanOrEqual(before - 1000);

      // Marketing switched off in Settings: a new row with its time; the same value again adds none.
      await api.call('PUT', '/user', { token: account.idToken, body: { marketing_consent: false } });
      await api.call('PUT', '/user', { token: account.idToken, body: { marketing_consent: false } });
      expect((await consentRows(account.uid)).map((r: { kind: string; granted: boolean }) => [r.kind, r.granted]).slice(5)).toEqual([['marketing', false]]);

      const mine = await gql(account.idToken, '{ consents { kind label granted termsVersion recordedTimestamp } }');
      expect(mine.body.data.consents.map((c: { kind: string; granted: boolean }) => [c.kind, c.granted])).toEqual([
        ['adult', true],
        ['terms', true],
        ['lost_guarantee', true],
        ['digital_content_waiver', true],
        ['marketing', false],
      ]);
      expect(mine.body.data.consents[1]).toMatchObject({ label: 'Souhlas s obchodními podmínkami', termsVersion: TERMS_VERSION, recordedTimestamp: expect.any(Number) });

      const admin = (await api.newMember({ admin: true })).idToken;
      const [{ id }] = await api.db.dataSource.query('SELECT id FROM app_user WHERE firebase_uid = $1', [account.uid]);
      const detail = await gql(admin, 'query($id: ID!) { adminUser(id: $id) { consents { kind granted termsVersion } } }', { id });
      expect(detail.body.data.adminUser.consents).toContainEqual({ kind: 'digital_content_waiver', granted: true, termsVersion: TERMS_VERSION });
      expect(detail.body.data.adminUser.consents).toContainEqual({ kind: 'marketing', granted: false, termsVersion: TERMS_VERSION });
    });
  });

  describe('the withdrawal waiver of each paid order', () => {
    const orderWaiver = async (orderId: string) =>
      (await api.db.dataSource.query('SELECT digital_content_waiver_at AS at, digital_content_waiver_terms_version AS version FROM subscription_order WHERE id = $1', [orderId]))[0];

    it("records the registration's waiver on a registration order, and a waiver given with an upgrade at its own time", async () => {
      const member = await api.newMember();
      const [{ recorded_at: given }] = await api.db.dataSource.query(
        `SELECT c.recorded_at FROM user_consent c JOIN app_user u ON u.id = c.user_id WHERE u.firebase_uid = $1 AND c.kind = 'digital_content_waiver'`,
        [member.uid],
      );
      const registration = await api.call('POST', '/order', { token: member.idToken, body: { tier_id: 2, subscription_scope: 'registration' } });
      expect(registration.status).toBe(201);
      expect(await orderWaiver(registration.body.id)).toEqual({ at: given, version: TERMS_VERSION });

      const before = Date.now();
      const upgrade = await api.call('POST', '/order', { token: member.idToken, body: { tier_id: 3, subscription_scope: 'settings', digital_content_waiver: true } });
      expect(upgrade.status).toBe(201);
      const waiver = await orderWaiver(upgrade.body.id);
      expect(waiver.version).toBe(TERMS_VERSION);
      expect(waiver.at.getTime()).toBeGreaterThanOrEqual(before - 1000);

      const admin = (await api.newMember({ admin: true })).idToken;
      const [{ id }] = await api.db.dataSource.query('SELECT id FROM app_user WHERE firebase_uid = $1', [member.uid]);
      const detail = await gql(admin, 'query($id: ID!) { adminUser(id: $id) { orders { id waiverTimestamp waiverTermsVersion } } }', { id });
      expect(detail.body.data.adminUser.orders).toContainEqual({ id: upgrade.body.id, waiverTimestamp: Math.floor(waiver.at.getTime() / 1000), waiverTermsVersion: TERMS_VERSION });
    });

    it('refuses an order without a standing waiver and without one in the request, creating nothing', async () => {
      const member = await api.newMember();
      // As for a member from before waivers were recorded.
      await api.db.dataSource.query(`DELETE FROM user_consent WHERE user_id = (SELECT id FROM app_user WHERE firebase_uid = $1)`, [member.uid]);
      const refused = await api.call('POST', '/order', { token: member.idToken, body: { tier_id: 2, subscription_scope: 'settings' } });
      expect(refused).toEqual({ status: 400, body: expect.objectContaining({ code: 'CONSENT_WAIVER_MISSING', error: expect.stringContaining('§ 1837 písm. l) NOZ') }) });
      const graphql = await gql(member.idToken, 'mutation { createOrder(input: { tierId: 2, subscriptionScope: settings }) { id } }');
      expect(graphql.body.errors[0].extensions.code).toBe('CONSENT_WAIVER_MISSING');
      const [{ n }] = await api.db.dataSource.query('SELECT count(*)::int AS n FROM subscription_order o JOIN app_user u ON u.id = o.user_id WHERE u.firebase_uid = $1', [member.uid]);
      expect(n).toBe(0);
      const given = await gql(member.idToken, 'mutation { createOrder(input: { tierId: 2, subscriptionScope: settings, digitalContentWaiver: true }) { id } }');
      expect(given.body.data.createOrder.id).toEqual(expect.any(String));
    });
  });

  describe('closed registration', () => {
    afterEach(() => api.saveSettings({ registrationEnabled: true, maintenanceMode: false }));

    it('tells anyone whether registration is open before anything is typed', async () => {
      const status = async () => (await gql(undefined, '{ registrationStatus }')).body.data.registrationStatus;
      expect(await status()).toBe('open');
      await api.saveSettings({ registrationEnabled: false });
      expect(await status()).toBe('closed');
      await api.saveSettings({ maintenanceMode: true });
      expect(await status()).toBe('maintenance');
    });

    it('refuses POST /user and lets the refused account delete itself, leaving no orphan Firebase account', async () => {
      await api.saveSettings({ registrationEnabled: false });
      const account = await api.signUp();
      expect(await api.call('POST', '/user', { token: account.idToken, body: { ...body, ...REGISTRATION_CONSENTS } })).toEqual({
        status: 403,
        body: expect.objectContaining({ error: 'Registrace nových účtů je dočasně uzavřená.' }),
      });
      expect((await api.call('DELETE', '/user/firebase_deletion', { token: account.idToken })).status).toBe(204);
      await expect(api.idToken(account.email, 'Tester123!')).rejects.toThrow(/EMAIL_NOT_FOUND|INVALID_LOGIN_CREDENTIALS/);
    });
  });
});
