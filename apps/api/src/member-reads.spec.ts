import { startTestApi, TestApi } from './testing/test-api';

/**
 * Reads of a member's own data: answered from a cache keyed by the member's data_version, which the
 * database bumps with any change (from the api, a job or plain SQL), and read-only calls accept a
 * session check from the last minute while every change checks it afresh.
 */
describe('member reads', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.stop());

  const gql = async (token: string, query: string) => (await api.call('POST', '/graphql', { token, body: { query } })).body;
  const userId = async (uid: string): Promise<string> => (await api.db.dataSource.query('SELECT id FROM app_user WHERE firebase_uid = $1', [uid]))[0].id;
  const shownIds = async (token: string): Promise<number[]> => (await api.call('GET', '/bonus_all', { token })).body.map((bonus: { id: number }) => bonus.id);

  it('show every change at once, whether made through the api or straight in the database', async () => {
    const member = await api.newMember();
    const id = await userId(member.uid);
    const [first, second, third] = await shownIds(member.idToken);
    expect(third).toBeDefined();

    // Read twice (the second answer comes from the cache), then change through the api.
    expect(await shownIds(member.idToken)).toContain(first);
    expect((await api.call('PUT', '/bonus_hide', { token: member.idToken, body: { id: first } })).status).toBe(200);
    expect(await shownIds(member.idToken)).not.toContain(first);

    // Changes no api request made (a job, a console): hidden, completed, a referral code, a running order.
    await api.db.dataSource.query('INSERT INTO hidden_bonus (user_id, bonus_id) VALUES ($1, $2)', [id, second]);
    expect(await shownIds(member.idToken)).not.toContain(second);

    const history = async () => (await api.call('POST', '/bonus_history_all', { token: member.idToken, body: { current_page: 1, items_per_page: 20, time_period: 'all' } })).body;
    const stats = async () => (await gql(member.idToken, '{ bonusHistoryStats(timePeriod: year) { bonuses reachedProfit } }')).data.bonusHistoryStats;
    expect((await history()).total_count).toBe(0);
    expect((await stats()).reduce((sum: number, month: { bonuses: number }) => sum + month.bonuses, 0)).toBe(0);
    await api.db.dataSource.query('INSERT INTO bonus_history_entry (user_id, bonus_id, reached_profit_halere) VALUES ($1, $2, 150000)', [id, third]);
    expect((await history()).items.map((entry: { bonus: { id: number } }) => entry.bonus.id)).toEqual([third]);
    expect((await stats()).reduce((sum: number, month: { reachedProfit: number }) => sum + month.reachedProfit, 0)).toBe(1500);
    expect(await shownIds(member.idToken)).not.toContain(third);

    const profile = async () => (await api.call('GET', '/user', { token: member.idToken })).body;
    expect((await profile()).referral_code).toMatch(/^[A-Z2-9]{10}$/); // given at registration
    await api.db.dataSource.query(`UPDATE referral_code SET in_use = false WHERE user_id = $1`, [id]);
    expect((await profile()).referral_code).toBeNull();
    await api.db.dataSource.query(`INSERT INTO referral_code (user_id, code, in_use) VALUES ($1, 'CACHE-CHECK', true)`, [id]);
    expect((await profile()).referral_code).toBe('CACHE-CHECK');
    await api.db.dataSource.query(`UPDATE referral_code SET in_use = false WHERE user_id = $1`, [id]);
    expect((await profile()).referral_code).toBeNull();

    // The member's own record is read on every request: a change to it shows at once, though the
    // cached parts (and so the kept profile) stay as they were.
    const before = await profile();
    expect(await profile()).toEqual(before);
    await api.db.dataSource.query(`UPDATE app_user SET name = 'Přejmenovaný', balance_halere = 12300 WHERE id = $1`, [id]);
    expect(await profile()).toEqual({ ...before, name: 'Přejmenovaný', balance: 123 });
  });

  it('show an admin change to the catalogue to members at once', async () => {
    const member = await api.newMember();
    const [bonusId] = await shownIds(member.idToken);
    const admin = await api.idToken('admin@demo.cz');
    const setVisible = async (visible: boolean) => (await gql(admin, `mutation { setBonusVisibility(id: ${bonusId}, visible: ${visible}) { visible } }`)).data.setBonusVisibility.visible;
    expect(await shownIds(member.idToken)).toContain(bonusId);
    expect(await setVisible(false)).toBe(false);
    expect(await shownIds(member.idToken)).not.toContain(bonusId);
    expect(await setVisible(true)).toBe(true);
    expect(await shownIds(member.idToken)).toContain(bonusId);
  });

  it("answer a read-only request from the member's cached rows, and a change from the database", async () => {
    const member = await api.newMember();
    const id = await userId(member.uid);
    const profile = async () => (await api.call('GET', '/user', { token: member.idToken })).body;
    const registered = (await profile()).referral_code;
    // A change that bypasses the data_version trigger, so only a read that goes to the database sees it.
    await api.db.dataSource.transaction(async (manager) => {
      await manager.query(`SET LOCAL session_replication_role = replica`);
      await manager.query(`UPDATE referral_code SET code = 'UNSEEN-BY-CACHE' WHERE user_id = $1`, [id]);
    });
    expect((await profile()).referral_code).toBe(registered);
    const changed = await api.call('PUT', '/user', { token: member.idToken, body: { name: 'Zapisující' } });
    expect(changed.status).toBe(200);
    expect(changed.body.referral_code).toBe('UNSEEN-BY-CACHE');
  });

  it('accept a session check from the last minute for reads (GraphQL queries too), never for changes', async () => {
    const member = await api.newMember();
    expect((await gql(member.idToken, '{ me { id } }')).data.me.id).toBeDefined();
    expect((await api.call('POST', '/bonus_history_all', { token: member.idToken, body: { current_page: 1, items_per_page: 20, time_period: 'all' } })).status).toBe(200);
    await disableInEmulator(member.uid);

    expect((await gql(member.idToken, '{ me { id } }')).data.me.id).toBeDefined();
    expect((await api.call('POST', '/bonus_history_all', { token: member.idToken, body: { current_page: 1, items_per_page: 20, time_period: 'all' } })).status).toBe(200);
    const mutation = await gql(member.idToken, 'mutation { hideBonus(id: 1) }');
    expect(mutation.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await api.call('PUT', '/bonus_hide', { token: member.idToken, body: { id: 1 } })).status).toBe(401);
  });
});

async function disableInEmulator(uid: string): Promise<void> {
  const response = await fetch(
    `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/projects/${process.env.FIREBASE_PROJECT_ID}/accounts:update`,
    { method: 'POST', headers: { 'content-type': 'application/json', authorization: 'Bearer owner' }, body: JSON.stringify({ localId: uid, disableUser: true }) },
  );
  if (!response.ok) throw new Error(`emulator: ${response.status} ${await response.text()}`);
}
