/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies in tests */
import { readableMail, readMail, startSmtp } from './testing/smtp-server';
import { REGISTRATION_CONSENTS, startTestApi, TestApi } from './testing/test-api';

const FIELDS = 'siteName siteEmail maintenanceMode registrationEnabled autoApproveUsers emailNotifications maxBonusesPerUser referralReward minWithdrawal';
const BANK_ACCOUNT = '19-2000145399/0800';

describe('site settings take effect', () => {
  let api: TestApi;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let admin: string;
  beforeAll(async () => {
    smtp = await startSmtp();
    // The jobs run: the referral invitation below is queued by its request and sent by the member-mail job.
    api = await startTestApi({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Bonus Klub <noreply@bonusklub.cz>', JOBS_ENABLED: 'true' } });
    admin = (await api.newMember({ admin: true })).idToken;
  });
  afterAll(async () => {
    await api.stop();
    await smtp.stop();
  });

  const gql = async (token: string | undefined, query: string, variables: Record<string, unknown> = {}) => (await api.call('POST', '/graphql', { token, body: { query, variables } })).body;
  const member = async (tier: 'free' | 'basic' | 'premium') => {
    const account = await api.newMember();
    await api.db.dataSource.query('UPDATE app_user SET tier_id = $2 WHERE firebase_uid = $1', [account.uid, { free: 1, basic: 2, premium: 3 }[tier]]);
    return account.idToken;
  };
  const openBanks = async (token: string) =>
    ((await api.call('GET', '/bonus_all', { token })).body as any[]).filter((b) => b.bonus_type_name === 'bank' && !b.lock && b.step_idx === 0 && b.start_timestamp * 1000 < Date.now());
  const start = (token: string, bonusId: number) => api.call('PUT', '/bonus_progress', { token, body: { bonus_id: bonusId, step_idx: 1 } });

  it('starts from the spec samples, saves every field and reads it back, and refuses bad values', async () => {
    const initial = await gql(admin, `{ siteSettings { ${FIELDS} } }`);
    expect(initial.data.siteSettings).toEqual({
      siteName: 'Bonus Klub', siteEmail: 'podpora@bonusklub.cz', maintenanceMode: false, registrationEnabled: true, autoApproveUsers: true,
      emailNotifications: true, maxBonusesPerUser: 15, referralReward: 200, minWithdrawal: 500,
    });
    const changed = { siteName: 'Klub Test', siteEmail: 'kontakt@example.cz', maintenanceMode: false, registrationEnabled: false, autoApproveUsers: false, emailNotifications: false, maxBonusesPerUser: 7, referralReward: 150, minWithdrawal: 300 };
    const saved = await gql(admin, `mutation($input: SiteSettingsInput!) { saveSiteSettings(input: $input) { ${FIELDS} } }`, { input: changed });
    expect(saved.data.saveSiteSettings).toEqual(changed);
    expect((await gql(admin, `{ siteSettings { ${FIELDS} } }`)).data.siteSettings).toEqual(changed);
    // What a form sends back unchanged from its query carries __typename: the api refuses it (the clients strip it, see libs/client).
    const withTypename = await gql(admin, `mutation($input: SiteSettingsInput!) { saveSiteSettings(input: $input) { siteName } }`, { input: { __typename: 'SiteSettings', ...changed } });
    expect(withTypename.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const bad = await gql(admin, 'mutation($input: SiteSettingsInput!) { saveSiteSettings(input: $input) { siteName } }', { input: { ...changed, siteEmail: 'x' } });
    expect(bad.errors[0].message).toBe('Neplatný formát emailu');
    await gql(admin, `mutation($input: SiteSettingsInput!) { saveSiteSettings(input: $input) { siteName } }`, { input: initial.data.siteSettings });
  });

  it('enforces the minimum withdrawal, 500 Kč unless an admin sets another, and tells the member what it is', async () => {
    const account = await api.newMember();
    await api.db.dataSource.query('UPDATE app_user SET balance_halere = 100000, referral_revenue_halere = 100000 WHERE firebase_uid = $1', [account.uid]);
    expect((await gql(account.idToken, '{ minWithdrawal }')).data.minWithdrawal).toBe(500);
    const refused = await api.call('POST', '/transaction', { token: account.idToken, body: { amount: 499, bank_account: BANK_ACCOUNT } });
    expect(refused).toEqual({ status: 400, body: expect.objectContaining({ error: 'Výběr neúspěšný', reason: 'Minimální výběr je 500 Kč.' }) });
    expect((await api.call('POST', '/transaction', { token: account.idToken, body: { amount: 500, bank_account: BANK_ACCOUNT } })).status).toBe(201);
    await api.saveSettings({ minWithdrawal: 100 });
    expect((await gql(account.idToken, '{ minWithdrawal }')).data.minWithdrawal).toBe(100);
    expect((await api.call('POST', '/transaction', { token: account.idToken, body: { amount: 100, bank_account: BANK_ACCOUNT } })).status).toBe(201);
    await api.saveSettings({ minWithdrawal: 500 });
  });

  it('puts members behind the maintenance page while admins and public pages keep working, and can close registration', async () => {
    const account = await api.newMember();
    await api.saveSettings({ maintenanceMode: true });
    expect(await api.call('GET', '/user', { token: account.idToken })).toEqual({ status: 503, body: expect.objectContaining({ error: 'Probíhá údržba. Zkuste to prosím za chvíli.' }) });
    expect((await api.call('GET', '/user', { token: admin })).status).toBe(200);
    expect((await api.call('GET', '/tier_all')).status).toBe(200);
    await api.saveSettings({ maintenanceMode: false, registrationEnabled: false });
    expect((await api.call('GET', '/user', { token: account.idToken })).status).toBe(200);
    const visitor = await api.signUp();
    const closed = await api.call('POST', '/user', { token: visitor.idToken, body: { name: 'Nový', first_name: 'N', last_name: 'Ový', birth_timestamp: 631152000, ...REGISTRATION_CONSENTS } });
    expect(closed).toEqual({ status: 403, body: expect.objectContaining({ error: 'Registrace nových účtů je dočasně uzavřená.' }) });
    await api.saveSettings({ registrationEnabled: true });
  });

  it('without auto-approval keeps a new member out until an admin approves them, and records the approval', async () => {
    const someone = await member('basic');
    await api.saveSettings({ autoApproveUsers: false });
    const visitor = await api.signUp();
    const registered = await api.call('POST', '/user', { token: visitor.idToken, body: { name: 'Čekatel', first_name: 'Č', last_name: 'Ekatel', birth_timestamp: 631152000, ...REGISTRATION_CONSENTS } });
    expect(registered.status).toBe(201);
    const waiting = 'Váš účet čeká na schválení administrátorem. Jakmile ho schválíme, získáte přístup do členské sekce.';
    expect(await api.call('GET', '/user', { token: visitor.idToken })).toEqual({ status: 403, body: expect.objectContaining({ error: waiting }) });
    expect((await api.call('GET', '/bonus_all', { token: visitor.idToken })).status).toBe(403);
    expect((await gql(visitor.idToken, '{ me { id } }')).errors[0].extensions.code).toBe('ACCOUNT_PENDING_APPROVAL');
    // Members registered before keep working; the admin sees who waits.
    expect((await api.call('GET', '/user', { token: await api.idToken('basic@demo.cz') })).status).toBe(200);
    const pending = (await gql(admin, '{ adminUsers(input: { status: pending }) { users { id email pendingApproval } } }')).data.adminUsers.users;
    const row = pending.find((u: any) => u.email === visitor.email);
    expect(row).toMatchObject({ pendingApproval: true });
    expect(pending.every((u: any) => u.pendingApproval)).toBe(true);

    expect((await gql(someone, 'mutation($id: ID!) { approveAdminUser(id: $id) { id } }', { id: row.id })).errors[0].extensions.code).toBe('FORBIDDEN');
    const approved = await gql(admin, 'mutation($id: ID!) { approveAdminUser(id: $id) { id pendingApproval } }', { id: row.id });
    expect(approved.data.approveAdminUser).toEqual({ id: row.id, pendingApproval: false });
    expect((await api.call('GET', '/user', { token: visitor.idToken })).status).toBe(200);
    const audit = (await gql(admin, '{ auditLog { action details } }')).data.auditLog;
    expect(audit.find((entry: any) => entry.action === 'graphql:approveAdminUser')).toMatchObject({ details: { id: row.id } });

    // With auto-approval on (the default) a new member gets in at once.
    await api.saveSettings({ autoApproveUsers: true });
    const next = await api.newMember();
    expect((await api.call('GET', '/user', { token: next.idToken })).status).toBe(200);
  });

  it("limits premium members to the admin's number of bonuses taken on a month; other tiers keep their own limits", async () => {
    await api.saveSettings({ maxBonusesPerUser: 2 });
    const premium = await member('premium');
    const banks = (await openBanks(premium)).sort((a, b) => a.expected_value - b.expected_value).slice(0, 3);
    expect((await start(premium, banks[0].id)).status).toBe(200);
    expect((await start(premium, banks[1].id)).status).toBe(200);
    const third = await start(premium, banks[2].id);
    expect(third).toEqual({ status: 403, body: expect.objectContaining({ error: 'Tento měsíc jste už začali nejvyšší povolený počet bonusů.' }) });
    const locked = ((await api.call('GET', '/bonus_all', { token: premium })).body as any[]).find((b) => b.id === banks[2].id);
    expect(locked.lock).toEqual({ code: 'BONUS_MONTHLY_COUNT_LIMIT', message: 'Tento měsíc jste už začali nejvyšší povolený počet bonusů.', upgradable: false });
    const overGraphql = await gql(premium, 'mutation($b: Int!) { recordBonusProgress(bonusId: $b, stepIdx: 1) { stepIdx } }', { b: banks[2].id });
    expect(overGraphql.errors[0].extensions.code).toBe('BONUS_MONTHLY_COUNT_LIMIT');
    // A basic member is bound by the bank slots of their tier, not by this setting.
    const basic = await member('basic');
    const cheap = (await openBanks(basic)).sort((a, b) => a.expected_value - b.expected_value).slice(0, 3);
    for (const bonus of cheap) expect((await start(basic, bonus.id)).status).toBe(200);
    // Raising the setting applies at once.
    await api.saveSettings({ maxBonusesPerUser: 15 });
    expect((await start(premium, banks[2].id)).status).toBe(200);
  });

  it('sends every e-mail under the site name, with the site e-mail to reply to, both in the footer', async () => {
    await api.saveSettings({ siteName: 'Klub Test', siteEmail: 'kontakt@example.cz' });
    const inviter = await api.newMember();
    const { body: code } = await api.call('POST', '/referral_code', { token: inviter.idToken });
    expect((await api.call('POST', '/referenced/send_reg_email', { body: { email: 'pozvany@example.cz', referral_code: code.code } })).status).toBe(200);
    const [invitation] = await smtp.mailsTo('pozvany@example.cz');
    const mail = readMail(invitation);
    expect(mail.header('From')).toBe('Klub Test <noreply@bonusklub.cz>');
    expect(mail.header('Reply-To')).toBe('kontakt@example.cz');
    expect(mail.body).toContain('Klub Test =C2=B7 kontakt@example.cz'); // the plain-text footer, "·" quoted-printable
    // The invitation itself names the site as the admins call it, never a fixed product name.
    const readable = readableMail(invitation.raw);
    expect(readable).toMatch(/Klub Test · <a href="mailto:kontakt@example\.cz"[^>]*>kontakt@example\.cz<\/a>/);
    expect(readable).toContain('Tester vás zve na platformu Klub Test, kde krok za krokem');
    expect(readable).not.toContain('Bonus Klub');
    await api.saveSettings({ siteName: 'Bonus Klub', siteEmail: 'podpora@bonusklub.cz' });
  });
});
