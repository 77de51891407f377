import { startTestApi, TestApi } from './testing/test-api';

describe('admin member management and the audit log', () => {
  let api: TestApi;
  let admin: string;
  beforeAll(async () => {
    api = await startTestApi();
    admin = (await api.newMember({ admin: true })).idToken;
  });
  afterAll(() => api.stop());

  const gql = async (token: string | undefined, query: string, variables: Record<string, unknown> = {}) => (await api.call('POST', '/graphql', { token, body: { query, variables } })).body;
  const find = (search: string, status = 'all') =>
    gql(admin, 'query($input: AdminUserQueryInput) { adminUsers(input: $input) { totalCount pageCount users { id email active tierName earnings } } }', { input: { search, status } });

  it('searches members by e-mail or name, filters by status and pages', async () => {
    const { data } = await find('basic@demo');
    expect(data.adminUsers.users).toEqual([expect.objectContaining({ email: 'basic@demo.cz', active: true, tierName: 'Basic', earnings: expect.any(Number) })]);
    expect((await find('Bára')).data.adminUsers.totalCount).toBeGreaterThanOrEqual(0);
    // Accents and case do not matter: "testovaci" finds the test members' surname "Testovací".
    const accented = (await find('Testovací')).data.adminUsers.totalCount;
    expect(accented).toBeGreaterThan(0);
    expect((await find('TESTOVACI')).data.adminUsers.totalCount).toBe(accented);
    expect((await find('%')).data.adminUsers.totalCount).toBe(0);
    expect((await find('', 'inactive')).data.adminUsers.totalCount).toBe(0);
    // The role filter: admins only, or members without admin rights.
    const byRole = async (admins: boolean) =>
      (await gql(admin, 'query($input: AdminUserQueryInput) { adminUsers(input: $input) { users { admin } } }', { input: { admin: admins } })).data.adminUsers.users.map((u: { admin: boolean }) => u.admin);
    const onlyAdmins = await byRole(true);
    expect(onlyAdmins.length).toBeGreaterThan(0);
    expect(new Set(onlyAdmins)).toEqual(new Set([true]));
    const withoutRights = await byRole(false);
    expect(withoutRights.length).toBeGreaterThan(0);
    expect(new Set(withoutRights)).toEqual(new Set([false]));
    const all = (await find('')).data.adminUsers;
    expect(all.pageCount).toBe(Math.max(1, Math.ceil(all.totalCount / 20)));
  });

  it('filters by tier, and the CSV export follows the same filters', async () => {
    const tierNames = async (tier: string) =>
      (await gql(admin, 'query($input: AdminUserQueryInput) { adminUsers(input: $input) { totalCount users { tierName } } }', { input: { tier } })).data.adminUsers;
    const basic = await tierNames('basic');
    expect(basic.totalCount).toBeGreaterThan(0);
    expect(new Set(basic.users.map((u: { tierName: string }) => u.tierName))).toEqual(new Set(['Basic']));
    const free = await tierNames('free');
    expect(new Set(free.users.map((u: { tierName: string }) => u.tierName))).toEqual(new Set(['Free']));
    expect(basic.totalCount + free.totalCount + (await tierNames('premium')).totalCount).toBe((await find('')).data.adminUsers.totalCount);
    // The seeded Basic member is found under Basic, not under Premium; an unknown tier is refused.
    const count = async (input: Record<string, unknown>) => (await gql(admin, 'query($input: AdminUserQueryInput) { adminUsers(input: $input) { totalCount } }', { input })).data.adminUsers.totalCount;
    expect(await count({ search: 'basic@demo', tier: 'basic' })).toBe(1);
    expect(await count({ search: 'basic@demo', tier: 'premium' })).toBe(0);
    expect((await gql(admin, 'query($input: AdminUserQueryInput) { adminUsers(input: $input) { totalCount } }', { input: { tier: 'gold' } })).errors).toBeDefined();

    const csvRows = async (input: Record<string, unknown>) =>
      (await gql(admin, 'query($input: AdminUserQueryInput) { adminUsersCsv(input: $input) }', { input })).data.adminUsersCsv.trim().split(/\r?\n/).slice(1);
    const basicCsv = await csvRows({ tier: 'basic' });
    expect(basicCsv).toHaveLength(basic.totalCount);
    expect(basicCsv.every((row: string) => row.split(';')[4] === 'Basic')).toBe(true);
    expect(await csvRows({ search: 'basic@demo', tier: 'premium' })).toEqual([]);
  });

  it('deactivates a member: their sign-in and api calls stop, and the action is audited', async () => {
    const member = await api.newMember();
    expect((await api.call('GET', '/user', { token: member.idToken })).status).toBe(200);
    const { data } = await find(member.email);
    const id = data.adminUsers.users[0].id;
    const updated = await gql(admin, 'mutation($id: ID!) { updateAdminUser(input: { id: $id, active: false }) { active orders { id } payouts { id } } }', { id });
    expect(updated.data.updateAdminUser).toEqual({ active: false, orders: [], payouts: [] });
    // Our record refuses every call at once; a change asks Firebase, where the account is disabled,
    // so the old token no longer verifies there, and signing in fails.
    const read = await api.call('GET', '/user', { token: member.idToken });
    expect(read).toMatchObject({ status: 403, body: { code: 'ACCOUNT_DEACTIVATED' } });
    expect((await api.call('PUT', '/user', { token: member.idToken, body: { name: 'Po deaktivaci' } })).status).toBe(401);
    await expect(api.idToken(member.email, 'Tester123!')).rejects.toThrow(/USER_DISABLED/);
    expect((await find('', 'inactive')).data.adminUsers.users.map((u: { id: string }) => u.id)).toContain(id);

    const log = (await gql(admin, '{ auditLog { actorName action details } }')).data.auditLog;
    expect(log[0]).toEqual({ actorName: 'Tester', action: 'graphql:updateAdminUser', details: { input: { id, active: false } } });

    await gql(admin, 'mutation($id: ID!) { updateAdminUser(input: { id: $id, active: true }) { active } }', { id });
    expect((await api.call('GET', '/user', { token: await api.idToken(member.email, 'Tester123!') })).status).toBe(200);
  });

  const setRights = (id: string, grant: boolean, reason?: string) =>
    gql(admin, 'mutation($input: AdminRightsInput!) { setAdminRights(input: $input) { id admin } }', { input: { id, admin: grant, ...(reason !== undefined && { reason }) } });
  const isAdmin = async (id: string) => (await api.db.dataSource.query('SELECT admin FROM app_user WHERE id = $1', [id]))[0].admin as boolean;
  const rightsEntries = async (id: string) =>
    api.db.dataSource.query(`SELECT details FROM audit_log WHERE action = 'members:setAdminRights' AND details->>'userId' = $1 ORDER BY id`, [id]) as Promise<{ details: unknown }[]>;

  it('grants admin rights only with a reason, and records the reason with the change', async () => {
    const member = await api.newMember();
    const id = (await find(member.email)).data.adminUsers.users[0].id;
    for (const reason of [undefined, '', '  abc  ']) {
      const refused = await setRights(id, true, reason);
      expect(refused.errors[0].extensions).toMatchObject({ code: 'ADMIN_RIGHTS_REASON_REQUIRED' });
      expect(refused.errors[0].message).toBe('Uveďte důvod změny práv administrátora (alespoň 5 znaků).');
    }
    expect(await isAdmin(id)).toBe(false);
    expect(await rightsEntries(id)).toEqual([]);

    expect((await setRights(id, true, '  Nová kolegyně v podpoře ')).data.setAdminRights).toEqual({ id, admin: true });
    expect(await isAdmin(id)).toBe(true);
    expect(await rightsEntries(id)).toEqual([{ details: { userId: id, email: member.email, admin: true, reason: 'Nová kolegyně v podpoře' } }]);
    const [logged] = (await gql(admin, '{ auditLog { actorName action details } }')).data.auditLog;
    expect(logged).toMatchObject({ actorName: 'Tester', action: 'members:setAdminRights', details: { reason: 'Nová kolegyně v podpoře' } });

    expect((await setRights(id, false, 'Odchod z týmu')).data.setAdminRights.admin).toBe(false);
    expect((await rightsEntries(id)).map((row) => (row.details as { admin: boolean }).admin)).toEqual([true, false]);
  });

  it('refuses to let an admin lock themselves out, and refuses members entirely', async () => {
    const me = (await api.call('GET', '/user', { token: admin })).body;
    const self = await setRights(me.id, false, 'Už nechci být správce');
    expect(self.errors[0]).toMatchObject({ message: 'Vlastní účet takto měnit nelze.', extensions: { code: 'ADMIN_SELF_CHANGE' } });
    expect(await isAdmin(me.id)).toBe(true);
    expect(await rightsEntries(me.id)).toEqual([]);
    const selfDeactivation = await gql(admin, 'mutation($id: ID!) { updateAdminUser(input: { id: $id, active: false }) { active } }', { id: me.id });
    expect(selfDeactivation.errors[0].message).toBe('Vlastní účet takto měnit nelze.');
    const member = (await api.newMember()).idToken;
    expect((await gql(member, '{ auditLog { id } }')).errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('erases a member through the GDPR path and records REST admin changes too', async () => {
    const member = await api.newMember();
    const id = (await find(member.email)).data.adminUsers.users[0].id;
    expect((await gql(admin, 'mutation($id: ID!) { deleteAdminUser(id: $id) }', { id })).data.deleteAdminUser).toBe(true);
    expect((await find(member.email)).data.adminUsers.totalCount).toBe(0);
    const [row] = await api.db.dataSource.query('SELECT email, erased_at FROM app_user WHERE id = $1', [id]);
    expect(row.email).toBeNull();
    expect(row.erased_at).not.toBeNull();

    const company = (await api.call('GET', '/company_all', { token: admin })).body[0].id;
    const now = Math.floor(Date.now() / 1000);
    const created = await api.call('POST', '/bonus', {
      token: admin,
      body: { name: 'Audit', description: '<p>x</p>', start_timestamp: now, end_timestamp: now + 60, expected_value: 1, needed_capital: 0, step_list: [], url_bonus_conditions: 'https://a.cz', url_link: 'https://a.cz', risk_rate: 1, company_id: company, bonus_type_name: 'bank' },
    });
    expect(created.status).toBe(201);
    const [entry] = await api.db.dataSource.query(`SELECT action, details FROM audit_log ORDER BY id DESC LIMIT 1`);
    expect(entry).toMatchObject({ action: 'rest:POST /bonus', details: { body: { name: 'Audit' } } });
  });
});
