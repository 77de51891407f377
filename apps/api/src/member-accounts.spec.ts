import { startTestApi, TestApi } from './testing/test-api';

/** Issue #36 §2: "Moje účty" on the REST contract, on real PostgreSQL. */
describe('member accounts (GET /account_all, POST/PUT/DELETE /account)', () => {
  let api: TestApi;
  let companies: Record<string, number>;
  beforeAll(async () => {
    api = await startTestApi();
    const { idToken } = await api.newMember();
    const list: { id: number; name: string }[] = (await api.call('GET', '/company_all', { token: idToken })).body;
    companies = Object.fromEntries(list.map((company) => [company.name, company.id]));
  });
  afterAll(() => api.stop());

  const day = 86_400;
  const now = () => Math.floor(Date.now() / 1000);
  const member = async () => (await api.newMember()).idToken;
  const rows = async () => Number((await api.db.dataSource.query(`SELECT count(*) AS n FROM member_account`))[0].n);

  it('records, lists, corrects and deletes the member’s own accounts', async () => {
    const token = await member();
    const opened = now() - 400 * day;
    const created = await api.call('POST', '/account', { token, body: { company_id: companies['Česká spořitelna'], opened_timestamp: opened } });
    expect(created).toEqual({
      status: 201,
      body: { id: expect.any(Number), company: { id: companies['Česká spořitelna'], name: 'Česká spořitelna' }, opened_timestamp: opened, closed_timestamp: null, source: 'manual' },
    });
    const closed = await api.call('POST', '/account', { token, body: { company_id: companies['Air Bank'], opened_timestamp: opened - 900 * day, closed_timestamp: opened - 100 * day } });
    expect(closed.status).toBe(201);
    expect((await api.call('GET', '/account_all', { token })).body.map((a: { company: { name: string } }) => a.company.name)).toEqual(['Česká spořitelna', 'Air Bank']);

    const closedAt = now() - day;
    const shut = await api.call('PUT', '/account', { token, body: { id: created.body.id, closed_timestamp: closedAt } });
    expect(shut.body).toMatchObject({ opened_timestamp: opened, closed_timestamp: closedAt });
    const reopened = await api.call('PUT', '/account', { token, body: { id: created.body.id, closed_timestamp: null } });
    expect(reopened.body.closed_timestamp).toBeNull();

    expect((await api.call('DELETE', `/account?id=${closed.body.id}`, { token })).status).toBe(204);
    expect((await api.call('GET', '/account_all', { token })).body).toHaveLength(1);
  });

  it("answers 404 to another member's record and changes nothing", async () => {
    const owner = await member();
    const stranger = await member();
    const { body: account } = await api.call('POST', '/account', { token: owner, body: { company_id: companies['Fio banka'], opened_timestamp: now() - 30 * day } });
    expect((await api.call('PUT', '/account', { token: stranger, body: { id: account.id, closed_timestamp: now() } })).status).toBe(404);
    expect((await api.call('DELETE', `/account?id=${account.id}`, { token: stranger })).status).toBe(404);
    expect((await api.call('GET', '/account_all', { token: stranger })).body).toEqual([]);
    expect((await api.call('GET', '/account_all', { token: owner })).body).toEqual([account]);
  });

  it.each([
    ['no company', { opened_timestamp: 1_600_000_000 }, 'Vyberte banku nebo kasino.'],
    ['an unknown company', { company_id: 999_999, opened_timestamp: 1_600_000_000 }, 'Tuto banku nebo kasino v katalogu nemáme.'],
    ['no opening date', { company_id: 1 }, 'Zadejte datum založení účtu.'],
    ['a date ahead', { company_id: 1, opened_timestamp: 4_000_000_000 }, 'Datum nemůže být v budoucnosti.'],
    ['closed before opened', { company_id: 1, opened_timestamp: 1_600_000_000, closed_timestamp: 1_500_000_000 }, 'Účet nemohl být zrušen dřív, než byl založen.'],
    ['a text for a date', { company_id: 1, opened_timestamp: '2020-01-01' }, 'Zadejte datum založení účtu.'],
    ['a field it does not know', { company_id: 1, opened_timestamp: 1_600_000_000, source: 'bonus' }, ''],
  ])('refuses %s with 400 and a Czech message, storing nothing', async (_name, body, message) => {
    const token = await member();
    const before = await rows();
    const refused = await api.call('POST', '/account', { token, body });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toEqual(expect.stringContaining(message));
    expect(await rows()).toBe(before);
  });

  it('refuses a correction that would close the account before it opened', async () => {
    const token = await member();
    const { body: account } = await api.call('POST', '/account', { token, body: { company_id: companies['ČSOB'], opened_timestamp: now() - 10 * day } });
    const refused = await api.call('PUT', '/account', { token, body: { id: account.id, closed_timestamp: now() - 20 * day } });
    expect(refused).toMatchObject({ status: 400, body: { error: 'Účet nemohl být zrušen dřív, než byl založen.' } });
    expect((await api.call('GET', '/account_all', { token })).body[0].closed_timestamp).toBeNull();
  });

  it('is for members only', async () => {
    expect((await api.call('GET', '/account_all')).status).toBe(401);
    expect((await api.call('POST', '/account', { body: { company_id: 1, opened_timestamp: 1_600_000_000 } })).status).toBe(401);
  });

  it('records an account when the member finishes an offer of a company, opened when they started it, once while it is open', async () => {
    const account = await api.newMember();
    await api.db.dataSource.query('UPDATE app_user SET tier_id = 3 WHERE firebase_uid = $1', [account.uid]);
    const token = account.idToken;
    const offers: { id: number; company: { id: number }; step_list: unknown[]; lock: unknown; start_timestamp: number }[] = (await api.call('GET', '/bonus_all', { token })).body;
    const offer = offers.find((bonus) => bonus.step_list.length && !bonus.lock && bonus.start_timestamp * 1000 < Date.now())!;
    for (let step = 1; step <= offer.step_list.length; step++) await api.call('PUT', '/bonus_progress', { token, body: { bonus_id: offer.id, step_idx: step } });
    const [{ started_at }] = await api.db.dataSource.query(`SELECT started_at FROM user_bonus_progress p JOIN app_user u ON u.id = p.user_id WHERE u.firebase_uid = $1 AND p.bonus_id = $2`, [account.uid, offer.id]);
    expect((await api.call('POST', '/bonus_history', { token, body: { bonus_id: offer.id, reached_profit: 500 } })).status).toBe(201);
    const recorded = (await api.call('GET', '/account_all', { token })).body;
    expect(recorded).toEqual([expect.objectContaining({ company: expect.objectContaining({ id: offer.company.id }), opened_timestamp: Math.floor(new Date(started_at).getTime() / 1000), closed_timestamp: null, source: 'bonus' })]);

    const other = offers.find((bonus) => bonus.id !== offer.id && bonus.company.id === offer.company.id && !bonus.lock && bonus.start_timestamp * 1000 < Date.now());
    if (other) {
      for (let step = 1; step <= other.step_list.length; step++) await api.call('PUT', '/bonus_progress', { token, body: { bonus_id: other.id, step_idx: step } });
      await api.call('POST', '/bonus_history', { token, body: { bonus_id: other.id, reached_profit: 100 } });
      expect((await api.call('GET', '/account_all', { token })).body).toHaveLength(1);
    }
  });

  it('goes with the member on erasure', async () => {
    const account = await api.newMember();
    await api.call('POST', '/account', { token: account.idToken, body: { company_id: companies['mBank'], opened_timestamp: now() - day } });
    const [{ id }] = await api.db.dataSource.query(`SELECT id FROM app_user WHERE firebase_uid = $1`, [account.uid]);
    const erased = await api.call('DELETE', '/user', { token: account.idToken });
    expect(erased.status).toBe(204);
    expect(Number((await api.db.dataSource.query(`SELECT count(*) AS n FROM member_account WHERE user_id = $1`, [id]))[0].n)).toBe(0);
  });

  it('offers the same through GraphQL for the web app', async () => {
    const token = await member();
    const gql = async (query: string, variables: Record<string, unknown> = {}) => (await api.call('POST', '/graphql', { token, body: { query, variables } })).body;
    const created = await gql('mutation($input: MemberAccountCreateInput!) { createMemberAccount(input: $input) { id company { name } openedAt closedAt source } }', {
      input: { companyId: companies['Air Bank'], openedTimestamp: 1_600_000_000 },
    });
    expect(created.data.createMemberAccount).toEqual({ id: expect.any(Number), company: { name: 'Air Bank' }, openedAt: 1_600_000_000, closedAt: null, source: 'manual' });
    const id = created.data.createMemberAccount.id;
    const closed = await gql('mutation($input: MemberAccountUpdateInput!) { updateMemberAccount(input: $input) { closedAt } }', { input: { id, closedTimestamp: 1_650_000_000 } });
    expect(closed.data.updateMemberAccount.closedAt).toBe(1_650_000_000);
    const refused = await gql('mutation($input: MemberAccountUpdateInput!) { updateMemberAccount(input: $input) { closedAt } }', { input: { id, closedTimestamp: 1_500_000_000 } });
    expect(refused.errors[0].message).toBe('Účet nemohl být zrušen dřív, než byl založen.');
    expect((await gql('{ memberAccounts { id closedAt } }')).data.memberAccounts).toEqual([{ id, closedAt: 1_650_000_000 }]);
    expect((await gql('mutation($id: Int!) { deleteMemberAccount(id: $id) }', { id })).data.deleteMemberAccount).toBe(true);
    expect((await gql('{ memberAccounts { id } }')).data.memberAccounts).toEqual([]);
  });
});
