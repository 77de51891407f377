import { startTestApi, TestApi } from './testing/test-api';

const SETTINGS = { siteName: 'Bonus Klub', siteEmail: 'podpora@bonusklub.cz', maintenanceMode: false, registrationEnabled: true, emailNotifications: true, maxBonusesPerUser: 15, referralReward: 200, minWithdrawal: 0 };

describe('site settings take effect', () => {
  let api: TestApi;
  let admin: string;
  beforeAll(async () => {
    api = await startTestApi();
    admin = (await api.newMember({ admin: true })).idToken;
  });
  afterAll(() => api.stop());

  const save = async (changes: Partial<typeof SETTINGS>) => {
    const { body } = await api.call('POST', '/graphql', {
      token: admin,
      body: { query: 'mutation($input: SiteSettingsInput!) { saveSiteSettings(input: $input) { minWithdrawal maintenanceMode registrationEnabled } }', variables: { input: { ...SETTINGS, ...changes } } },
    });
    return body;
  };

  it('starts from the spec samples and refuses bad values', async () => {
    const { body } = await api.call('POST', '/graphql', { token: admin, body: { query: '{ siteSettings { siteName maxBonusesPerUser referralReward minWithdrawal } }' } });
    expect(body.data.siteSettings).toEqual({ siteName: 'Bonus Klub', maxBonusesPerUser: 15, referralReward: 200, minWithdrawal: 0 });
    const bad = await api.call('POST', '/graphql', { token: admin, body: { query: 'mutation($input: SiteSettingsInput!) { saveSiteSettings(input: $input) { siteName } }', variables: { input: { ...SETTINGS, siteEmail: 'x' } } } });
    expect(bad.body.errors[0].message).toBe('Neplatný formát emailu');
  });

  it('enforces the minimum withdrawal', async () => {
    const member = await api.newMember();
    await api.db.dataSource.query('UPDATE app_user SET balance_halere = 100000, referral_revenue_halere = 100000 WHERE firebase_uid = $1', [member.uid]);
    expect((await save({ minWithdrawal: 500 })).data.saveSiteSettings.minWithdrawal).toBe(500);
    const refused = await api.call('POST', '/transaction', { token: member.idToken, body: { amount: 400, bank_account: '19-2000145399/0800' } });
    expect(refused).toEqual({ status: 400, body: expect.objectContaining({ error: 'Výběr neúspěšný', reason: 'Minimální výběr je 500 Kč.' }) });
    expect((await api.call('POST', '/transaction', { token: member.idToken, body: { amount: 500, bank_account: '19-2000145399/0800' } })).status).toBe(201);
    await save({ minWithdrawal: 0 });
  });

  it('puts members behind the maintenance page while admins and public pages keep working, and can close registration', async () => {
    const member = await api.newMember();
    await save({ maintenanceMode: true });
    expect(await api.call('GET', '/user', { token: member.idToken })).toEqual({ status: 503, body: expect.objectContaining({ error: 'Probíhá údržba. Zkuste to prosím za chvíli.' }) });
    expect((await api.call('GET', '/user', { token: admin })).status).toBe(200);
    expect((await api.call('GET', '/tier_all')).status).toBe(200);
    await save({ maintenanceMode: false, registrationEnabled: false });
    expect((await api.call('GET', '/user', { token: member.idToken })).status).toBe(200);
    const visitor = await api.signUp();
    const closed = await api.call('POST', '/user', { token: visitor.idToken, body: { name: 'Nový', first_name: 'N', last_name: 'Ový', birth_timestamp: 631152000 } });
    expect(closed).toEqual({ status: 403, body: expect.objectContaining({ error: 'Registrace nových účtů je dočasně uzavřená.' }) });
    await save({ registrationEnabled: true });
  });
});
